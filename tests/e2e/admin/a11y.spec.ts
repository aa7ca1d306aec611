/**
 * Axe (WCAG 2 AA) on what the dashboard walk (helpers/axe-walk.ts, every screen in four variants) does not open: the
 * sign-in page, and what opens on a screen: the slot picker, the confirmations, an opened mail, the reply composer.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { violations } from './helpers/axe';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, pdf, seedApplication, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let t: AdminPage;
const booking = { requestId: '', teacherId: '' };

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const { id: requestId } = await seedTrial(server.url, {
    name: 'Meera Shah',
    email: 'meera@example.org',
    gender: 'female',
    category: 'piano',
  });
  await seedBooking(requestId);
  await seedReply(requestId);
  await seedApplication(
    server.url,
    { name: 'Ravi Kumar', email: 'ravi@example.org', message: 'Tabla for ten years.' },
    pdf('a11y'),
    'cv.pdf',
  );
  browser = await launch();
  t = await openPage(browser, server.url);
});

/** The trial-booking screens need a teacher with hours and a class booked: made through the admin API. */
async function seedBooking(requestId: string) {
  const api = await adminSession(server.url, ADMIN);
  const teacher = await api(
    'mutation { createTeacher(input: {name: "Anita Desai", email: "anita@school.example", courses: ["piano"], timeZone: "Europe/London"}) { id } }',
  );
  const teacherId = teacher.data!.createTeacher.id as string;
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '08:00', to: '10:00' }));
  await api(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly, exceptions: [{date: "2031-01-01", kind: "off"}]) { id } }',
    { id: teacherId, weekly },
  );
  const from = new Date();
  const slots = await api(
    'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "piano", from: $from, to: $to) { startsAt } }',
    {
      from: from.toISOString(),
      to: new Date(from.getTime() + 7 * 86_400_000).toISOString(),
    },
  );
  const booked = await api(
    'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at, visitorTimeZone: "Australia/Sydney") { id } }',
    { id: requestId, at: slots.data!.trialSlots[0].startsAt },
  );
  if (booked.errors) throw new Error(JSON.stringify(booked.errors));
  Object.assign(booking, { requestId, teacherId });
}

/** The people and reply screens need a template and a reply on the person's timeline. */
async function seedReply(requestId: string) {
  const api = await adminSession(server.url, ADMIN);
  const template = await api(
    'mutation { createReplyTemplate(input: {name: "Welcome", subject: "Your {{course}} trial", body: "Dear {{firstName}},\\nSee you soon."}) { id } }',
  );
  if (template.errors) throw new Error(JSON.stringify(template.errors));
  const sent = await api(
    'mutation($id: ID!) { sendReply(submissionId: $id, subject: "Your {{course}} trial", body: "Dear {{firstName}},\\nSee you soon.") { id } }',
    { id: requestId },
  );
  if (sent.errors) throw new Error(JSON.stringify(sent.errors));
}

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

describe('accessibility (axe, WCAG 2 AA)', () => {
  it('the sign-in page', async () => {
    await t.page.goto('/admin/');
    await t.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await violations(t.page)).join('\n')).toBe('');
  });
});

describe.each([
  { name: 'laptop', viewport: { width: 1440, height: 900 }, colorScheme: 'light' as const },
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'light' as const },
  { name: 'phone, dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
])('trial booking dialogs on a $name (axe, no sideways scrolling)', (options) => {
  let b: AdminPage;
  beforeAll(async () => {
    b = await openPage(browser, server.url, options);
    await signIn(b.page, ADMIN.email, ADMIN.password);
    await b.page.getByRole('heading', { name: 'Trial funnel, last 30 days' }).waitFor();
  });
  afterAll(() => b?.close());

  /** Waits for a dialog's fade-in to end (axe would measure the contrast of half-transparent text). */
  async function opened(dialog: Locator) {
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
  }

  async function check(label: string) {
    const { page } = b;
    expect((await violations(page)).join('\n'), label).toBe('');
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  }

  it('the slot picker and the cancel confirmation of a trial class', async () => {
    const { page } = b;
    await page.goto(`/admin/trial-requests/${booking.requestId}/show`);
    await page.getByText(/With Anita Desai/).waitFor();
    await page.getByRole('button', { name: 'Move' }).click();
    const picker = page.getByRole('dialog', { name: 'Move the trial class' });
    await picker
      .getByRole('button', { name: /^Anita Desai, / })
      .first()
      .waitFor();
    await opened(picker);
    await check('slot picker');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Cancel class' }).click();
    await opened(page.getByRole('dialog', { name: 'Cancel this trial class?' }));
    await check('cancel confirmation');
    await page.getByRole('button', { name: 'Keep it' }).click();
  });
});

describe.each([
  { name: 'laptop', viewport: { width: 1440, height: 900 }, colorScheme: 'light' as const },
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'light' as const },
  { name: 'phone, dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
])('people and reply dialogs on a $name (axe, no sideways scrolling)', (options) => {
  let b: AdminPage;
  beforeAll(async () => {
    b = await openPage(browser, server.url, options);
    await signIn(b.page, ADMIN.email, ADMIN.password);
    await b.page.getByRole('heading', { name: 'Trial funnel, last 30 days' }).waitFor();
  });
  afterAll(() => b?.close());

  async function opened(dialog: Locator) {
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
  }

  async function check(label: string) {
    const { page } = b;
    expect((await violations(page)).join('\n'), label).toBe('');
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  }

  it('a mail opened on the person page, and the erase confirmation', async () => {
    const { page } = b;
    await page.goto('/admin/people/meera%40example.org');
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await page.getByText('Show the mail').click();
    await page.getByText('See you soon.').waitFor();
    await check('person page');
    await page.getByRole('button', { name: 'Erase person' }).click();
    await opened(page.getByRole('dialog', { name: 'Erase this person?' }));
    await check('erase confirmation');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the reply composer with its preview', async () => {
    const { page } = b;
    await page.goto(`/admin/trial-requests/${booking.requestId}/show`);
    await page.getByRole('link', { name: 'No other enquiries' }).waitFor();
    await page.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply' });
    await opened(dialog);
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Welcome' }).click();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('Your Piano trial').waitFor();
    await check('reply composer');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
