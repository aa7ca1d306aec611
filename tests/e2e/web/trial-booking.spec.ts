import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminSession } from '../../e2e/admin/helpers/seed';
import { startServer, type TestServer } from '../../helpers/server';
import { seriousViolations } from './helpers/a11y';
import { launch, nextAlert, openPage } from './helpers/browser';
import { mutationAnswer } from './helpers/forms';

// A server of its own: the journey needs a teacher, set up through the admin API.
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ s3: false, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const admin = await adminSession(server.url, ADMIN);
  const created = await admin('mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }', {
    input: { name: 'Meera Iyer', email: 'meera@school.example', courses: ['guitar'], timeZone: 'Asia/Kolkata' },
  });
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '09:00', to: '11:00' }));
  const set = await admin(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly) { id } }',
    { id: created.data?.createTeacher.id, weekly },
  );
  expect(set.errors).toBeUndefined();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** No horizontal scrolling at the page's width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('a visitor in Sydney books a guitar trial on a phone (requirements#trial-offer, #trial-private-link)', () => {
  it('picks the second offered time, opens the private link, moves the class; the old time is offered again', async () => {
    const t = await openPage(browser, {
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      timezoneId: 'Australia/Sydney',
      locale: 'en-AU',
    });
    const { page } = t;
    await page.goto('/Trial');
    // A person takes a while to fill the form (one filled within seconds is flagged as spam and cannot be booked).
    await page.clock.install();
    const form = page.getByRole('form', { name: 'Book a free trial' });
    await form.getByLabel('Name').fill('Olivia Chen');
    await form.getByLabel('Email').fill(`olivia.${Date.now()}@example.com`);
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Course').selectOption('guitar');
    await page.clock.fastForward('00:20');
    await form.getByRole('button', { name: 'Book Free Trial' }).click();
    expect(await nextAlert(t, 1)).toBe('Trial form submitted successfully!');
    expect(await form.getByLabel('Name').inputValue()).toBe('');

    const offer = page.getByRole('region', { name: 'Pick a time for your free class' });
    await offer.waitFor();
    expect(await offer.getByText(/^Times in Australia\/Sydney \(AE[DS]T( \/ AE[DS]T)?\)$/).count()).toBe(1);
    const times = offer.getByRole('button', { name: / with Meera$/ });
    const second = times.nth(1);
    const secondDay = await second.evaluate(
      (button) => button.closest('[role="group"]')?.querySelector('h4')?.textContent,
    );
    const secondText = await second.textContent();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);

    const booked = mutationAnswer(page, 'bookTrial');
    await second.click();
    const bookedBody = await booked;
    expect(bookedBody.errors).toBeUndefined();
    const answer = bookedBody.data.bookTrial as { startsAt: string; manageToken: string };
    const confirmation = page.getByRole('region', { name: 'Your free class is booked' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('(Australia/Sydney) with Meera.');
    expect(await confirmation.textContent()).toContain(secondText!.replace(/ with Meera$/, ''));
    expect(await confirmation.textContent()).toContain(secondDay);
    const link = confirmation.getByRole('link', { name: /\/Trial\/booking#/ });
    expect(await link.getAttribute('href')).toBe(`/Trial/booking#${answer.manageToken}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The private link, opened as from the confirmation mail.
    await page.goto(`/Trial/booking#${answer.manageToken}`);
    await page.getByRole('heading', { name: 'Your free trial class', exact: true }).waitFor();
    expect(await page.getByText('Meera', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Guitar', { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Move to another time' }).click();
    const picker = page.getByRole('region', { name: 'Choose a new time' });
    await picker
      .getByRole('button', { name: / with Meera$/ })
      .first()
      .waitFor();
    const oldTime = picker.getByRole('group', { name: secondDay! }).getByRole('button', { name: secondText! });
    expect(await oldTime.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
    const moved = mutationAnswer(page, 'moveVisitorTrialBooking');
    await picker
      .getByRole('button', { name: / with Meera$/ })
      .first()
      .click();
    expect((await moved).data.moveVisitorTrialBooking.startsAt).not.toBe(answer.startsAt);
    await page.getByRole('heading', { name: 'Your class is moved.' }).waitFor();

    // The old time is free again: the picker offers it.
    await page.getByRole('button', { name: 'Move to another time' }).click();
    await oldTime.waitFor();
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('at 1440 px the private link of an unknown token says so and links to /Trial', async () => {
    const t = await openPage(browser, { baseURL: server.url, viewport: { width: 1440, height: 900 } });
    await t.page.goto('/Trial/booking#not-a-token');
    await t.page.getByRole('heading', { name: 'This link is not valid any more' }).waitFor();
    expect(await t.page.getByRole('link', { name: 'Book a free trial' }).getAttribute('href')).toBe('/Trial');
    expect(await t.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(await fitsWidth(t.page)).toBe(true);
    await t.close();
  });
});
