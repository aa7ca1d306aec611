/**
 * Trial booking through the GraphQL API over the real database: teachers and availability (admins),
 * public slots, a visitor's one-time booking, moves and cancellations, and the database deciding a
 * race for a slot (docs/requirements.md#trial-booking).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { graphql, postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';

const CREATE_TRIAL =
  'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id bookingToken } }';
const SLOTS =
  'query($course: String!, $from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: $course, from: $from, to: $to) { startsAt teacherId teacherFirstName } }';
const BOOK =
  'mutation($id: ID!, $at: DateTimeISO!, $teacher: ID, $token: String) { bookTrial(trialRequestId: $id, startsAt: $at, teacherId: $teacher, bookingToken: $token) { id trialRequestId teacherId startsAt endsAt status sequence bookedBy teacherFirstName manageToken } }';
const LINK = '{ startsAt endsAt status course teacherFirstName }';
const HOUR = 3_600_000;

let server: TestApp;
let cookie: string;
let teacherId: string;

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const visitor = (query: string, variables: Record<string, unknown> = {}) => graphql(server.url, query, variables);

async function newRequest(name: string, course = 'guitar') {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`;
  const answer = await visitor(CREATE_TRIAL, { input: { name, email, gender: 'female', category: course } });
  return answer.body.data.createTrialRequest as { id: string; bookingToken: string | null };
}

async function freeSlots(course = 'guitar', hours = 48) {
  const from = new Date(Date.now());
  const to = new Date(Date.now() + hours * HOUR);
  const answer = await visitor(SLOTS, { course, from: from.toISOString(), to: to.toISOString() });
  return answer.body.data.trialSlots as { startsAt: string; teacherId: string; teacherFirstName: string }[];
}

async function requestStatus(id: string) {
  return (await admin('query($id: ID!) { trialRequest(id: $id) { status } }', { id })).body.data.trialRequest.status;
}

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
  const created = await admin(
    'mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id name timeZone courses active } }',
    {
      input: {
        name: 'Ravi Shankar Menon',
        email: 'Ravi@School.test',
        courses: ['guitar', 'piano'],
        timeZone: 'Asia/Kolkata',
      },
    },
  );
  teacherId = created.body.data.createTeacher.id;
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
  const set = await admin(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly) { weekly { weekday from to } } }',
    { id: teacherId, weekly: everyDay },
  );
  expect(set.body.data.setTeacherAvailability.weekly).toHaveLength(7);
});
afterAll(async () => {
  await server?.stop();
});

describe('teachers', () => {
  it('refuses an unknown time zone, an unknown course and overlapping or reversed ranges, naming the field', async () => {
    const bad = await admin('mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }', {
      input: { name: 'X', email: 'x@school.test', courses: ['harp'], timeZone: 'Mars/Olympus' },
    });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].extensions.fieldErrors).toEqual({
      courses: 'Unknown course: harp',
      timeZone: '"Mars/Olympus" is not a time zone name such as Asia/Kolkata',
    });
    const ranges = await admin(
      'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly) { id } }',
      {
        id: teacherId,
        weekly: [
          { weekday: 1, from: '18:00', to: '20:00' },
          { weekday: 1, from: '19:00', to: '21:00' },
          { weekday: 2, from: '20:00', to: '19:00' },
        ],
      },
    );
    expect(ranges.body.errors[0].extensions.fieldErrors).toEqual({
      'weekly[1]': 'Overlaps the range weekly[0] on the same day',
      'weekly[2]': 'The range 20:00–19:00 ends before it starts',
    });
    // nothing half-written: the every-day availability still stands
    const teachers = await admin('{ teachers { id weekly { weekday } } }');
    expect(teachers.body.errors).toBeUndefined();
    expect(teachers.body.data.teachers[0].weekly).toHaveLength(7);
  });

  it('keeps teachers and their availability from anyone not signed in', async () => {
    const list = await visitor('{ teachers { email } }');
    expect(list.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const create = await visitor(
      'mutation { createTeacher(input: {name: "A", email: "a@b.co", courses: ["guitar"], timeZone: "UTC"}) { id } }',
    );
    expect(create.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('a visitor books the slot they pick', () => {
  it('offers free times from the notice on, with the teacher’s first name only', async () => {
    const slots = await freeSlots();
    expect(slots.length).toBeGreaterThan(40);
    expect(new Date(slots[0].startsAt).getTime()).toBeGreaterThanOrEqual(Date.now() + 12 * HOUR - 60_000);
    expect(slots.every((slot) => new Date(slot.startsAt).getUTCMinutes() % 30 === 0)).toBe(true);
    expect(slots[0]).toMatchObject({ teacherId, teacherFirstName: 'Ravi' });
    expect(JSON.stringify(slots)).not.toMatch(/Menon|school\.test/i);
    expect((await freeSlots('tabla')).length).toBe(0);
  });

  it('books with the receipt’s token once, schedules the request, and takes the time off the offer', async () => {
    const request = await newRequest('Priya Natarajan');
    expect(request.bookingToken).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    const second = (await freeSlots())[1];
    const booked = await visitor(BOOK, { id: request.id, at: second.startsAt, token: request.bookingToken });
    expect(booked.body.data.bookTrial).toMatchObject({
      trialRequestId: request.id,
      teacherId,
      startsAt: second.startsAt,
      endsAt: new Date(new Date(second.startsAt).getTime() + 30 * 60_000).toISOString(),
      status: 'booked',
      sequence: 0,
      bookedBy: 'visitor',
      teacherFirstName: 'Ravi',
    });
    expect(await requestStatus(request.id)).toBe('scheduled');
    expect((await freeSlots()).map((slot) => slot.startsAt)).not.toContain(second.startsAt);

    const again = await visitor(BOOK, {
      id: request.id,
      at: (await freeSlots())[3].startsAt,
      token: request.bookingToken,
    });
    expect(again.body.errors[0].extensions.fieldErrors.bookingToken).toMatch(/booked already/);
    const teacherOfVisitor = await visitor(
      'mutation($id: ID!, $at: DateTimeISO!, $token: String) { bookTrial(trialRequestId: $id, startsAt: $at, bookingToken: $token) { teacher { email } } }',
      { id: (await newRequest('Nosy Parker')).id, at: (await freeSlots())[5].startsAt, token: 'x' },
    );
    expect(teacherOfVisitor.body.data).toBeNull();
  });

  it('refuses a forged or borrowed token, a time off the grid, a time inside the notice and a spam request', async () => {
    const mine = await newRequest('Arjun Das');
    const other = await newRequest('Meena Kumari');
    const slot = (await freeSlots())[6];
    const forged = await visitor(BOOK, {
      id: mine.id,
      at: slot.startsAt,
      token: `${mine.bookingToken!.split('.')[0]}.${'A'.repeat(43)}`,
    });
    expect(forged.body.errors[0].extensions.fieldErrors).toHaveProperty('bookingToken');
    const borrowed = await visitor(BOOK, { id: mine.id, at: slot.startsAt, token: other.bookingToken });
    expect(borrowed.body.errors[0].extensions.fieldErrors).toHaveProperty('bookingToken');
    const offGrid = await visitor(BOOK, {
      id: mine.id,
      at: new Date(new Date(slot.startsAt).getTime() + 10 * 60_000).toISOString(),
      token: mine.bookingToken,
    });
    expect(offGrid.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { startsAt: 'Not one of the offered trial times: choose one of the times offered' },
    });
    const soon = new Date(Math.ceil((Date.now() + HOUR) / 1_800_000) * 1_800_000).toISOString();
    const tooSoon = await visitor(BOOK, { id: mine.id, at: soon, token: mine.bookingToken });
    expect(tooSoon.body.errors[0].extensions.fieldErrors).toHaveProperty('startsAt');

    const spam = await postJson(`${server.url}/api/v1/submittrial`, {
      name: 'Spam Bot',
      email: 'bot@example.org',
      gender: 'male',
      category: 'guitar',
      website: 'http://spam.example',
    });
    expect(spam.body).toEqual({ id: expect.any(String) }); // the REST answer stays the id alone
    // a request flagged as spam (filled in a second) gets the receipt any other gets (abuse.test.ts books it)
    const hasty = await visitor(CREATE_TRIAL, {
      input: { name: 'Quick Fingers', email: 'quick@example.org', gender: 'male', category: 'guitar', fillMs: 500 },
    });
    expect(hasty.body.data.createTrialRequest).toEqual({ id: expect.any(String), bookingToken: expect.any(String) });
    const flagged = await admin(BOOK, { id: spam.body.id, at: slot.startsAt });
    expect(flagged.body.errors[0].extensions.fieldErrors).toHaveProperty('trialRequestId');
    // nothing was booked by any of these
    expect((await freeSlots()).map((s) => s.startsAt)).toContain(slot.startsAt);
  });
});

describe("the visitor's private link", () => {
  it('shows the class, moves it (the old time is offered again) and cancels it; then the link is dead', async () => {
    const request = await newRequest('Sana Kapoor');
    const [, pick, , later] = (await freeSlots()).slice(20);
    const booked = (await visitor(BOOK, { id: request.id, at: pick.startsAt, token: request.bookingToken })).body.data
      .bookTrial;
    const token = booked.manageToken as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    const shown = await visitor(`query($t: String!) { visitorTrialBooking(token: $t) ${LINK} }`, { t: token });
    expect(shown.body.data.visitorTrialBooking).toEqual({
      startsAt: pick.startsAt,
      endsAt: booked.endsAt,
      status: 'booked',
      course: 'guitar',
      teacherFirstName: 'Ravi',
    });
    const moved = await visitor(
      `mutation($t: String!, $at: DateTimeISO!) { moveVisitorTrialBooking(token: $t, startsAt: $at) ${LINK} }`,
      { t: token, at: later.startsAt },
    );
    expect(moved.body.data.moveVisitorTrialBooking).toMatchObject({ startsAt: later.startsAt, status: 'booked' });
    const offered = (await freeSlots()).map((slot) => slot.startsAt);
    expect(offered).toContain(pick.startsAt);
    expect(offered).not.toContain(later.startsAt);
    expect(await requestStatus(request.id)).toBe('scheduled');
    const cancelled = await visitor(`mutation($t: String!) { cancelVisitorTrialBooking(token: $t) ${LINK} }`, {
      t: token,
    });
    expect(cancelled.body.data.cancelVisitorTrialBooking.status).toBe('cancelled');
    // the family's cancel hands the request back to the school as a state of its own, never a silent `scheduled`
    expect(await requestStatus(request.id)).toBe('cancelled_by_family');
    expect((await freeSlots()).map((slot) => slot.startsAt)).toContain(later.startsAt);
    const dead = await visitor(`query($t: String!) { visitorTrialBooking(token: $t) ${LINK} }`, { t: token });
    expect(dead.body.data.visitorTrialBooking).toBeNull();
    const again = await visitor(`mutation($t: String!) { cancelVisitorTrialBooking(token: $t) ${LINK} }`, { t: token });
    expect(again.body.errors[0].extensions.fieldErrors.token).toMatch(/not valid any more/);
    const forged = await visitor(`query($t: String!) { visitorTrialBooking(token: $t) ${LINK} }`, {
      t: 'A'.repeat(32),
    });
    expect(forged.body.data.visitorTrialBooking).toBeNull();
  });
});

describe('the school books, moves and cancels', () => {
  it('moves a booking (same id, next sequence) and frees the old time; cancelling frees the new one', async () => {
    const request = await newRequest('Kavya Reddy', 'piano');
    const [first, , third] = await freeSlots('piano');
    const booked = (await admin(BOOK, { id: request.id, at: first.startsAt, teacher: teacherId })).body.data.bookTrial;
    expect(booked.bookedBy).toBe('head@school.test');
    expect(booked.manageToken).toBeNull();
    const moved = (await admin(BOOK, { id: request.id, at: third.startsAt })).body.data.bookTrial;
    expect(moved).toMatchObject({ id: booked.id, startsAt: third.startsAt, sequence: 1, status: 'booked' });
    const offered = (await freeSlots('piano')).map((slot) => slot.startsAt);
    expect(offered).toContain(first.startsAt);
    expect(offered).not.toContain(third.startsAt);
    const cancelled = await admin(
      'mutation($id: ID!) { cancelTrialBooking(id: $id) { status sequence cancelledAt } }',
      {
        id: booked.id,
      },
    );
    expect(cancelled.body.data.cancelTrialBooking).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect((await freeSlots('piano')).map((slot) => slot.startsAt)).toContain(third.startsAt);
  });

  it('lets exactly one of many simultaneous bookings take each slot', async () => {
    const slots = (await freeSlots('guitar', 72)).slice(10, 15);
    const requests = await Promise.all(
      Array.from({ length: 20 }, (_, i) => newRequest(`Racer ${String.fromCharCode(65 + i)}`)),
    );
    const answers = await Promise.all(
      requests.map((request, i) => admin(BOOK, { id: request.id, at: slots[i % slots.length].startsAt })),
    );
    const won = answers.filter((answer) => answer.body.data?.bookTrial);
    const lost = answers.filter((answer) => answer.body.errors);
    expect(won).toHaveLength(5);
    expect(new Set(won.map((answer) => answer.body.data.bookTrial.startsAt)).size).toBe(5);
    expect(lost).toHaveLength(15);
    expect(new Set(lost.map((answer) => answer.body.errors[0].extensions.code))).toEqual(new Set(['SLOT_TAKEN']));
    expect(lost[0].body.errors[0].message).toBe(
      'That time was just taken. Please choose another of the times offered.',
    );
    const week = await admin(
      'query($from: DateTimeISO!, $to: DateTimeISO!) { trialBookings(from: $from, to: $to) { startsAt status trialRequest { name } } }',
      { from: slots[0].startsAt, to: new Date(new Date(slots[4].startsAt).getTime() + 1).toISOString() },
    );
    expect(week.body.data.trialBookings).toHaveLength(5);
    // the calendar names each class's student
    const winners = answers.flatMap((answer, i) =>
      answer.body.data?.bookTrial ? [`Racer ${String.fromCharCode(65 + i)}`] : [],
    );
    const names = week.body.data.trialBookings.map((b: { trialRequest: { name: string } }) => b.trialRequest.name);
    expect(names.sort()).toEqual(winners.sort());
  });
});

describe('TRIAL_SELF_BOOKING=false', () => {
  it('gives the site no booking token: the school books every trial itself', async () => {
    const closed = await buildTestApp({ env: { TRIAL_SELF_BOOKING: 'false' }, s3: false });
    try {
      const answer = await graphql(closed.url, CREATE_TRIAL, {
        input: { name: 'Leela', email: 'leela@example.org', gender: 'female', category: 'tabla' },
      });
      expect(answer.body.data.createTrialRequest.bookingToken).toBeNull();
    } finally {
      await closed.stop();
    }
  });
});
