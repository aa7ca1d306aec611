/**
 * TRIAL_MAX_LIVE_PER_EMAIL when two bookings for one email arrive at once (two requests of the same family, two
 * tabs): both pass the check before the write, and the write itself decides, in its transaction, that one of them is
 * the one (docs/requirements.md#trial-booking-limits). Three teachers, so every booking has a free slot of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { teacherFreeAllDay } from './support';

const HOUR = 3_600_000;
const CREATE = 'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id bookingToken } }';
const BOOK =
  'mutation($id: ID!, $at: DateTimeISO!, $token: String) { bookTrial(trialRequestId: $id, startsAt: $at, bookingToken: $token) { id } }';

let server: TestApp;
let cookie: string;

const visitor = (query: string, variables: Record<string, unknown> = {}) => graphql(server.url, query, variables);

async function request(email: string) {
  const input = { name: 'Race Family', email, gender: 'female', category: 'guitar' };
  const answer = await visitor(CREATE, { input });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createTrialRequest as { id: string; bookingToken: string };
}

async function liveBookingsOf(email: string): Promise<number> {
  const pg = server.app.dataSource.options.type === 'postgres';
  const rows = await server.app.dataSource.query<{ n: number | string }[]>(
    `SELECT COUNT(*) AS n FROM trial_bookings b INNER JOIN trial_requests t ON t.id = b.trial_request_id WHERE b.status = 'booked' AND LOWER(t.email) = ${pg ? '$1' : '?'}`,
    [email],
  );
  return Number(rows[0].n);
}

beforeAll(async () => {
  server = await buildTestApp({
    env: { ...ADMIN_ENV, SESSION_SECRET: 'z'.repeat(40), RATE_LIMIT_BOOKING: '100', RATE_LIMIT_FORMS: '100' },
    s3: false,
  });
  cookie = await signIn(server.url);
  const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
  for (const name of ['Asha Rao', 'Bina Das', 'Chitra Iyer'])
    await teacherFreeAllDay(admin, {
      name,
      email: `${name.split(' ')[0].toLowerCase()}@school.test`,
      courses: ['guitar'],
      timeZone: 'Asia/Kolkata',
    });
}, 60_000);
afterAll(() => server?.stop());

describe('one live trial class per email, at once', () => {
  it('of three bookings sent together for one email, one is booked and two are refused naming the rule', async () => {
    const email = 'race.family@example.org';
    const requests = [await request(email), await request('Race.Family@example.org'), await request(email)];
    const slots = await visitor(
      'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt } }',
      { from: new Date(Date.now() + 48 * HOUR).toISOString(), to: new Date(Date.now() + 60 * HOUR).toISOString() },
    );
    const times = (slots.body.data.trialSlots as { startsAt: string }[]).map((slot) => slot.startsAt);
    expect(times.length).toBeGreaterThanOrEqual(3);
    const answers = await Promise.all(
      requests.map((one, i) => visitor(BOOK, { id: one.id, at: times[i], token: one.bookingToken })),
    );
    const booked = answers.filter((answer) => !answer.body.errors);
    const refused = answers.filter((answer) => answer.body.errors);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const answer of refused)
      expect(answer.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { bookingToken: expect.stringMatching(/booked already for this email/) },
      });
    expect(await liveBookingsOf(email)).toBe(1);
  });
});
