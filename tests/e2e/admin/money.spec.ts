/**
 * The Money page (docs/requirements.md#billing-reports): an admin opens it from the menu and sees what the family
 * of the walk owes (last month's ₹1,770.00 invoice less a ₹500.00 UPI payment and a ₹100.00 credit), in the bucket
 * its due date gives, and last month's revenue net of GST on a chart; the family's name opens its billing page; on
 * a phone, light and dark, it passes axe without scrolling sideways. The CSV buttons point at the server's files.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { checkScreen, useScheme } from './helpers/axe-walk';
import { seedBillingWalk } from './helpers/billing-seed';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN } from './helpers/seed';
import { seedWalk } from './helpers/walk';

let server: TestServer;
let browser: Browser;
let t: AdminPage;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const records = await seedWalk(server.url);
  await seedBillingWalk(server, records);
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

describe('the money page', () => {
  it('shows what is owed and a revenue chart', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Money' }).click();
    const owed = page.getByTestId('owed-INR');
    await expect.poll(() => owed.textContent()).toContain('Owed in INR₹1,170.00');
    expect(await owed.textContent()).toContain('1 family');
    const table = page.getByRole('region', { name: 'Families that owe' }).or(page.getByLabel('Families that owe'));
    await expect.poll(() => table.first().textContent()).toContain('₹1,170.00');
    // ₹1,500.00 of lessons last month, GST apart
    await page.getByText('INR: revenue ₹1,500.00').waitFor();
    expect(await page.getByTestId('revenue-INR').textContent()).toContain('Net of tax (₹270.00 tax)');
    await page.getByRole('img', { name: /^Revenue by month, INR: .* in total/ }).waitFor();
    await page.getByRole('img', { name: /^By course, INR: .* in total/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Download CSV' }).first().getAttribute('href')).toBe(
      '/admin/export/ageing.csv',
    );
    expect(await page.getByRole('link', { name: 'Download CSV' }).nth(1).getAttribute('href')).toMatch(
      /^\/admin\/export\/revenue\.csv\?from=\d{4}-\d{2}&to=\d{4}-\d{2}$/,
    );
    await checkScreen(page);
    await useScheme(page, 'dark');
    await checkScreen(page);
    await useScheme(page, 'light');

    await table.first().getByRole('link').first().click();
    await expect.poll(() => page.getByTestId('family-balance').textContent()).toBe('Owes ₹1,170.00');
    expect(t.errors).toEqual([]);
  });

  it('fits a phone, light and dark', async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      const { page } = phone;
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.getByText('Trial funnel, last 30 days').waitFor();
      await page.goto('/admin/money');
      await page.getByText('INR: revenue ₹1,500.00').waitFor();
      await expect.poll(() => page.getByTestId('owed-INR').textContent()).toContain('₹1,170.00');
      await checkScreen(page);
      await useScheme(page, 'dark');
      await checkScreen(page);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
