/**
 * Payroll in money on the dashboard (docs/requirements.md#payroll): a teacher taught a lesson today and has no rate —
 * the payroll card says "No rate", not 0. An admin opens "Set rate", a day in the past is refused in the server's
 * words under "Applies from", then ₹750 a lesson from today is set and the card shows ₹750.00 for the teacher. The
 * card and the dialog pass axe at 1440 and 390 px, light and dark, and never scroll sideways.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { checkScreen, useScheme } from './helpers/axe-walk';
import { execute } from './helpers/billing-seed';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession } from './helpers/seed';

const ZONE = 'Asia/Kolkata';
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
  const api = await adminSession(server.url, ADMIN);
  const created = await api(
    `mutation { createTeacher(input: {name: "Anita Desai", email: "anita@school.example", courses: ["piano"], timeZone: "${ZONE}"}) { id } }`,
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const teacher = (created.data as { createTeacher: { id: string } }).createTeacher.id;
  // a lesson begun a minute ago and marked attended: taught today (lessons are never planned in the past)
  const family = randomUUID();
  const student = randomUUID();
  const startsAt = new Date(Date.now() - 60_000);
  const now = new Date();
  await execute(server, [
    [
      'INSERT INTO families (id, payer_name, email, time_zone, created_at) VALUES (?, ?, ?, ?, ?)',
      [family, null, 'rao.family@example.org', ZONE, now],
    ],
    [
      'INSERT INTO students (id, family_id, name, course, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [student, family, 'Arjun Rao', 'piano', 'active', now],
    ],
    [
      'INSERT INTO lessons (id, plan_id, student_id, teacher_id, course, starts_at, ends_at, status, makeup_for, ' +
        'created_at) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, NULL, ?)',
      [randomUUID(), student, teacher, 'piano', startsAt, new Date(startsAt.getTime() + 45 * 60_000), 'ATTENDED', now],
    ],
  ]);
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

describe('payroll in money', () => {
  it('says "No rate" for a teacher without one', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Lesson calendar' }).click();
    const row = page.getByRole('row', { name: /Anita Desai/ });
    await row.getByText('No rate').waitFor();
    await lightAndDark();
  });

  it('sets a rate from today, refused first for a past day, and shows the amount', async () => {
    const { page } = t;
    await page.getByRole('button', { name: 'Set pay rate for Anita Desai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set pay rate: Anita Desai' });
    await dialog.getByText('No rate yet.').waitFor();
    await dialog.getByLabel('Amount').fill('750');
    const today = DateTime.now().setZone(ZONE);
    await dialog.getByLabel('Applies from').fill(today.minus({ days: 1 }).toISODate()!);
    await dialog.getByRole('button', { name: 'Set rate' }).click();
    // the server's refusal, under the field it names
    await dialog.getByText(/Must not be in the past/).waitFor();
    await expect.poll(() => dialog.getByLabel('Applies from').getAttribute('aria-invalid')).toBe('true');
    await lightAndDark();
    await dialog.getByLabel('Applies from').fill(today.toISODate()!);
    await dialog.getByRole('button', { name: 'Set rate' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Anita Desai/ });
    await row.getByText('₹750.00').waitFor();
    await expect.poll(() => row.getByText('No rate').count()).toBe(0);
    await lightAndDark();
  });

  it('fits a phone, the dialog too', async () => {
    // a page opened at a phone's size: the dashboard's menu starts closed there
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      const { page } = phone;
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.getByText('Trial funnel, last 30 days').waitFor();
      await page.goto('/admin/lesson-calendar');
      await page
        .getByRole('row', { name: /Anita Desai/ })
        .getByText('₹750.00')
        .waitFor();
      await lightAndDark(page);
      await page.getByRole('button', { name: 'Set pay rate for Anita Desai' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set pay rate: Anita Desai' });
      await dialog.getByText(/₹750\.00 a lesson from/).waitFor();
      await lightAndDark(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect([...t.errors, ...phone.errors]).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
