/**
 * Families on the dashboard (docs/requirements.md#families): an admin finds a family by a student's name, corrects
 * its payer name, phone and time zone (a phone that is not one is refused in the server's words under the field),
 * and the list shows the correction; the page and its dialog pass axe light and dark, at 1440 and 390 px. A student
 * leaving (docs/requirements.md#students-leaving) is recorded on their page and the Students list filters by status.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { checkScreen, useScheme } from './helpers/axe-walk';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let t: AdminPage;
const students = new Map<string, string>();

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const api = await adminSession(server.url, ADMIN);
  for (const [name, email] of [
    ['Leela Rao', 'rao.family@example.org'],
    ['Mia Brooks', 'brooks.family@example.org'],
  ]) {
    const trial = await seedTrial(server.url, { name, email, gender: 'female', category: 'guitar' });
    const enrolled = await api('mutation($id: ID!) { enrolStudent(trialRequestId: $id) { id } }', { id: trial.id });
    expect(enrolled.errors).toBeUndefined();
    students.set(name, (enrolled.data as { enrolStudent: { id: string } }).enrolStudent.id);
  }
  browser = await launch();
  t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(t.page, ADMIN.email, ADMIN.password);
  await t.page.getByText('Trial funnel, last 30 days').waitFor();
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

describe('families on the dashboard', () => {
  it('finds a family by a student’s name and corrects its payer, phone and zone', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Families' }).click();
    await page.getByText('2 of 2 families').waitFor();
    await checkScreen(page);
    await page.getByLabel('Search payer, email, phone or student').fill('leela');
    await page.getByText('1 of 2 families').waitFor();
    const table = page.getByRole('table', { name: 'Families' });
    await table.getByRole('link', { name: 'Leela Rao' }).waitFor();
    await table.getByRole('button', { name: 'Edit the family of rao.family@example.org' }).click();

    const dialog = page.getByRole('dialog', { name: 'Family of rao.family@example.org' });
    await dialog.getByLabel('Payer’s name').fill('Sunita Rao');
    await dialog.getByLabel('Phone').fill('call me');
    await dialog.getByLabel('Time zone').selectOption('Europe/London');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a valid phone number for the country chosen, or leave it empty').waitFor();
    await checkScreen(page);
    await useScheme(page, 'dark');
    await checkScreen(page);
    await useScheme(page, 'light');
    await dialog.getByLabel('Phone').fill('020 7946 0958');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Family saved').waitFor();
    const row = table.getByRole('row').filter({ hasText: 'rao.family@example.org' });
    await row.getByText('Sunita Rao').waitFor();
    await row.getByText('+442079460958').waitFor();
    await row.getByText('Europe/London').waitFor();
  });

  it('lists the families on a phone', async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      await signIn(phone.page, ADMIN.email, ADMIN.password);
      await phone.page.getByText('Trial funnel, last 30 days').waitFor();
      await phone.page.goto('/admin/families');
      await phone.page.getByText('2 of 2 families').waitFor();
      await phone.page.getByText('Sunita Rao').waitFor();
      await checkScreen(phone.page);
      await useScheme(phone.page, 'dark');
      await checkScreen(phone.page);
    } finally {
      await phone.close();
    }
  });

  it('records a student leaving and coming back; Students filters by status', async () => {
    const { page } = t;
    await page.goto(`/admin/students/${students.get('Mia Brooks')}`);
    await page.getByText('Status: Enrolled').waitFor();
    await page.getByRole('button', { name: 'Record leaving' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mia Brooks leaves' });
    await dialog.getByLabel('Last date with a lesson').fill('2020-01-31');
    await dialog.getByRole('button', { name: 'Record leaving' }).click();
    await dialog.getByText('Must not be in the past').waitFor();
    await checkScreen(page);
    const today = await dialog.evaluate(() => new Date().toISOString().slice(0, 10));
    const lastDate = new Date(Date.parse(today) + 7 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Last date with a lesson').fill(lastDate);
    await dialog.getByRole('button', { name: 'Record leaving' }).click();
    await page.getByText(`Status: Leaves after ${lastDate}`).waitFor();

    await page.getByRole('menuitem', { name: 'Students' }).click();
    // "Enrolled" (the default) counts those leaving: they still have lessons
    await page.getByText('2 of 2 students').waitFor();
    await page.getByLabel('Status').selectOption('leaving');
    await page.getByText('1 of 2 students').waitFor();
    const row = page.getByRole('table', { name: 'Students' }).getByRole('row').filter({ hasText: 'Mia Brooks' });
    await row.getByText(`Leaves after ${lastDate}`).waitFor();
    await page.getByLabel('Status').selectOption('left');
    await page.getByText('0 of 2 students').waitFor();
    await useScheme(page, 'dark');
    await checkScreen(page);
    await useScheme(page, 'light');

    await page.goto(`/admin/students/${students.get('Mia Brooks')}`);
    await page.getByRole('button', { name: 'Record return' }).click();
    await page.getByText('Status: Enrolled').waitFor();
  });
});
