/**
 * The race for a slot through the real HTTP API, against two server processes on one database
 * (PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file): 50 visitors book 10 times at the
 * same moment, half through each instance; the database lets exactly one booking per time through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { graphql } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';

const HOUR = 3_600_000;
let a: TestServer;
let b: TestServer;
let cookie: string;

beforeAll(async () => {
  a = await startServer({ env: ADMIN_ENV, s3: false });
  b = await startServer({ env: ADMIN_ENV, s3: false, db: a.db, dataDir: a.dataDir });
  cookie = await signIn(a.url);
  for (const [name, zone] of [
    ['Ravi Menon', 'Asia/Kolkata'],
    ['Emma Clarke', 'Europe/London'],
  ]) {
    const id = (
      await gql(a.url, cookie, 'mutation($i: CreateTeacherInput!) { createTeacher(input: $i) { id } }', {
        i: { name, email: `${name.split(' ')[0].toLowerCase()}@school.test`, courses: ['guitar'], timeZone: zone },
      })
    ).body.data.createTeacher.id;
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
    await gql(
      b.url,
      cookie,
      'mutation($t: ID!, $w: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $t, weekly: $w) { id } }',
      {
        t: id,
        w: weekly,
      },
    );
  }
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const SLOTS =
  'query($from: DateTimeISO!, $to: DateTimeISO!, $each: Boolean!) { trialSlots(course: "guitar", from: $from, to: $to, eachTeacher: $each) { startsAt teacherId } }';

describe('two instances, one database', () => {
  it('offers each time once to the public, and every free teacher with eachTeacher', async () => {
    const window = {
      from: new Date(Date.now() + 13 * HOUR).toISOString(),
      to: new Date(Date.now() + 15 * HOUR).toISOString(),
    };
    const once = (await graphql(b.url, SLOTS, { ...window, each: false })).body.data.trialSlots;
    // every teacher at each time is the dashboard's view (signed in); the public one is refused it
    const each = (await gql(a.url, cookie, SLOTS, { ...window, each: true })).body.data.trialSlots;
    expect((await graphql(a.url, SLOTS, { ...window, each: true })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(once.length).toBeGreaterThanOrEqual(3);
    expect(each).toHaveLength(once.length * 2);
    expect(new Set(once.map((slot: { startsAt: string }) => slot.startsAt)).size).toBe(once.length);
  });

  it('lets exactly one of 50 simultaneous visitors take each of 10 times', async () => {
    const from = new Date(Date.now() + 20 * HOUR).toISOString();
    const to = new Date(Date.now() + 30 * HOUR).toISOString();
    const each = (await gql(a.url, cookie, SLOTS, { from, to, each: true })).body.data.trialSlots as {
      startsAt: string;
      teacherId: string;
    }[];
    // ten (time, teacher) pairs: five times, both teachers free at each
    const targets = each.slice(0, 10);
    const visitors = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const server = i % 2 === 0 ? a : b;
        const answer = await graphql(
          server.url,
          'mutation($i: CreateTrialRequestInput!) { createTrialRequest(input: $i) { id bookingToken } }',
          {
            i: {
              name: `Visitor ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
              email: `visitor${i}@example.org`,
              gender: 'female',
              category: 'guitar',
            },
          },
        );
        return { server, ...(answer.body.data.createTrialRequest as { id: string; bookingToken: string }) };
      }),
    );
    const answers = await Promise.all(
      visitors.map((visitor, i) =>
        graphql(
          visitor.server.url,
          'mutation($id: ID!, $at: DateTimeISO!, $t: ID, $token: String) { bookTrial(trialRequestId: $id, startsAt: $at, teacherId: $t, bookingToken: $token) { startsAt teacherId } }',
          { id: visitor.id, at: targets[i % 10].startsAt, t: targets[i % 10].teacherId, token: visitor.bookingToken },
        ),
      ),
    );
    const won = answers.filter((answer) => answer.body.data?.bookTrial);
    const codes = answers.flatMap((answer) => (answer.body.errors ?? []).map((e: any) => e.extensions.code));
    expect(won).toHaveLength(10);
    expect(codes).toEqual(Array(40).fill('SLOT_TAKEN'));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await a.db.query<{ teacher_id: string; starts_at: unknown }>(
      "SELECT teacher_id, starts_at FROM trial_bookings WHERE status = 'booked'",
    );
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => `${row.teacher_id} ${new Date(String(row.starts_at)).getTime()}`)).size).toBe(10);
  }, 60_000);
});
