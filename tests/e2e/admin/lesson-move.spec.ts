/**
 * Moving a lesson on the dashboard's calendar (docs/requirements.md#lesson-moves): an admin drags a student's weekly
 * lesson onto another day of its week; the move dialog opens with that day and the lesson's time; a time the teacher
 * has taken answers the server's words and nothing moves; another time moves it, and the calendar shows it on its
 * new day. The dialog passes axe light and dark; on a phone the same lesson moves from its "Move" button.
 */
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { checkScreen, useScheme } from './helpers/axe-walk';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

const ZONE = 'Asia/Kolkata';
let server: TestServer;
let browser: Browser;
let t: AdminPage;
// two weeks ahead, so it is still to come whatever the hour; moved within its own week
const lesson = DateTime.now().setZone(ZONE).plus({ days: 15 }).set({ hour: 17, minute: 30, second: 0, millisecond: 0 });
const target = lesson.plus({ days: lesson.weekday === 7 ? -1 : 1 });

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const api = await adminSession(server.url, ADMIN);
  const must = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await api(query, variables);
    if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
    return answer.data as Record<string, any>;
  };
  const teacherId = (
    await must(
      'mutation { createTeacher(input: {name: "Anita Desai", email: "anita@school.example", courses: ["guitar"], timeZone: "Asia/Kolkata"}) { id } }',
    )
  ).createTeacher.id as string;
  const raviId = (
    await must(
      'mutation { createTeacher(input: {name: "Ravi Kumar", email: "ravi@school.example", courses: ["guitar"], timeZone: "Asia/Kolkata"}) { id } }',
    )
  ).createTeacher.id as string;
  // Kiran every week on the lesson's weekday at 17:30; Meera on the target's weekday at 18:00; Asha with Ravi at 10:00
  for (const [name, email, day, startTime, teacher] of [
    ['Kiran Rao', 'kiran@example.org', lesson, '17:30', teacherId],
    ['Meera Iyer', 'meera@example.org', target, '18:00', teacherId],
    ['Asha Nair', 'asha@example.org', target, '10:00', raviId],
  ] as const) {
    const trial = await seedTrial(server.url, { name, email, gender: 'female', category: 'guitar' });
    const student = (await must('mutation($id: ID!) { enrolStudent(trialRequestId: $id) { id } }', { id: trial.id }))
      .enrolStudent.id;
    await must('mutation($input: LessonPlanInput!) { createLessonPlan(input: $input) { id } }', {
      input: {
        studentId: student,
        teacherId: teacher,
        course: 'guitar',
        weekday: day.weekday,
        startTime,
        minutes: 45,
        firstDate: day.minus({ weeks: 1 }).toISODate(),
      },
    });
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

/** The lesson calendar, at the week that holds `day`. */
async function showWeekOf(page: Page, day: DateTime) {
  await page.getByText(/Times in Asia\/Kolkata .* \d+ lessons?\./).waitFor();
  const weeks = Math.round(day.startOf('week').diff(DateTime.now().setZone(ZONE).startOf('week'), 'weeks').weeks);
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByText(`Week of ${day.startOf('week').toFormat('ccc d LLL')}`).waitFor();
}

describe('moving a lesson on the calendar', () => {
  it('drags a lesson to another day: a taken time is refused in words, a free one moves it', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Lesson calendar' }).click();
    await showWeekOf(page, lesson);
    const from = page.getByRole('region', { name: lesson.toFormat('ccc d LLL') });
    const to = page.getByRole('region', { name: target.toFormat('ccc d LLL') });
    await to.getByRole('link', { name: 'Meera Iyer' }).waitFor();
    await from.getByRole('listitem').filter({ hasText: 'Kiran Rao' }).dragTo(to);

    const dialog = page.getByRole('dialog', { name: "Move Kiran Rao's lesson" });
    expect(await dialog.getByLabel('Day').inputValue()).toBe(target.toISODate());
    expect(await dialog.getByLabel('Starts at').inputValue()).toBe('17:30');
    await checkScreen(page);
    await useScheme(page, 'dark');
    await checkScreen(page);
    await useScheme(page, 'light');
    // Meera's lesson is at 18:00 that day: the teacher is not free from 17:30 to 18:15
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.getByRole('alert').getByText('Anita Desai is not free then. Nothing was saved.').waitFor();
    await dialog.getByLabel('Starts at').fill('19:00');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page.getByText(`Moved to ${target.toFormat('ccc d LLL')}, 19:00: the family is told by mail`).waitFor();
    await to.getByRole('button', { name: 'Mark the lesson of Kiran Rao at 19:00' }).waitFor();
    expect(await from.getByRole('link', { name: 'Kiran Rao' }).count()).toBe(0);
  });

  it('moves a lesson from its Move button on a phone', async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      await signIn(phone.page, ADMIN.email, ADMIN.password);
      await phone.page.getByText('Trial funnel, last 30 days').waitFor();
      await phone.page.goto('/admin/lesson-calendar');
      // the week before's lesson of Kiran
      const earlier = lesson.minus({ weeks: 1 });
      await showWeekOf(phone.page, earlier);
      const day = phone.page.getByRole('region', { name: earlier.toFormat('ccc d LLL') });
      await day.getByRole('button', { name: 'Move the lesson of Kiran Rao at 17:30' }).click();
      const dialog = phone.page.getByRole('dialog', { name: "Move Kiran Rao's lesson" });
      await dialog.getByLabel('Starts at').fill('16:00');
      await dialog.getByRole('button', { name: 'Move' }).click();
      await day.getByRole('button', { name: 'Mark the lesson of Kiran Rao at 16:00' }).waitFor();
      await checkScreen(phone.page);
    } finally {
      await phone.close();
    }
  });

  it('shows one day across teachers; a lesson dragged onto another teacher moves to them', async () => {
    const { page } = t;
    await page.goto('/admin/lesson-calendar');
    await page.getByRole('button', { name: 'Day' }).click();
    await page.getByLabel('Day', { exact: true }).fill(target.toISODate()!);
    await page.getByText(/\d+ lessons, 2 teachers\./).waitFor();
    const anita = page.getByRole('region', { name: 'Anita Desai' });
    const ravi = page.getByRole('region', { name: 'Ravi Kumar' });
    await ravi.getByRole('link', { name: 'Asha Nair' }).waitFor();
    // side by side on a laptop
    expect((await ravi.boundingBox())!.y).toBe((await anita.boundingBox())!.y);
    await checkScreen(page);
    await anita.getByRole('listitem').filter({ hasText: 'Meera Iyer' }).dragTo(ravi);
    const dialog = page.getByRole('dialog', { name: "Move Meera Iyer's lesson" });
    const chosen = dialog.getByLabel('Teacher');
    expect(await chosen.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe('Ravi Kumar');
    expect(await dialog.getByLabel('Starts at').inputValue()).toBe('18:00');
    await useScheme(page, 'dark');
    await checkScreen(page);
    await useScheme(page, 'light');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page.getByText(`Moved to ${target.toFormat('ccc d LLL')}, 18:00 with Ravi Kumar`, { exact: false }).waitFor();
    await ravi.getByRole('button', { name: 'Mark the lesson of Meera Iyer at 18:00' }).waitFor();
    expect(await anita.getByRole('link', { name: 'Meera Iyer' }).count()).toBe(0);
  });

  it('shows the day as one list after another on a phone', async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      await signIn(phone.page, ADMIN.email, ADMIN.password);
      await phone.page.getByText('Trial funnel, last 30 days').waitFor();
      await phone.page.goto('/admin/lesson-calendar');
      await phone.page.getByRole('button', { name: 'Day' }).click();
      await phone.page.getByLabel('Day', { exact: true }).fill(target.toISODate()!);
      const ravi = phone.page.getByRole('region', { name: 'Ravi Kumar' });
      await ravi.getByRole('link', { name: 'Asha Nair' }).waitFor();
      // one under another on a phone, each the screen's width
      const anita = await phone.page.getByRole('region', { name: 'Anita Desai' }).boundingBox();
      const below = await ravi.boundingBox();
      expect(below!.y).toBeGreaterThan(anita!.y + anita!.height - 1);
      expect(below!.x).toBe(anita!.x);
      await checkScreen(phone.page);
      await useScheme(phone.page, 'dark');
      await checkScreen(phone.page);
    } finally {
      await phone.close();
    }
  });
});
