/**
 * Trial booking on the dashboard: an admin adds a teacher with weekly hours, books a trial from the
 * request's page through the slot picker, finds it on the week calendar, moves it (the old time is
 * free again), cancels it, and sees the request counted as booked in the funnel.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { eventually, launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let t: AdminPage;
/** The accessible names of the slot buttons picked ("Anita Desai, Wed 2 Dec 10:00"). */
const picked: string[] = [];

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await seedTrial(server.url, { name: 'Kiran Rao', email: 'kiran@example.org', gender: 'male', category: 'guitar' });
  browser = await launch();
  t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(t.page, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

async function fillRange(page: Page, legend: string, weekday: string, from: string, to: string) {
  const row = page.getByRole('group', { name: legend });
  await row.getByLabel('Weekday').selectOption({ label: weekday });
  await row.getByLabel('From').fill(from);
  await row.getByLabel('To').fill(to);
}

async function openRequest(page: Page) {
  await page.getByRole('menuitem', { name: 'Trial requests' }).click();
  await page.getByRole('cell', { name: 'Kiran Rao' }).click();
  await page.getByRole('heading', { name: 'Trial class' }).waitFor();
}

function slotButtons(dialog: Locator) {
  return dialog.getByRole('button', { name: /^Anita Desai, / });
}

describe('an admin books a trial class with a new teacher', () => {
  it('adds a teacher with weekly hours; the server names a bad row', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Teachers' }).click();
    await page.getByRole('link', { name: 'Add teacher' }).click();
    await page.getByLabel('Name').fill('Anita Desai');
    await page.getByLabel('Email').fill('anita@school.example');
    await page.getByRole('checkbox', { name: 'Guitar' }).check();
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.clear();
    await zone.pressSequentially('Kolk');
    await page.getByRole('option', { name: 'Asia/Kolkata' }).click();
    await page.getByLabel('Meeting link').fill('https://meet.example/anita');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
    await page.getByText('Times are in the teacher’s zone, Asia/Kolkata.').waitFor();

    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add weekly hours' }).click();
    await fillRange(page, 'Weekly range 1', 'Mon', '10:00', '11:00');
    await fillRange(page, 'Weekly range 2', 'Thu', '15:00', '16:30');
    await fillRange(page, 'Weekly range 3', 'Mon', '10:30', '12:00');
    await page.getByRole('button', { name: 'Save availability' }).click();
    const third = page.getByRole('group', { name: 'Weekly range 3' });
    await third.getByText('Overlaps the range weekly[0] on the same day').waitFor();
    await page.getByRole('button', { name: 'Remove weekly range 3' }).click();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('Availability saved').waitFor();

    await page.getByRole('menuitem', { name: 'Teachers' }).click();
    const row = page.getByRole('row', { name: /Anita Desai/ });
    await row.getByText('Mon 10:00–11:00; Thu 15:00–16:30').waitFor();
    await row.getByText('Guitar').waitFor();
  });

  it('books the trial from the request page through the slot picker', async () => {
    const { page } = t;
    await openRequest(page);
    await page.getByText('No class is booked.').waitFor();
    await page.getByRole('button', { name: 'Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book the trial class' });
    await dialog.getByLabel('Student’s time zone').selectOption('Australia/Sydney');
    await slotButtons(dialog).first().waitFor();
    picked.push((await slotButtons(dialog).first().getAttribute('aria-label'))!);
    await slotButtons(dialog).first().click();
    await dialog.waitFor({ state: 'hidden' });
    const [, when] = picked[0].split(', ');
    const panel = page.getByRole('region', { name: 'Trial class' });
    await panel.getByText(/With Anita Desai; booked by head@school.example/).waitFor();
    await panel.getByText(/Student: .* \(Australia\/Sydney\)/).waitFor();
    expect(await panel.getByText(when.split(' ').slice(1, 3).join(' ')).count()).toBeGreaterThan(0);
    // the server moved the request to "scheduled"; the page shows it and the history says so
    await eventually(() => page.getByText('Scheduled', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('sees the class on the week calendar', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Trial calendar' }).click();
    await page.getByRole('button', { name: 'This week' }).waitFor();
    const [, day] = picked[0].split(', ');
    const [dayName, date, month, time] = day.split(' ');
    // the picker offers 21 days: the class is this week or one of the next three
    const column = page.getByRole('region', { name: new RegExp(`^${dayName} ${date} ${month}`) });
    for (let week = 0; week < 3 && (await column.count()) === 0; week++)
      await page.getByRole('button', { name: 'Next week' }).click();
    await column.getByRole('link', { name: 'Kiran Rao' }).waitFor();
    await column.getByText(time, { exact: true }).waitFor();
    await column.getByText('Anita Desai').waitFor();
    await page.getByLabel('Teacher').selectOption({ label: 'Anita Desai' });
    await column.getByRole('link', { name: 'Kiran Rao' }).click();
    await page.getByRole('heading', { name: 'Trial class' }).waitFor();
  });

  it('moves it to another time, and the old time is free again', async () => {
    const { page } = t;
    await page.getByRole('button', { name: 'Move' }).click();
    let dialog = page.getByRole('dialog', { name: 'Move the trial class' });
    await slotButtons(dialog).first().waitFor();
    expect(await dialog.getByRole('button', { name: picked[0] }).count()).toBe(0);
    // the student's zone stays the one chosen at booking
    expect(await dialog.getByLabel('Student’s time zone').inputValue()).toBe('Australia/Sydney');
    picked.push((await slotButtons(dialog).nth(1).getAttribute('aria-label'))!);
    await slotButtons(dialog).nth(1).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/Trial class moved to/).waitFor();

    await page.getByRole('button', { name: 'Move' }).click();
    dialog = page.getByRole('dialog', { name: 'Move the trial class' });
    await dialog.getByRole('button', { name: picked[0] }).waitFor();
    expect(await dialog.getByRole('button', { name: picked[1] }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('cancels it after a confirmation', async () => {
    const { page } = t;
    await page.getByRole('button', { name: 'Cancel class' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this trial class?' })
      .getByRole('button', { name: 'Cancel class' })
      .click();
    const panel = page.getByRole('region', { name: 'Trial class' });
    await panel.getByText('No class is booked.').waitFor();
    await panel.getByRole('heading', { name: 'Earlier bookings' }).waitFor();
    await panel.getByText(/with Anita Desai, cancelled/).waitFor();
    await page
      .getByText(/cancel/i)
      .first()
      .waitFor();
  });

  it('counts the request as booked in the funnel', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const funnel = page.getByRole('region', { name: /Trial funnel/ });
    await funnel.getByRole('heading', { name: 'Trial funnel, last 30 days' }).waitFor();
    const guitar = funnel.getByRole('row', { name: /^Guitar/ });
    await eventually(() => guitar.getByRole('cell').allTextContents()).toEqual([
      '1',
      '1 (100%)',
      '0 (0%)',
      '0 (—)',
      '0 of 0 (—)',
      expect.stringMatching(/ h$/),
    ]);
    await funnel.getByRole('button', { name: '90 days' }).click();
    await funnel.getByRole('heading', { name: 'Trial funnel, last 90 days' }).waitFor();
    await funnel.getByRole('button', { name: '365 days' }).click();
    await funnel.getByRole('heading', { name: 'Trial funnel, last 365 days' }).waitFor();
    expect(t.errors).toEqual([]);
  });
});
