/**
 * Enrolment and weekly lessons through the real GraphQL API (docs/requirements.md#enrolment), on SQLite or on
 * PostgreSQL (TEST_DATABASE_URL): a trial request becomes a family and a student once; a weekly plan's lessons hold
 * the teacher's time, so another lesson or a trial class at that time is refused (SLOT_TAKEN, nothing written) and
 * the trial slots no longer offer it; bad input names its field (attendance.test.ts: what follows).
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { addTeacher, ENROL, LESSONS, nextWeekday, PLAN, refusedNaming, trialRequest } from './support';

let server: TestApp;
let cookie: string;
let teacherId: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const KOLKATA = 'Asia/Kolkata';

async function count(table: string): Promise<number> {
  const rows = await server.app.dataSource.query<{ n: number | string }[]>(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(rows[0].n);
}

async function enrol(name: string, email: string): Promise<{ id: string; familyId: string }> {
  const answer = await admin(ENROL, { id: await trialRequest(server.url, name, email) });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.enrolStudent;
}

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: 'e'.repeat(40) }, s3: false });
  cookie = await signIn(server.url);
  teacherId = await addTeacher(admin, 'Ravi Menon', KOLKATA);
}, 60_000);
afterAll(() => server?.stop());

describe('enrolling a trial request', () => {
  it('makes the family and the student once, and the request enrolled', async () => {
    const requestId = await trialRequest(server.url, 'Meera Shah', 'Shah.Family@Example.org');
    const first = await admin(ENROL, { id: requestId });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.enrolStudent).toMatchObject({
      name: 'Meera Shah',
      course: 'guitar',
      family: { email: 'shah.family@example.org' },
    });
    const again = await admin(ENROL, { id: requestId });
    expect(again.body.data.enrolStudent.id).toBe(first.body.data.enrolStudent.id);
    // a sibling from the same email joins the same family
    const sibling = await admin(ENROL, { id: await trialRequest(server.url, 'Rohan Shah', 'shah.family@example.org') });
    expect(sibling.body.data.enrolStudent.familyId).toBe(first.body.data.enrolStudent.familyId);
    const status = await admin('query($id: ID!) { trialRequest(id: $id) { status } }', { id: requestId });
    expect(status.body.data.trialRequest.status).toBe('enrolled');
  });

  it('answers NOT_FOUND for an unknown request', async () => {
    const answer = await admin(ENROL, { id: '00000000-0000-4000-8000-000000000000' });
    expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('a weekly lesson', () => {
  it("puts a year of Tuesday 16:00 lessons in the teacher's calendar, at 16:00 in Kolkata each week", async () => {
    const student = await enrol('Asha Rao', 'rao.family@example.org');
    const firstDate = nextWeekday(KOLKATA, 2);
    const lastDate = DateTime.fromISO(firstDate).plus({ weeks: 7 }).toISODate();
    const plan = await admin(PLAN, {
      input: {
        studentId: student.id,
        teacherId,
        course: 'guitar',
        weekday: 2,
        startTime: '16:00',
        minutes: 45,
        firstDate,
        lastDate,
      },
    });
    expect(plan.body.errors).toBeUndefined();
    expect(plan.body.data.createLessonPlan).toMatchObject({ timeZone: KOLKATA, weekday: 2, startTime: '16:00' });
    const from = DateTime.fromISO(firstDate, { zone: KOLKATA });
    const list = await admin(LESSONS, {
      from: from.toUTC().toISO(),
      to: from.plus({ weeks: 9 }).toUTC().toISO(),
      studentId: student.id,
    });
    expect(list.body.errors).toBeUndefined();
    const lessons = list.body.data.lessons as { startsAt: string; endsAt: string; status: string }[];
    expect(lessons).toHaveLength(8);
    for (const [i, lesson] of lessons.entries()) {
      const local = DateTime.fromISO(lesson.startsAt, { zone: KOLKATA });
      expect(local.toFormat('ccc HH:mm')).toBe('Tue 16:00');
      expect(local.toISODate()).toBe(from.plus({ weeks: i }).toISODate());
      expect(new Date(lesson.endsAt).getTime() - new Date(lesson.startsAt).getTime()).toBe(45 * 60_000);
      expect(lesson.status).toBe('SCHEDULED');
    }
  });

  it('refuses a second lesson that overlaps, with SLOT_TAKEN and nothing written', async () => {
    const student = await enrol('Kabir Das', 'das.family@example.org');
    const before = {
      plans: await count('lesson_plans'),
      lessons: await count('lessons'),
      holds: await count('teacher_calendar'),
    };
    const firstDate = nextWeekday(KOLKATA, 2, 1);
    const answer = await admin(PLAN, {
      input: {
        studentId: student.id,
        teacherId,
        course: 'guitar',
        weekday: 2,
        startTime: '16:30',
        minutes: 30,
        firstDate,
      },
    });
    expect(answer.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    expect(answer.body.errors[0].message).toMatch(/Ravi Menon already has another lesson on Tuesday/);
    expect({
      plans: await count('lesson_plans'),
      lessons: await count('lessons'),
      holds: await count('teacher_calendar'),
    }).toEqual(before);
    // right after it ends is free
    const after = await admin(PLAN, {
      input: {
        studentId: student.id,
        teacherId,
        course: 'guitar',
        weekday: 2,
        startTime: '16:45',
        minutes: 30,
        firstDate,
      },
    });
    expect(after.body.errors).toBeUndefined();
  });

  it('takes its time out of the trial slots, and refuses a lesson over a booked trial class', async () => {
    const offeredOn = async (weeksAhead: number) => {
      const tuesday = DateTime.fromISO(nextWeekday(KOLKATA, 2, weeksAhead), { zone: KOLKATA });
      const slots = await graphql(
        server.url,
        'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt } }',
        { from: tuesday.set({ hour: 15 }).toUTC().toISO(), to: tuesday.set({ hour: 18 }).toUTC().toISO() },
      );
      expect(slots.body.errors).toBeUndefined();
      return (slots.body.data.trialSlots as { startsAt: string }[]).map((slot) =>
        DateTime.fromISO(slot.startsAt, { zone: KOLKATA }).toFormat('HH:mm'),
      );
    };
    // next week Asha's 16:00–16:45 and Kabir's 16:45–17:15 hold the teacher; 30-minute trial slots around them stay
    expect(await offeredOn(1)).toEqual(['15:00', '15:30', '17:30']);

    // a trial class booked on a Thursday at 10:00, then a weekly lesson over it
    const thursday = DateTime.fromISO(nextWeekday(KOLKATA, 4, 2), { zone: KOLKATA }).set({ hour: 10 });
    const requestId = await trialRequest(server.url, 'Tara Iyer', 'iyer.family@example.org');
    const booked = await admin(
      'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at) { id } }',
      {
        id: requestId,
        at: thursday.toUTC().toISO(),
      },
    );
    expect(booked.body.errors).toBeUndefined();
    const student = await enrol('Dev Iyer', 'dev.iyer@example.org');
    const over = await admin(PLAN, {
      input: {
        studentId: student.id,
        teacherId,
        course: 'guitar',
        weekday: 4,
        startTime: '09:45',
        minutes: 30,
        firstDate: nextWeekday(KOLKATA, 4, 1),
      },
    });
    expect(over.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    expect(over.body.errors[0].message).toMatch(/a trial class/);
    // cancelling the class frees its time for the lesson
    const cancel = await admin('mutation($id: ID!) { cancelTrialBooking(id: $id) { status } }', {
      id: booked.body.data.bookTrial.id,
    });
    expect(cancel.body.errors).toBeUndefined();
    const now = await admin(PLAN, {
      input: {
        studentId: student.id,
        teacherId,
        course: 'guitar',
        weekday: 4,
        startTime: '09:45',
        minutes: 30,
        firstDate: nextWeekday(KOLKATA, 4, 1),
      },
    });
    expect(now.body.errors).toBeUndefined();
  });

  it('names the field of each bad input', async () => {
    const student = await enrol('Nila Bose', 'bose.family@example.org');
    const good = {
      studentId: student.id,
      teacherId,
      course: 'guitar',
      weekday: 5,
      startTime: '11:00',
      minutes: 30,
      firstDate: nextWeekday(KOLKATA, 5),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ weekday: 8 }, 'weekday'],
      [{ startTime: '11:07' }, 'startTime'],
      [{ startTime: '25:00' }, 'startTime'],
      [{ minutes: 50 }, 'minutes'],
      [{ minutes: 300 }, 'minutes'],
      [{ firstDate: '2020-01-07' }, 'firstDate'],
      [{ firstDate: '2027-02-30' }, 'firstDate'],
      [{ lastDate: '2020-01-01' }, 'lastDate'],
      [{ course: 'violin' }, 'course'],
      [{ course: 'piano' }, 'course'],
      [{ teacherId: '00000000-0000-4000-8000-000000000000' }, 'teacherId'],
      [{ studentId: '00000000-0000-4000-8000-000000000000' }, 'studentId'],
    ];
    const before = await count('lessons');
    for (const [change, field] of cases) refusedNaming(await admin(PLAN, { input: { ...good, ...change } }), field);
    expect(await count('lessons')).toBe(before);
  });
});
