/**
 * A week of lessons across three people in three zones (docs/requirements.md#family-portal, #teacher-week), in
 * Chromium: staff enrol a student from a trial request and set a weekly lesson; the teacher (London) marks the
 * coming lesson absent with notice; the family, on a phone in Sydney, signs in by the link mailed to it (a real SMTP
 * server), sees the credit and books a make-up; the teacher sees the make-up in their week. The family's pages pass
 * axe light and dark at 390 px and never scroll sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../../integration/notifications/support';
import { checkScreen, useScheme } from './helpers/axe-walk';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';
const FAMILY = 'brooks@example.org';
const TEACHER = { email: 'anita@school.example', password: 'teacher-e2e-password-1' };
let server: TestServer;
let sink: SmtpSink;
let browser: Browser;
let staff: AdminPage;
let teacher: AdminPage;
let family: AdminPage;
let api: Awaited<ReturnType<typeof adminSession>>;
let trialId: string;
// three days ahead: a notice given now comes more than the policy's 24 hours before
const lessonDay = DateTime.now().setZone(LONDON).plus({ days: 3 });

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  server = await startServer({
    s3: false,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...NOTIFY_ENV, SMTP_URL: sink.url },
  });
  api = await adminSession(server.url, ADMIN);
  const must = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await api(query, variables);
    if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
    return answer.data as Record<string, any>;
  };
  const made = await must(
    'mutation { createTeacher(input: {name: "Anita Desai", email: "anita@school.example", courses: ["piano"], timeZone: "Europe/London"}) { id } }',
  );
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));
  await must(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly, exceptions: []) { id } }',
    { id: made.createTeacher.id, weekly },
  );
  trialId = (await seedTrial(server.url, { name: 'Mia Brooks', email: FAMILY, gender: 'female', category: 'piano' }))
    .id;
  // the family booked its trial class from Sydney: its zone is Sydney's
  const now = new Date();
  const slots = await must(
    'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "piano", from: $from, to: $to) { startsAt } }',
    { from: now.toISOString(), to: new Date(now.getTime() + 2 * 86_400_000).toISOString() },
  );
  await must(
    `mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at, visitorTimeZone: "${SYDNEY}") { id } }`,
    { id: trialId, at: slots.trialSlots[0].startsAt },
  );
  await must(
    'mutation { setLessonPolicy(input: { noticeHours: 24, creditsPerTerm: 2, expiryDays: 60 }) { noticeHours } }',
  );
  await must('mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }', {
    input: { ...TEACHER, role: 'teacher' },
  });
  browser = await launch();
  staff = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  teacher = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    timezoneId: SYDNEY,
    locale: 'en-AU',
  });
  context.setDefaultTimeout(15_000);
  const phone = await context.newPage();
  family = { page: phone, errors: [], close: () => context.close() };
});

afterAll(async () => {
  for (const one of [staff, teacher, family]) await one?.close();
  await browser?.close();
  await server?.stop();
  await sink?.stop();
});

/** The teacher's week holding `day` (the week buttons from this week). */
async function teacherWeekOf(page: Page, day: DateTime) {
  await page.goto('/admin/');
  await page.getByRole('heading', { name: 'Anita Desai’s week' }).waitFor();
  await page.getByText(/Times in Europe\/London \(your zone\)\. \d+ lessons?\./).waitFor();
  const weeks = Math.round(day.startOf('week').diff(DateTime.now().setZone(LONDON).startOf('week'), 'weeks').weeks);
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week' }).click();
  return page.getByRole('region', { name: day.toFormat('ccc d LLL') });
}

describe('a family’s week across London and Sydney', () => {
  it('staff enrol the student from the trial request and set a weekly lesson', async () => {
    const { page } = staff;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Trial funnel, last 30 days' }).waitFor(); // signed in
    await page.goto(`/admin/trial-requests/${trialId}/show`);
    await page.getByRole('button', { name: 'Enrol as a student' }).click();
    await page.getByRole('heading', { name: 'Mia Brooks', level: 2 }).waitFor();
    const form = page.getByRole('form', { name: 'Set a weekly lesson' });
    await form.getByLabel('Weekday').selectOption({ label: lessonDay.toFormat('cccc') });
    await form.getByLabel(/^Starts/).fill('17:00');
    await form.getByLabel('Length').selectOption({ label: '45 minutes' });
    await form.getByLabel('First date').fill(lessonDay.toISODate()!);
    await form.getByRole('button', { name: 'Set weekly lesson' }).click();
    await page
      .getByText(`Weekly lesson set: Every ${lessonDay.toFormat('cccc')}, 17:00–17:45 (Europe/London)`)
      .waitFor();
  });

  it('the teacher marks the coming lesson absent with notice', async () => {
    const { page } = teacher;
    await signIn(page, TEACHER.email, TEACHER.password);
    await page.getByRole('menuitem', { name: 'My week' }).waitFor();
    const day = await teacherWeekOf(page, lessonDay);
    await day.getByRole('button', { name: 'Mark the lesson of Mia Brooks at 17:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mia Brooks, 17:00' });
    await dialog.getByLabel('How it went').selectOption({ label: 'Absent, with notice' });
    await dialog.getByLabel('Lesson note (the family sees it)').fill('School trip: we will catch up');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Marked absent, with notice').waitFor();
  });

  it('the family signs in by the mailed link on a phone in Sydney, sees the credit and books a make-up', async () => {
    const { page } = family;
    await page.goto('/family');
    await page.getByLabel('Your email (the one the school writes to)').fill(FAMILY);
    await page.getByRole('button', { name: 'Mail me a sign-in link' }).click();
    await page.getByText('If this email belongs to a family of ours, a sign-in link is on its way.').waitFor();
    await checkScreen(page);
    await until(
      () => sink.mails.some((m) => m.envelopeTo.includes(FAMILY) && /sign-in link/.test(m.subject)),
      'the link',
    );
    const mail = sink.mails.find((m) => m.envelopeTo.includes(FAMILY) && /sign-in link/.test(m.subject))!;
    const path = /https:\/\/school\.test(\/family\/sign-in\/[\w.-]+)/.exec(mail.text)![1];
    await page.goto(path);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your family page' }).waitFor();
    await page.getByText('Times are shown in Australia/Sydney', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Make-up credits: 1 to use' }).waitFor();
    await checkScreen(page);
    await useScheme(page, 'dark');
    await checkScreen(page);
    await useScheme(page, 'light');
    await page.getByRole('link', { name: 'Book a make-up' }).click();
    await page.getByRole('heading', { name: 'Book a make-up' }).waitFor();
    await checkScreen(page);
    await page
      .getByRole('button', { name: /^Book / })
      .first()
      .click();
    await page.getByText('Your make-up lesson is booked').waitFor();
    await page.getByRole('heading', { name: 'Make-up credits: 0 to use' }).waitFor();
    await page.getByText(/with Anita \(make-up\)/).waitFor();
    await page.getByText('School trip: we will catch up').waitFor();

    // the family moved: it chooses its zone, and the times follow
    await page.getByRole('link', { name: 'change' }).click();
    await page.getByRole('heading', { name: 'Your time zone' }).waitFor();
    await checkScreen(page);
    await useScheme(page, 'dark');
    await checkScreen(page);
    await useScheme(page, 'light');
    await page.getByLabel('Time zone').selectOption('Australia/Perth');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your time zone is saved').waitFor();
    await page.getByText('Times are shown in Australia/Perth', { exact: false }).waitFor();
  });

  it('the teacher sees the make-up in their week', async () => {
    const now = new Date();
    const lessons = await api(
      'query($from: DateTimeISO!, $to: DateTimeISO!) { lessons(from: $from, to: $to) { startsAt makeupFor } }',
      { from: now.toISOString(), to: new Date(now.getTime() + 60 * 86_400_000).toISOString() },
    );
    const makeUp = (lessons.data as { lessons: { startsAt: string; makeupFor: string | null }[] }).lessons.find(
      (l) => l.makeupFor,
    )!;
    const at = DateTime.fromISO(makeUp.startsAt, { zone: LONDON });
    const day = await teacherWeekOf(teacher.page, at);
    await day.getByText('Make-up · Scheduled').waitFor();
    await day.getByRole('button', { name: `Mark the lesson of Mia Brooks at ${at.toFormat('HH:mm')}` }).waitFor();
    expect(family.errors).toEqual([]);
  });
});
