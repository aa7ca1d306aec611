/**
 * Billing on the dashboard (docs/requirements.md#billing): staff add a fee and save the settings (GST at 18 %), run
 * last month's billing, issue the drafts, open the invoice (its lesson, tax and total), and record a part payment
 * for the family: the balance falls by exactly that amount. A UPI payment without its reference, and one whose
 * reference is recorded already, are refused in the server's words under the reference. Each screen and dialog
 * passes axe in light and dark.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { checkScreen, useScheme } from './helpers/axe-walk';
import { pastMonths, seedLastMonthLesson, seedPaymentException } from './helpers/billing-seed';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession } from './helpers/seed';
import { seedWalk } from './helpers/walk';

let server: TestServer;
let browser: Browser;
let t: AdminPage;

/** Axe and no sideways scrolling, in light, then dark, then light again. */
async function lightAndDark(page = t.page) {
  await checkScreen(page);
  await useScheme(page, 'dark');
  await checkScreen(page);
  await useScheme(page, 'light');
}

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const records = await seedWalk(server.url);
  await seedLastMonthLesson(server, { studentId: records.student, teacherId: records.teacher });
  browser = await launch();
  t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(t.page, ADMIN.email, ADMIN.password);
  await t.page.getByText('Trial funnel, last 30 days').waitFor();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

describe('billing on the dashboard', () => {
  it('sets a fee and the settings', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Fees' }).click();
    await page.getByText('1 fee', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add fee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add fee' });
    await dialog.getByLabel('Course').selectOption('guitar');
    await dialog.getByLabel('Amount').fill('1,250.5');
    await dialog.getByRole('button', { name: 'Add fee' }).click();
    await page.getByText('2 fees', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: '₹1,250.50 a lesson' }).count()).toBe(1);

    const form = page.getByRole('form', { name: 'Billing settings' });
    await form.getByLabel('Tax name').fill('GST');
    await form.getByLabel('Tax rate (%)').fill('18');
    await form.getByLabel('Invoice number prefix').fill('bad prefix!');
    await form.getByRole('button', { name: 'Save settings' }).click();
    // the server's refusal, under the field it names
    await form.getByText('At most 12 letters, digits, / or -').waitFor();
    await expect.poll(() => form.getByLabel('Invoice number prefix').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Invoice number prefix').fill('INV/');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Billing settings saved').waitFor();
    await lightAndDark();
  });

  it('runs last month, issues the draft and opens the invoice', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    await page.getByRole('button', { name: 'Run billing' }).click();
    await page.getByRole('status').filter({ hasText: '1 invoice drafted now' }).waitFor();
    await page.getByRole('cell', { name: 'Draft', exact: true }).waitFor();
    await lightAndDark();
    await page.getByRole('button', { name: 'Issue all drafts' }).click();
    await page.getByRole('button', { name: 'Issue all' }).click();
    const number = page.getByRole('cell', { name: /^INV\/\d{4}-\d{2}\/0001$/ });
    await number.waitFor();
    await page.getByRole('button', { name: /^Open INV\// }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('GST at 18%').waitFor();
    await expect.poll(() => dialog.getByRole('cell', { name: '₹1,500.00' }).count()).toBe(2);
    await dialog.getByRole('cell', { name: '₹270.00' }).waitFor();
    await dialog.getByRole('cell', { name: '₹1,770.00' }).waitFor();
    await lightAndDark();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('records a part payment: the balance falls by exactly that amount', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Families' }).click();
    await page.getByRole('link', { name: /^Billing of the family of/ }).click();
    const balance = page.getByTestId('family-balance');
    await expect.poll(() => balance.textContent()).toBe('Owes ₹1,770.00');
    await lightAndDark();

    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel(/^Amount received/).fill('500.25');
    await dialog.getByLabel('How it came').selectOption('UPI');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('Give the reference (UTR or transaction id) the payment came with').waitFor();
    await expect.poll(() => dialog.getByLabel(/^Reference/).getAttribute('aria-invalid')).toBe('true');
    await lightAndDark();
    await dialog.getByLabel(/^Reference/).fill('UTR-4411');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => balance.textContent()).toBe('Owes ₹1,269.75');

    // the same reference again, in another case: refused naming the reference
    await page.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByLabel(/^Amount received/).fill('10');
    await dialog.getByLabel('How it came').selectOption('UPI');
    await dialog.getByLabel(/^Reference/).fill('utr-4411');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('A UPI payment with reference utr-4411 is recorded already').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => balance.textContent()).toBe('Owes ₹1,269.75');
    expect(t.errors).toEqual([]);
  });

  it('shows a payment to look at on the invoices, and closes it with what was done', async () => {
    const { page } = t;
    const api = await adminSession(server.url, ADMIN);
    const listed = await api('query($p: String) { invoices(period: $p) { id } }', { p: pastMonths().last });
    await seedPaymentException(server, listed.data!.invoices[0].id);
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    const section = page.getByRole('region', { name: '1 payment to look at' });
    await section.getByText('Paid ₹17.00; the link asked ₹1,269.75').waitFor();
    await lightAndDark();
    await section.getByRole('button', { name: /^Mark dealt with/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark dealt with' });
    await dialog.getByRole('button', { name: 'Mark dealt with' }).click();
    await dialog.getByText('Say what was done, e.g. "Refunded on Razorpay"').waitFor();
    await dialog.getByLabel('What was done').fill('Refunded ₹17.00 on Razorpay');
    await dialog.getByRole('button', { name: 'Mark dealt with' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.waitFor({ state: 'detached' });
    const all = await api('{ billingExceptions(includeDealt: true) { dealtNote dealtBy } }');
    expect(all.data!.billingExceptions).toEqual([{ dealtNote: 'Refunded ₹17.00 on Razorpay', dealtBy: ADMIN.email }]);
    expect(t.errors).toEqual([]);
  });

  it('fits a phone: the invoice and the payment dialog, light and dark', async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      const { page } = phone;
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.getByText('Trial funnel, last 30 days').waitFor();
      await page.goto('/admin/invoices');
      await page.getByRole('button', { name: /^Open INV\// }).click();
      await page.getByRole('dialog').getByText('GST at 18%').waitFor();
      await lightAndDark(page);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.goto('/admin/families');
      await page.getByRole('link', { name: /^Billing of the family of/ }).click();
      await page.getByText('Owes ₹1,269.75').waitFor();
      await page.getByRole('button', { name: 'Record payment' }).click();
      await page.getByRole('dialog', { name: 'Record payment' }).waitFor();
      await lightAndDark(page);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
