/** The trial funnel over the real database: requests → booked → attended → enrolled, per course and in total. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { graphql, postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';

let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

async function request(name: string, category: string) {
  const answer = await graphql(
    server.url,
    'mutation($i: CreateTrialRequestInput!) { createTrialRequest(input: $i) { id } }',
    { i: { name, email: `${name.split(' ')[0].toLowerCase()}@example.org`, gender: 'female', category } },
  );
  return answer.body.data.createTrialRequest.id as string;
}

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
  const teacher = (
    await admin(
      'mutation { createTeacher(input: {name: "Ravi Menon", email: "ravi@school.test", courses: ["guitar"], timeZone: "Asia/Kolkata"}) { id } }',
    )
  ).body.data.createTeacher.id;
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
  await admin(
    'mutation($t: ID!, $w: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $t, weekly: $w) { id } }',
    {
      t: teacher,
      w: weekly,
    },
  );
  const [a, b] = [await request('Asha Rao', 'guitar'), await request('Bela Sen', 'guitar')];
  await request('Chitra Iyer', 'guitar');
  await request('Dev Anand', 'guitar');
  await request('Esha Gupta', 'piano');
  await postJson(`${server.url}/api/v1/submittrial`, {
    name: 'Spam Bot',
    email: 'bot@example.org',
    gender: 'male',
    category: 'guitar',
    website: 'http://spam.example',
  });
  const slots = (
    await graphql(
      server.url,
      'query($f: DateTimeISO!, $t: DateTimeISO!) { trialSlots(course: "guitar", from: $f, to: $t) { startsAt } }',
      { f: new Date().toISOString(), t: new Date(Date.now() + 3 * 86_400_000).toISOString() },
    )
  ).body.data.trialSlots;
  for (const [id, slot] of [
    [a, slots[0]],
    [b, slots[1]],
  ] as const)
    await admin('mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at) { id } }', {
      id,
      at: slot.startsAt,
    });
  await admin('mutation($id: ID!) { updateTrialRequest(id: $id, input: {status: trial_done}) { id } }', { id: a });
  await admin('mutation($id: ID!) { updateTrialRequest(id: $id, input: {status: enrolled}) { id } }', { id: b });
});
afterAll(async () => {
  await server?.stop();
});

const FUNNEL =
  'query($d: Int!) { trialFunnel(days: $d) { course requests booked attended enrolled bookedRate attendedRate enrolledRate medianHoursToBooking } }';

describe('trialFunnel', () => {
  it('counts each step per course and in total, spam left out', async () => {
    const rows = (await admin(FUNNEL, { d: 30 })).body.data.trialFunnel;
    const guitar = rows.find((row: { course: string }) => row.course === 'guitar');
    expect(guitar).toMatchObject({
      requests: 4,
      booked: 2,
      attended: 2,
      enrolled: 1,
      bookedRate: 0.5,
      attendedRate: 1,
      enrolledRate: 0.5,
    });
    expect(guitar.medianHoursToBooking).toBeGreaterThanOrEqual(0);
    expect(guitar.medianHoursToBooking).toBeLessThan(1);
    expect(rows.find((row: { course: string }) => row.course === 'piano')).toMatchObject({
      requests: 1,
      booked: 0,
      bookedRate: 0,
      attendedRate: null,
      medianHoursToBooking: null,
    });
    expect(rows.at(-1)).toMatchObject({ course: null, requests: 5, booked: 2, attended: 2, enrolled: 1 });
    expect(rows).toHaveLength(6);
  });

  it('refuses a window it cannot serve', async () => {
    const bad = await admin(FUNNEL, { d: 0 });
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { days: 'days must be from 1 to 366' },
    });
  });
});
