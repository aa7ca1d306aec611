/**
 * Enrolment on the dashboard (docs/requirements.md#enrolment): an admin enrols a trial request's student, sets a
 * weekly lesson (the server's words show for a time off the grid and for an overlap), finds the lesson on the lesson
 * calendar and marks it absent with notice and a note; the student's page fits a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

const ZONE = 'Asia/Kolkata';
let server: TestServer;
let browser: Browser;
let t: AdminPage;
const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 });

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await seedTrial(server.url, { name: 'Kiran Rao', email: 'kiran@example.org', gender: 'male', category: 'guitar' });
  const api = await adminSession(server.url, ADMIN);
  const made = await api(
    'mutation { createTeacher(input: {name: "Anita Desai", email: "anita@school.example", courses: ["guitar"], timeZone: "Asia/Kolkata"}) { id } }',
  );
  expect(made.errors).toBeUndefined();
  // free every day from 08:00 to 20:00 (Kolkata): where make-ups are offered
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));
  const hours = await api(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly) { id } }',
    { id: (made.data as { createTeacher: { id: string } }).createTeacher.id, weekly },
  );
  expect(hours.errors).toBeUndefined();
  // a notice for tomorrow's lesson comes too late to earn a credit, whatever the hour the test runs at
  const policy = await api(
    'mutation { setLessonPolicy(input: { noticeHours: 72, creditsPerTerm: 2, expiryDays: 60 }) { noticeHours } }',
  );
  expect(policy.errors).toBeUndefined();
  browser = await launch();
  t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(t.page, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

/** Kiran's page through the Students menu (the page left behind may still show a link to Kiran while it goes). */
async function openStudent(page: Page) {
  await page.getByRole('menuitem', { name: 'Students' }).click();
  await page.getByText('1 of 1 students').waitFor();
  await page.getByRole('table', { name: 'Students' }).getByRole('link', { name: 'Kiran Rao' }).click();
  await page.getByRole('heading', { name: 'Make-up credits' }).waitFor();
}

describe('an admin enrols a student and runs their weekly lesson', () => {
  it('enrols the student from the trial request', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Trial requests' }).click();
    await page.getByRole('cell', { name: 'Kiran Rao' }).click();
    await page.getByRole('heading', { name: 'Enrolment' }).waitFor();
    await page.getByRole('button', { name: 'Enrol as a student' }).click();
    await page.getByRole('heading', { name: 'Kiran Rao', level: 2 }).waitFor();
    await page.getByText('Guitar · no teacher yet').waitFor();
    await page.getByText('No weekly lesson yet.').waitFor();
  });

  it('sets a weekly lesson; a time off the grid and an overlap are refused in words', async () => {
    const { page } = t;
    const form = page.getByRole('form', { name: 'Set a weekly lesson' });
    await form.getByLabel('Weekday').selectOption({ label: tomorrow.toFormat('cccc') });
    await form.getByLabel(/^Starts/).fill('16:07');
    await form.getByLabel('Length').selectOption({ label: '45 minutes' });
    await form.getByLabel('First date').fill(tomorrow.toISODate()!);
    await form.getByRole('button', { name: 'Set weekly lesson' }).click();
    await form.getByText('Start time must be on a 5-minute mark').waitFor();

    await form.getByLabel(/^Starts/).fill('16:00');
    await form.getByRole('button', { name: 'Set weekly lesson' }).click();
    const summary = `Every ${tomorrow.toFormat('cccc')}, 16:00–16:45 (Asia/Kolkata)`;
    await page.getByText(`Weekly lesson set: ${summary}`).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: `${summary} with Anita Desai` })
      .waitFor();
    await page.getByText('Guitar · with Anita Desai').waitFor();
    // the next eight weeks of lessons, the first one tomorrow
    const lessons = page.getByRole('button', { name: /^Mark the lesson of Kiran Rao at 16:00$/ });
    await expect.poll(() => lessons.count()).toBeGreaterThanOrEqual(8);

    // the same time again meets the lesson just set
    await form.getByRole('button', { name: 'Set weekly lesson' }).click();
    await form
      .getByRole('alert')
      .getByText(/Anita Desai already has another lesson on/)
      .waitFor();
  });

  it('marks the lesson absent with notice from the lesson calendar, with a note', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Lesson calendar' }).click();
    await page.getByText(/Times in Asia\/Kolkata .* \d+ lessons?\./).waitFor();
    if (tomorrow.weekday === 1) await page.getByRole('button', { name: 'Next week' }).click();
    const day = page.getByRole('region', { name: tomorrow.toFormat('ccc d LLL') });
    await day.getByRole('link', { name: 'Kiran Rao' }).waitFor();
    await day.getByText('Anita Desai').waitFor();
    await day.getByRole('button', { name: 'Mark the lesson of Kiran Rao at 16:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kiran Rao, 16:00' });
    await dialog.getByText('Attended and absent can be marked once the lesson has begun.').waitFor();
    await dialog.getByLabel('How it went').selectOption({ label: 'Absent, with notice' });
    await dialog.getByLabel('Lesson note (the family sees it)').fill('Exams this week; chords next time');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Marked absent, with notice').waitFor();
    await day.getByText('Absent, with notice').waitFor();
    await day.getByText('Exams this week; chords next time').waitFor();
  });

  it('cancels a lesson for the school; its credit books a make-up in a free time', async () => {
    const { page } = t;
    await openStudent(page);
    await page.getByRole('heading', { name: 'Make-up credits' }).waitFor();
    await page.getByText('No make-up credits yet.').waitFor();
    // next week's lesson (the second in the list)
    await page.getByRole('button', { name: 'Mark the lesson of Kiran Rao at 16:00' }).nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'Kiran Rao, 16:00' });
    await dialog.getByLabel('How it went').selectOption({ label: 'Cancelled by the school' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Marked cancelled by the school').waitFor();
    await page.getByText('1 available').waitFor();
    await page.getByText('Cancelled by the school, earned').waitFor();
    await page.getByRole('button', { name: 'Book make-up' }).click();
    const picker = page.getByRole('dialog', { name: 'Book a make-up' });
    const first = picker.getByRole('button', { name: /^Anita Desai, / }).first();
    await first.waitFor();
    await first.click();
    await page.getByText(/^Make-up booked: .* with Anita Desai$/).waitFor();
    await page.getByText('0 available').waitFor();
    await page.getByText('Used', { exact: true }).waitFor();
    await page.getByText('Make-up · Scheduled').waitFor();
  });

  it('changes the weekly lesson from a date on, keeping what came before', async () => {
    const { page } = t;
    const from = tomorrow.plus({ weeks: 2 });
    await page.getByRole('button', { name: /^Change Every \w+, 16:00–16:45/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change from a date' });
    await dialog.getByLabel('From').fill(from.toISODate()!);
    await dialog.getByLabel('Starts (teacher’s time)').fill('17:30');
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    const summary = `Every ${tomorrow.toFormat('cccc')}, 17:30–18:15 (Asia/Kolkata)`;
    await page.getByText(`From ${from.toISODate()}: ${summary}`).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: `${summary} with Anita Desai` })
      .waitFor();
    // the first two weeks keep 16:00, then 17:30
    const times = page.getByRole('button', { name: /^Mark the lesson of Kiran Rao at / });
    await expect.poll(async () => (await times.allInnerTexts()).length).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Mark the lesson of Kiran Rao at 17:30' }).first().waitFor();
    await page.getByRole('button', { name: 'Mark the lesson of Kiran Rao at 16:00' }).first().waitFor();
  });

  it('closes the school for a day and opens it again', async () => {
    const { page } = t;
    const day = tomorrow.plus({ weeks: 1 }).toISODate()!;
    await page.getByRole('menuitem', { name: 'Lesson calendar' }).click();
    const form = page.getByRole('form', { name: 'Add a closure' });
    await form.getByLabel('Name, e.g. Diwali').fill('Founders day');
    await form.getByLabel('First day').fill(day);
    await form.getByLabel('Last day').fill(day);
    await form.getByRole('button', { name: 'Add closure' }).click();
    await page.getByText('Founders day added: no weekly lessons on those days').waitFor();
    await page.getByText(/^Founders day: /).waitFor();
    await page.getByRole('button', { name: 'Remove Founders day' }).click();
    await page.getByText('Founders day removed; 1 lesson is back').waitFor();
    await page.getByText('No closures.').waitFor();
  });

  it("declares a teacher's leave: the lesson on it is cancelled with a credit", async () => {
    const { page } = t;
    const day = tomorrow.plus({ weeks: 3 }).toISODate()!;
    const form = page.getByRole('form', { name: 'Declare leave' });
    await form.getByLabel('First day').fill(day);
    await form.getByLabel('Last day').fill(day);
    await form.getByLabel('Reason (families never see it)').fill('Conference');
    await form.getByRole('button', { name: 'Declare leave' }).click();
    await page.getByText('Leave declared for Anita Desai; their lessons on those days are cancelled').waitFor();
    await page.getByText(/ \(Conference\)$/).waitFor();
    await openStudent(page);
    await page.getByText('1 available').waitFor();
    await page.getByText('Make-up · Scheduled').waitFor();
    await page.getByText('Cancelled by the school').first().waitFor();
  });

  it('sets the lesson policy: reminders 2 hours before; a notice of 400 hours is refused in words', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Lesson calendar' }).click();
    const form = page.getByRole('form', { name: 'Lesson policy' });
    await expect.poll(() => form.getByLabel('Notice for a credit (hours)').inputValue()).toBe('72');
    await form.getByLabel('Notice for a credit (hours)').fill('400');
    await form.getByRole('button', { name: 'Save policy' }).click();
    await form.getByText('Must be a whole number from 0 to 336').waitFor();
    await form.getByLabel('Notice for a credit (hours)').fill('48');
    await form.getByLabel('Reminders to families').selectOption({ label: '2 hours before' });
    await form.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Lesson policy saved').waitFor();
    await page.reload();
    await expect.poll(() => form.getByLabel('Reminders to families').inputValue()).toBe('2');
    expect(await form.getByLabel('Notice for a credit (hours)').inputValue()).toBe('48');
  });

  it("fits the student's page on a phone", async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      await signIn(phone.page, ADMIN.email, ADMIN.password);
      await phone.page.getByText('Trial funnel, last 30 days').waitFor();
      await phone.page.goto('/admin/students');
      await phone.page.getByText('1 of 1 students').waitFor();
      await phone.page.getByRole('link', { name: 'Kiran Rao' }).click();
      await phone.page.getByRole('heading', { name: 'Kiran Rao', level: 2 }).waitFor();
      await phone.page
        .getByText(/Every \w+day, 16:00–16:45/)
        .first()
        .waitFor();
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }
  });
});
