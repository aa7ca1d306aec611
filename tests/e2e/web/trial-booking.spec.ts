import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminSession } from '../../e2e/admin/helpers/seed';
import { startServer, type TestServer } from '../../helpers/server';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../../integration/notifications/support';
import { seriousViolations } from './helpers/a11y';
import { launch, nextAlert, openPage } from './helpers/browser';
import { mutationAnswer } from './helpers/forms';

// A server of its own: the journey needs a teacher, set up through the admin API, and a mail server.
let server: TestServer;
let browser: Browser;
let sink: SmtpSink;
let admin: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  server = await startServer({
    s3: false,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...NOTIFY_ENV, SMTP_URL: sink.url },
  });
  admin = await adminSession(server.url, ADMIN);
  const created = await admin('mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }', {
    input: {
      name: 'Meera Iyer',
      email: 'meera@school.example',
      courses: ['guitar'],
      timeZone: 'Asia/Kolkata',
      meetingUrl: 'https://meet.school.example/meera',
    },
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
  await sink?.stop();
});

/** The mail a recipient got about a booking event (the first one, or the nth), as a mail client reads it. */
async function bookingMail(to: string, nth = 0) {
  const mine = () =>
    sink.mails.filter(
      (mail) => mail.envelopeTo.includes(to) && /^booking\./.test(mail.header('x-school-delivery') ?? ''),
    );
  await until(() => mine().length > nth, `booking mail ${nth + 1} to ${to}`);
  const mail = await simpleParser(mine()[nth].raw);
  // the invite once, as the mail's text/calendar part
  const ics = mail.attachments.find((file) => file.contentType === 'text/calendar')!.content.toString('utf8');
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return {
    text: mail.text ?? '',
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
  };
}

const wallTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );

/** No horizontal scrolling at the page's width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('a visitor in Sydney books a guitar trial on a phone (requirements#trial-offer, #trial-private-link)', () => {
  it('picks the second offered time, gets the mail and invite, opens the private link, moves the class; the old time is offered again', async () => {
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
    const email = `olivia.${Date.now()}@example.com`;
    await form.getByLabel('Email').fill(email);
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
    const link = confirmation.getByRole('link', { name: /\/Trial\/booking\// });
    expect(await link.getAttribute('href')).toBe(`/Trial/booking/${answer.manageToken}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The confirmation mail: Sydney time for the parent, Mumbai time for the teacher, one instant in the invite.
    const mail = await bookingMail(email);
    expect(mail.start).toBe(new Date(answer.startsAt).toISOString());
    expect(mail.text).toContain(`${wallTime(answer.startsAt, 'Australia/Sydney')} GMT+1`); // AEDT/AEST as "GMT+11"/"GMT+10", as the site writes it
    // the teacher's room comes once the booking is confirmed by the link in this mail, not before
    expect(mail.text).not.toContain('meet.school.example');
    expect(mail.text).toContain('How to join: You will get the video-call link before the class');
    const teacherMail = await bookingMail('meera@school.example');
    expect(teacherMail.text).toContain(`${wallTime(answer.startsAt, 'Asia/Kolkata')} GMT+5:30`);
    expect(teacherMail.uid).toBe(mail.uid);
    const mailedLink = /https?:\/\/\S+(\/Trial\/booking\/[\w-]+)/.exec(mail.text)![1];

    // The private link, opened from the confirmation mail.
    await page.goto(mailedLink);
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
    const newTime = (await moved).data.moveVisitorTrialBooking.startsAt as string;
    expect(newTime).not.toBe(answer.startsAt);
    await page.getByRole('heading', { name: 'Your class is moved.' }).waitFor();
    // the updated invite: the same event, one change later, at the new time
    const update = await bookingMail(email, 1);
    expect(update).toMatchObject({ uid: mail.uid, sequence: 1, start: new Date(newTime).toISOString() });

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

/** Fills the trial form as a person does (a form filled within seconds is flagged as spam and cannot be booked). */
async function sendTrialForm(page: Page, name: string, email: string) {
  const form = page.getByRole('form', { name: 'Book a free trial' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Course').selectOption('guitar');
  await page.clock.fastForward('00:20');
  await form.getByRole('button', { name: 'Book Free Trial' }).click();
}

describe("the parent's journey without traps", () => {
  it('Back then Forward after booking shows the booking; a second request from that email says so first', async () => {
    const t = await openPage(browser, { baseURL: server.url, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
    const { page } = t;
    await page.goto('/Courses');
    await page.clock.install();
    await page.getByRole('link', { name: 'Book Free Trial' }).first().click();
    await page.waitForURL(/\/Trial$/);
    const email = `asha.${Date.now()}@example.com`;
    await sendTrialForm(page, 'Asha Rao', email);
    expect(await nextAlert(t, 1)).toBe('Trial form submitted successfully!');
    const offer = page.getByRole('region', { name: 'Pick a time for your free class' });
    const booked = mutationAnswer(page, 'bookTrial');
    await offer
      .getByRole('button', { name: / with Meera$/ })
      .first()
      .click();
    const answer = (await booked).data.bookTrial as { startsAt: string; manageToken: string };
    const confirmation = page.getByRole('region', { name: 'Your free class is booked' });
    await confirmation.waitFor();
    const when = (await confirmation.textContent())!.match(/^Your free class is booked(.+?) with Meera\./)![1];
    // what happens next follows the state: no more "we will get in touch" once the class is booked
    expect(await page.getByText(/we will get in touch/).count()).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/Courses$/);
    await page.goForward();
    await page.waitForURL(/\/Trial$/);
    const again = page.getByRole('region', { name: 'Your free class is booked' });
    await again.waitFor();
    expect(await again.textContent()).toContain(when);
    expect(await again.getByRole('link').getAttribute('href')).toBe(`/Trial/booking/${answer.manageToken}`);

    // the same email again: the booked class is offered first; the request is sent only on purpose
    await sendTrialForm(page, 'Asha Rao', email);
    const notice = page.getByRole('alert').filter({ hasText: 'A free class is already booked for this email' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(when);
    expect(await notice.getByRole('link', { name: 'See, move or cancel that class' }).getAttribute('href')).toBe(
      `/Trial/booking/${answer.manageToken}`,
    );
    const created = mutationAnswer(page, 'createTrialRequest');
    await notice.getByRole('button', { name: 'Send another request anyway' }).click();
    expect((await created).errors).toBeUndefined();
    expect(await nextAlert(t, 2)).toBe('Trial form submitted successfully!');
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('without script, the private link shows the class and cancels it; the request goes back to the school', async () => {
    // booked as the visitor's browser does (no session): the answer carries the private link's token
    const visitor = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    };
    const created = await visitor(
      'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id bookingToken } }',
      { input: { name: 'Ravi Kumar', email: `ravi.${Date.now()}@example.com`, gender: 'male', category: 'guitar' } },
    );
    const { id, bookingToken } = created.data?.createTrialRequest as { id: string; bookingToken: string };
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 5 * 24 * 3_600_000).toISOString();
    const slots = await visitor(
      'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt } }',
      { from, to },
    );
    const startsAt = slots.data?.trialSlots[3].startsAt as string;
    const booked = await visitor(
      'mutation($id: ID!, $at: DateTimeISO!, $token: String) { bookTrial(trialRequestId: $id, startsAt: $at, bookingToken: $token, visitorTimeZone: "Asia/Kolkata") { manageToken } }',
      { id, at: startsAt, token: bookingToken },
    );
    expect(booked.errors).toBeUndefined();
    const token = booked.data?.bookTrial.manageToken as string;
    expect(token).toBeTruthy();

    const t = await openPage(browser, {
      baseURL: server.url,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const { page } = t;
    await page.goto(`/Trial/booking/${token}`);
    await page.getByRole('heading', { name: 'Your free trial class', exact: true }).waitFor();
    expect(await page.getByText('Looking up your class').count()).toBe(0);
    expect(await page.getByText('Meera', { exact: true }).count()).toBe(1);
    expect(await page.getByText('(Asia/Kolkata)').count()).toBe(1);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Cancel this class' }).click()]);
    await page.getByText('Cancel your free class? Its time goes back to other students.').waitFor();
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Yes, cancel the class' }).click()]);
    await page.getByRole('heading', { name: 'Your class is cancelled.' }).waitFor();
    // a reload is a GET of the page the post landed on: it cancels nothing more and says so again
    await page.reload();
    await page.getByRole('heading', { name: 'Your class is cancelled.' }).waitFor();
    const status = await admin('query($id: ID!) { trialRequest(id: $id) { status } }', { id });
    expect(status.data?.trialRequest.status).toBe('cancelled_by_family');
    expect(await fitsWidth(page)).toBe(true);
    await t.close();
  });
});
