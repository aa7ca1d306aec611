// Trial booking at scale: 50 teachers of one course in five time zones, 500 booked classes, then the
// public trialSlots over the whole 21-day horizon (timed end to end by the client), and a race of 50
// simultaneous bookTrial calls on 10 free times, on SQLite and (when reachable) PostgreSQL.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { admin, startServer } from './server.mjs';
import { fmt, median, na, percentile, row } from './table.mjs';

const TEACHERS = 50;
const BOOKINGS = 500;
const QUERIES = 200;
const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Dubai'];
const SLOTS_TARGET = 'p95 ≤ 30 ms';
const RACE_TARGET = 'exactly 10 bookings, 40 SLOT_TAKEN';
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DAY = 86_400_000;

export async function signIn(url) {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function client(url, cookie, { throwing = true } = {}) {
  return async (query, variables = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (throwing && body.errors && !body.data) throw new Error(JSON.stringify(body.errors));
    return body;
  };
}

const SLOTS = `query($from: DateTimeISO!, $to: DateTimeISO!, $each: Boolean!) {
  trialSlots(course: "guitar", from: $from, to: $to, eachTeacher: $each) { startsAt teacherId teacherFirstName } }`;
const CREATE = 'mutation($i: CreateTrialRequestInput!) { createTrialRequest(input: $i) { id bookingToken } }';
const BOOK = `mutation($id: ID!, $at: DateTimeISO!, $t: ID, $token: String) {
  bookTrial(trialRequestId: $id, startsAt: $at, teacherId: $t, bookingToken: $token) { id } }`;

const person = (i) => ({
  name: `Student ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
  email: `student${i}@example.org`,
  gender: 'female',
  category: 'guitar',
});

async function seedTeachers(as) {
  const weekly = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, from: '09:00', to: '13:00' },
    { weekday, from: '16:00', to: '21:00' },
  ]);
  for (let i = 0; i < TEACHERS; i++) {
    const created = await as(`mutation($i: CreateTeacherInput!) { createTeacher(input: $i) { id } }`, {
      i: {
        name: `Teacher ${i} Bench`,
        email: `teacher${i}@school.example`,
        courses: ['guitar'],
        timeZone: ZONES[i % 5],
      },
    });
    await as(
      `mutation($t: ID!, $w: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $t, weekly: $w) { id } }`,
      {
        t: created.data.createTeacher.id,
        w: weekly,
      },
    );
  }
}

/** 500 classes spread over the horizon: every free (time, teacher) pair at a stride. */
async function seedBookings(as) {
  const now = Date.now();
  const every = (
    await as(SLOTS, { from: new Date(now).toISOString(), to: new Date(now + 21 * DAY).toISOString(), each: true })
  ).data.trialSlots;
  const stride = Math.max(1, Math.floor(every.length / BOOKINGS));
  let booked = 0;
  for (let i = 0; booked < BOOKINGS && i * stride < every.length; i++) {
    const slot = every[i * stride];
    const request = (await as(CREATE, { i: person(i) })).data.createTrialRequest;
    const answer = await as(BOOK, { id: request.id, at: slot.startsAt, t: slot.teacherId });
    if (answer.data?.bookTrial) booked++;
  }
  return { booked, offered: every.length };
}

/** 50 visitors with fresh requests book 10 (time, teacher) pairs at once: five each. */
async function race(url, as) {
  const now = Date.now();
  const free = (
    await as(SLOTS, {
      from: new Date(now + 2 * DAY).toISOString(),
      to: new Date(now + 3 * DAY).toISOString(),
      each: true,
    })
  ).data.trialSlots.slice(0, 10);
  const visitor = client(url, null, { throwing: false });
  const requests = await Promise.all(Array.from({ length: 50 }, (_, i) => visitor(CREATE, { i: person(1000 + i) })));
  const answers = await Promise.all(
    requests.map((answer, i) => {
      const { id, bookingToken } = answer.data.createTrialRequest;
      return visitor(BOOK, { id, at: free[i % 10].startsAt, t: free[i % 10].teacherId, token: bookingToken });
    }),
  );
  const won = answers.filter((answer) => answer.data?.bookTrial).length;
  const taken = answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'SLOT_TAKEN').length;
  return { won, taken };
}

async function measure(label, env) {
  // the bench asks for each of 50 teachers' slots as staff (about 151,000 of cost, above the default budget) and
  // calls the public slots and booking far past their per-address limits: the limits are off here
  const server = await startServer({
    s3: false,
    env: { GRAPHQL_MAX_COST: '200000', RATE_LIMIT_SLOTS: '0', RATE_LIMIT_BOOKING: '0', ...env },
  });
  try {
    const as = client(server.url, await signIn(server.url));
    await seedTeachers(as);
    const seeded = await seedBookings(as);
    const publicCall = client(server.url, null);
    const times = [];
    let count = 0;
    for (let i = 0; i < QUERIES + 20; i++) {
      const now = Date.now();
      const t0 = performance.now();
      const answer = await publicCall(SLOTS, {
        from: new Date(now).toISOString(),
        to: new Date(now + 21 * DAY).toISOString(),
        each: false,
      });
      if (i >= 20) times.push(performance.now() - t0); // the first 20 warm up
      count = answer.data.trialSlots.length;
    }
    const raced = await race(server.url, as);
    return { label, seeded, times, count, raced };
  } finally {
    await server.stop();
  }
}

export async function postgresDatabase() {
  const name = `school_bench_${randomBytes(5).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * `measure` on SQLite, then on a fresh PostgreSQL database when one is reachable (dropped afterwards): the results,
 * and why PostgreSQL was left out when it was.
 */
export async function onEachDatabase(part, log, measure) {
  const results = [await measure('SQLite', {})];
  log(`${part}: SQLite done`);
  let database = null;
  try {
    database = await postgresDatabase();
  } catch (error) {
    return { results, pgNote: `PostgreSQL not reachable at ${PG_URL.replace(/\/\/[^@]*@/, '//')}: ${error.message}` };
  }
  try {
    results.push(await measure('PostgreSQL', { DATABASE_URL: database.url }));
    log(`${part}: PostgreSQL done`);
  } finally {
    await database.drop();
  }
  return { results, pgNote: '' };
}

export async function runBooking(log) {
  const { results, pgNote } = await onEachDatabase('booking', log, measure);
  const rows = [];
  for (const r of results) {
    const p95 = percentile(r.times, 95);
    rows.push(
      row(
        `trialSlots, 50 teachers × 21 days, ${r.seeded.booked} booked (${r.label})`,
        `p50 ${fmt.ms(median(r.times))}, p95 ${fmt.ms(p95)} (${r.count} times offered)`,
        SLOTS_TARGET,
        p95 <= 30,
      ),
      row(
        `50 simultaneous bookTrial on 10 free times (${r.label})`,
        `${r.raced.won} booked, ${r.raced.taken} SLOT_TAKEN`,
        RACE_TARGET,
        r.raced.won === 10 && r.raced.taken === 40,
      ),
    );
  }
  if (!results.some((r) => r.label === 'PostgreSQL'))
    rows.push(na('trialSlots and the booking race (PostgreSQL)', SLOTS_TARGET, pgNote || 'not run'));
  return {
    rows,
    notes: [
      `Booking: ${TEACHERS} guitar teachers in ${ZONES.length} zones (Mon–Sat 09–13 and 16–21 local), ${BOOKINGS} classes booked through the admin API; trialSlots asks for the whole 21-day horizon as the site would (one slot per time), timed end to end over HTTP, ${QUERIES} queries after 20 warm-up ones; the race books through the public API with each visitor's token.`,
    ],
  };
}
