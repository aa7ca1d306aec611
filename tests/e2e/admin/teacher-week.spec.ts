/**
 * A teacher's week on the dashboard (docs/requirements.md#teacher-week): a teacher in London signs in and sees only
 * their week, each lesson with the Sydney family's own time beside theirs; marks a lesson absent with notice with a
 * note; reads their month; declares a day of leave, which cancels that day's lesson; cannot open the school's
 * screens. The week passes axe at 1440 and 390 px, light and dark, and never scrolls sideways on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { checkScreen, useScheme } from './helpers/axe-walk';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

const LONDON = 'Europe/London';
const TEACHER = { email: 'anita@school.example', password: 'teacher-e2e-password-1' };
let server: TestServer;
let browser: Browser;
let t: AdminPage;
const tomorrow = DateTime.now().setZone(LONDON).plus({ days: 1 });

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const trial = await seedTrial(server.url, {
    name: 'Mia Brooks',
    email: 'brooks@example.org',
    gender: 'female',
    category: 'piano',
  });
  const api = await adminSession(server.url, ADMIN);
  const must = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await api(query, variables);
    if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
    return answer.data as Record<string, any>;
  };
  const teacher = (
    await must(
      'mutation { createTeacher(input: {name: "Anita Desai", email: "Anita@School.example", courses: ["piano"], timeZone: "Europe/London"}) { id } }',
    )
  ).createTeacher.id as string;
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '08:00', to: '10:00' }));
  await must(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly, exceptions: []) { id } }',
    { id: teacher, weekly },
  );
  // the family books its trial from Sydney: its zone is Sydney's
  const from = new Date();
  const slots = await must(
    'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "piano", from: $from, to: $to) { startsAt } }',
    { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() },
  );
  await must(
    'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at, visitorTimeZone: "Australia/Sydney") { id } }',
    { id: trial.id, at: slots.trialSlots[0].startsAt },
  );
  const student = (await must('mutation($id: ID!) { enrolStudent(trialRequestId: $id) { id } }', { id: trial.id }))
    .enrolStudent.id;
  await must('mutation($input: LessonPlanInput!) { createLessonPlan(input: $input) { id } }', {
    input: {
      studentId: student,
      teacherId: teacher,
      course: 'piano',
      weekday: tomorrow.weekday,
      startTime: '17:00',
      minutes: 45,
      firstDate: tomorrow.toISODate(),
    },
  });
  await must('mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }', {
    input: { ...TEACHER, role: 'teacher' },
  });
  browser = await launch();
  t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(t.page, TEACHER.email, TEACHER.password);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

/** The week that shows tomorrow (the next week's page when tomorrow is a Monday, unless it is shown already). */
async function tomorrowOf(page: Page) {
  await page.getByRole('heading', { name: 'Anita Desai’s week' }).waitFor();
  await page.getByText(/Times in Europe\/London \(your zone\)\. \d+ lessons?\./).waitFor();
  const week = page.getByText(`Week of ${tomorrow.startOf('week').toFormat('ccc d LLL')} – `);
  if ((await week.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  await week.waitFor();
  return page.getByRole('region', { name: tomorrow.toFormat('ccc d LLL') });
}

/** axe in the colour setting the page has, then in the other; no sideways scrolling (helpers/axe-walk.ts). */
async function checkBothSchemes(page: Page) {
  await checkScreen(page);
  await useScheme(page, 'dark');
  await checkScreen(page);
  await useScheme(page, 'light');
}

describe("a teacher's week", () => {
  it('shows only their week, with the family’s own time, and passes axe light and dark', async () => {
    const { page } = t;
    const day = await tomorrowOf(page);
    await page.getByRole('menuitem', { name: 'My week' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Trial requests' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Students' }).count()).toBe(0);
    await day.getByText('Mia Brooks').waitFor();
    // 17:00 in London is 03:00 or 04:00 the next morning in Sydney, depending on the season
    const sydney = tomorrow.set({ hour: 17, minute: 0 }).setZone('Australia/Sydney');
    await day
      .getByText(`Their time: ${sydney.toFormat('ccc d LLL')}, ${sydney.toFormat('HH:mm')} (Australia/Sydney)`)
      .waitFor();
    expect(await day.getByRole('link', { name: 'Mia Brooks' }).count()).toBe(0);
    await page.getByRole('heading', { name: /^My month: / }).waitFor();
    await checkBothSchemes(page);
  });

  it('marks a lesson absent with notice, with a note the family will read', async () => {
    const { page } = t;
    const day = await tomorrowOf(page);
    await day.getByRole('button', { name: 'Mark the lesson of Mia Brooks at 17:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mia Brooks, 17:00' });
    await dialog.getByLabel('How it went').selectOption({ label: 'Absent, with notice' });
    await dialog.getByLabel('Lesson note (the family sees it)').fill('Practise the C major scale');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Marked absent, with notice').waitFor();
    await day.getByText('Absent, with notice').waitFor();
    await day.getByText('Practise the C major scale').waitFor();
  });

  it('declares a day of leave: that day’s lesson is cancelled by the school', async () => {
    const { page } = t;
    const leaveDay = tomorrow.plus({ weeks: 1 });
    const form = page.getByRole('form', { name: 'Declare leave' });
    await form.getByLabel('First day').fill(leaveDay.toISODate()!);
    await form.getByLabel('Last day').fill(leaveDay.toISODate()!);
    await form.getByRole('button', { name: 'Declare leave' }).click();
    await page.getByText('Leave declared for Anita Desai; their lessons on those days are cancelled').waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    const day = page.getByRole('region', { name: leaveDay.toFormat('ccc d LLL') });
    await day.getByText('Cancelled by the school').waitFor();
  });

  it("cannot open the school's screens", async () => {
    const { page } = t;
    await page.goto('/admin/trial-requests');
    await page.getByRole('menuitem', { name: 'My week' }).waitFor();
    await page.getByRole('heading', { name: 'You do not have access' }).waitFor();
    const answer = await page.request.post('/graphql', { data: { query: '{ trialRequests { total } }' } });
    expect((await answer.json()).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('sees no money: no billing in the menu, no billing screen, the API refuses', async () => {
    const { page } = t;
    // signed in (the sign-in of beforeAll has landed)
    await page.getByRole('menuitem', { name: 'My week' }).waitFor();
    for (const path of ['/admin/invoices', '/admin/money', '/admin/billing-settings']) {
      await page.goto(path);
      await page.getByRole('menuitem', { name: 'My week' }).waitFor();
      await page.getByRole('heading', { name: 'You do not have access' }).waitFor();
    }
    for (const name of ['Invoices', 'Fees', 'Money'])
      expect(await page.getByRole('menuitem', { name }).count()).toBe(0);
    for (const query of ['{ billingSettings { taxBp } }', '{ billingAgeing { asOf } }', '{ payRates { id } }']) {
      const answer = await page.request.post('/graphql', { data: { query } });
      expect((await answer.json()).errors[0].extensions.code, query).toBe('FORBIDDEN');
    }
    const csv = await page.request.get('/admin/export/ageing.csv');
    expect(csv.status()).toBe(403);
  });

  it('fits a phone, light and dark', async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      await signIn(phone.page, TEACHER.email, TEACHER.password);
      const day = await tomorrowOf(phone.page);
      await day.getByText('Mia Brooks').waitFor();
      await checkBothSchemes(phone.page);
    } finally {
      await phone.close();
    }
  });
});
