/**
 * The visitor's private link rendered by the server (docs/requirements.md#trial-private-link): GET
 * /Trial/booking/<token> is the page with the class in it (no script needed); Move and Cancel are forms whose posts
 * answer 303 back to the page, so a reload sends nothing. The page is never cached, indexed or referred from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { graphql } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { teacherFreeAllDay } from './support';

const CREATE_TRIAL =
  'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id bookingToken } }';
const SLOTS =
  'query($course: String!, $from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: $course, from: $from, to: $to) { startsAt teacherId } }';
const BOOK =
  'mutation($id: ID!, $at: DateTimeISO!, $token: String, $zone: String) { bookTrial(trialRequestId: $id, startsAt: $at, bookingToken: $token, visitorTimeZone: $zone) { manageToken } }';

let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
  await teacherFreeAllDay(admin, {
    name: 'Meera Iyer',
    email: 'meera@school.test',
    courses: ['piano'],
    timeZone: 'Asia/Kolkata',
  });
});
afterAll(async () => {
  await server?.stop();
});

async function bookedClass(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`;
  const created = await graphql(server.url, CREATE_TRIAL, {
    input: { name, email, gender: 'female', category: 'piano' },
  });
  const request = created.body.data.createTrialRequest as { id: string; bookingToken: string };
  const from = new Date();
  const to = new Date(Date.now() + 72 * 3_600_000);
  const slots = (await graphql(server.url, SLOTS, { course: 'piano', from, to })).body.data.trialSlots as {
    startsAt: string;
  }[];
  const pick = slots[30];
  const booked = await graphql(server.url, BOOK, {
    id: request.id,
    at: pick.startsAt,
    token: request.bookingToken,
    zone: 'Europe/London',
  });
  return { request, token: booked.body.data.bookTrial.manageToken as string, slots, pick };
}

/** The page as a reader gets it: React's text separators (<!-- -->) dropped. */
const page = async (url: string) => {
  const answer = await server.inject({ method: 'GET', url });
  return Object.assign(answer, { body: answer.body.replace(/<!-- -->/g, '') });
};
const post = (url: string, fields: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const status = async (id: string) =>
  (await admin('query($id: ID!) { trialRequest(id: $id) { status } }', { id })).body.data.trialRequest.status;

describe('the private link without script', () => {
  it('shows the class in the zone it was booked from, never "Looking up your class…", privately', async () => {
    const { token, pick } = await bookedClass('Nila Das');
    const answer = await page(`/Trial/booking/${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    expect(answer.body).not.toContain('Looking up your class');
    const when = new Intl.DateTimeFormat(undefined, {
      timeZone: 'Europe/London',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(pick.startsAt));
    expect(answer.body).toContain(`${when} (Europe/London)`);
    expect(answer.body).toContain('<dd>Meera</dd>');
    expect(answer.body).toContain('<dd>Piano</dd>');
    // Move and Cancel are forms that ask the server for the times or the confirm step
    expect(answer.body.match(new RegExp(`<form action="/Trial/booking/${token}" method="get">`, 'g'))).toHaveLength(2);
    // the token is in no tag of the head (canonical, og:url)
    const head = answer.body.slice(0, answer.body.indexOf('</head>'));
    expect(head).not.toContain(token);
  });

  it('cancels after the confirm step: a 303 back to the page, which says so; the request goes back to the school', async () => {
    const { request, token } = await bookedClass('Ira Sen');
    const confirm = await page(`/Trial/booking/${token}?cancel=1`);
    expect(confirm.body).toContain('Cancel your free class? Its time goes back to other students.');
    expect(confirm.body).toContain(`action="/Trial/booking/${token}/cancel"`);
    const cancelled = await post(`/Trial/booking/${token}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/Trial/booking/${token}?done=cancelled`);
    const after = await page(String(cancelled.headers.location));
    expect(after.body).toContain('Your class is cancelled.');
    expect(await status(request.id)).toBe('cancelled_by_family');
    // a reload of the post's answer is a GET; a second post finds the link dead and changes nothing
    const again = await post(`/Trial/booking/${token}/cancel`);
    expect(again.headers.location).toBe(`/Trial/booking/${token}?done=invalid`);
    expect((await page(String(again.headers.location))).body).toContain('This link is not valid any more');
  });

  it('moves the class to a time picked from the listed ones', async () => {
    const { token, slots } = await bookedClass('Tara Roy');
    const listed = await page(`/Trial/booking/${token}?move=1`);
    expect(listed.body).toContain('Choose a new time');
    const later = slots[40];
    const value = listed.body.match(new RegExp(`value="(${later.startsAt} [^"]+)"[^>]*name="slot"`))?.[1];
    expect(value).toBeTruthy();
    const moved = await post(`/Trial/booking/${token}/move`, { slot: value! });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/Trial/booking/${token}?done=moved`);
    const shown = await graphql(server.url, 'query($t: String!) { visitorTrialBooking(token: $t) { startsAt } }', {
      t: token,
    });
    expect(shown.body.data.visitorTrialBooking.startsAt).toBe(later.startsAt);
    expect((await page(String(moved.headers.location))).body).toContain('Your class is moved.');
  });

  it('answers an unknown token with "not valid any more" and a way to book', async () => {
    const answer = await page('/Trial/booking/not-a-token');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('This link is not valid any more');
    expect(answer.body).toContain('href="/Trial"');
  });
});
