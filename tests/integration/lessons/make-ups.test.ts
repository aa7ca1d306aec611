/**
 * Make-ups through the real GraphQL API (docs/requirements.md#make-ups), on SQLite or PostgreSQL: a school
 * cancellation always earns a credit, a family's notice earns one when it is in time and within the term's credits;
 * correcting the attendance voids an unused credit and is refused once its make-up is booked; a make-up uses a
 * credit once, before it expires, in the teacher's free time; the policy is the school's to set.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher, ENROL, LESSONS, MARK, nextWeekday, PLAN, refusedNaming, trialRequest } from './support';

const KOLKATA = 'Asia/Kolkata';
const CREDITS =
  'query($id: ID!) { makeUpCredits(studentId: $id) { id state reason lessonId usedBy expiresAt earnedAt } }';
const BOOK =
  'mutation($credit: ID!, $at: DateTimeISO!, $teacher: ID) { bookMakeUp(creditId: $credit, startsAt: $at, teacherId: $teacher) { id startsAt endsAt makeupFor status teacherId } }';
const POLICY =
  'mutation($input: LessonPolicyInput!) { setLessonPolicy(input: $input) { noticeHours creditsPerTerm expiryDays } }';

let server: TestApp;
let cookie: string;
let teacherId: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

/** A student with a weekly lesson on `weekday` at `time` for `weeks` weeks from next week; answers the lessons. */
async function studentWithLessons(name: string, weekday: number, time: string, weeks = 3) {
  const requestId = await trialRequest(server.url, name, `${name.split(' ')[0].toLowerCase()}@example.org`);
  const student = (await admin(ENROL, { id: requestId })).body.data.enrolStudent.id as string;
  const firstDate = nextWeekday(KOLKATA, weekday, 1);
  const plan = await admin(PLAN, {
    input: {
      studentId: student,
      teacherId,
      course: 'guitar',
      weekday,
      startTime: time,
      minutes: 45,
      firstDate,
      lastDate: DateTime.fromISO(firstDate)
        .plus({ weeks: weeks - 1 })
        .toISODate(),
    },
  });
  expect(plan.body.errors).toBeUndefined();
  const from = DateTime.fromISO(firstDate, { zone: KOLKATA });
  const list = await admin(LESSONS, {
    from: from.toUTC().toISO(),
    to: from.plus({ weeks }).toUTC().toISO(),
    studentId: student,
  });
  return { student, lessons: list.body.data.lessons as { id: string; startsAt: string; endsAt: string }[] };
}

async function credits(student: string) {
  const answer = await admin(CREDITS, { id: student });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.makeUpCredits as {
    id: string;
    state: string;
    reason: string;
    lessonId: string;
    usedBy: string | null;
    expiresAt: string;
    earnedAt: string;
  }[];
}

/** Moves a lesson (and its hold) `hoursAgo` into the past: it has begun (each test its own hour). */
async function begin(lessonId: string, hoursAgo: number) {
  const pg = server.app.dataSource.options.type === 'postgres';
  const start = new Date(Date.now() - hoursAgo * 3_600_000);
  const end = new Date(start.getTime() + 45 * 60_000);
  const value = (d: Date) => (pg ? d : d.toISOString().replace('T', ' ').replace('Z', ''));
  const p = (n: number) => (pg ? `$${n}` : '?');
  for (const table of ['lessons', 'teacher_calendar'])
    await server.app.dataSource.query(
      `UPDATE ${table} SET starts_at = ${p(1)}, ends_at = ${p(2)} WHERE ${table === 'lessons' ? 'id' : 'source_id'} = ${p(3)}`,
      [value(start), value(end), lessonId],
    );
}

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: 'm'.repeat(40) }, s3: false });
  cookie = await signIn(server.url);
  teacherId = await addTeacher(admin, 'Ravi Menon', KOLKATA);
}, 60_000);
afterAll(() => server?.stop());

describe('the policy', () => {
  it('starts at 24 hours of notice, 2 credits a term, 60 days; bad values are named', async () => {
    const policy = await admin('{ lessonPolicy { noticeHours creditsPerTerm expiryDays } }');
    expect(policy.body.data.lessonPolicy).toEqual({ noticeHours: 24, creditsPerTerm: 2, expiryDays: 60 });
    refusedNaming(
      await admin(POLICY, { input: { noticeHours: -1, creditsPerTerm: 2, expiryDays: 60 } }),
      'noticeHours',
    );
    refusedNaming(await admin(POLICY, { input: { noticeHours: 24, creditsPerTerm: 2, expiryDays: 0 } }), 'expiryDays');
    const set = await admin(POLICY, { input: { noticeHours: 48, creditsPerTerm: 1, expiryDays: 30 } });
    expect(set.body.data.setLessonPolicy).toEqual({ noticeHours: 48, creditsPerTerm: 1, expiryDays: 30 });
  });
});

describe('earning credits', () => {
  it('earns one for a school cancellation, whatever the term, valid for the policy’s days', async () => {
    const { student, lessons } = await studentWithLessons('Asha Rao', 1, '10:00');
    for (const lesson of lessons.slice(0, 2)) {
      const marked = await admin(MARK, { id: lesson.id, status: 'CANCELLED_BY_SCHOOL' });
      expect(marked.body.errors).toBeUndefined();
    }
    const mine = await credits(student);
    expect(mine.map((c) => [c.state, c.reason])).toEqual([
      ['AVAILABLE', 'Cancelled by the school'],
      ['AVAILABLE', 'Cancelled by the school'],
    ]);
    const days = (Date.parse(mine[0].expiresAt) - Date.parse(mine[0].earnedAt)) / 86_400_000;
    expect(days).toBe(30);
    // marking it cancelled again (a note added) earns nothing more
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL', note: 'Teacher ill' });
    expect(await credits(student)).toHaveLength(2);
  });

  it('earns one for notice in time, within the term’s credits; none for late notice', async () => {
    // two lessons on the same day (one term), both well ahead: only the first notice earns (1 a term)
    const first = await studentWithLessons('Bina Das', 2, '10:00', 1);
    const second = await admin(PLAN, {
      input: {
        studentId: first.student,
        teacherId,
        course: 'guitar',
        weekday: 2,
        startTime: '12:00',
        minutes: 45,
        firstDate: nextWeekday(KOLKATA, 2, 1),
        lastDate: nextWeekday(KOLKATA, 2, 1),
      },
    });
    expect(second.body.errors).toBeUndefined();
    const day = DateTime.fromISO(nextWeekday(KOLKATA, 2, 1), { zone: KOLKATA });
    const both = (
      await admin(LESSONS, {
        from: day.toUTC().toISO(),
        to: day.plus({ days: 1 }).toUTC().toISO(),
        studentId: first.student,
      })
    ).body.data.lessons as { id: string }[];
    expect(both).toHaveLength(2);
    await admin(MARK, { id: both[0].id, status: 'ABSENT_WITH_NOTICE' });
    await admin(MARK, { id: both[1].id, status: 'ABSENT_WITH_NOTICE' });
    const mine = await credits(first.student);
    expect(mine.map((c) => [c.state, c.reason, c.lessonId])).toEqual([
      ['AVAILABLE', 'Absence notified in time', both[0].id],
    ]);

    // notice given after the lesson began earns nothing
    const late = await studentWithLessons('Chitra Iyer', 3, '10:00', 1);
    await begin(late.lessons[0].id, 1);
    const marked = await admin(MARK, { id: late.lessons[0].id, status: 'ABSENT_WITH_NOTICE' });
    expect(marked.body.errors).toBeUndefined();
    expect(await credits(late.student)).toEqual([]);
  });

  it('voids an unused credit when the attendance is corrected', async () => {
    const { student, lessons } = await studentWithLessons('Dev Nair', 4, '10:00', 1);
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL' });
    await begin(lessons[0].id, 3);
    const corrected = await admin(MARK, { id: lessons[0].id, status: 'ATTENDED' });
    expect(corrected.body.errors).toBeUndefined();
    expect((await credits(student)).map((c) => c.state)).toEqual(['VOIDED']);
  });
});

describe('booking a make-up', () => {
  it('uses a credit once, in the teacher’s free time, before it expires', async () => {
    const { student, lessons } = await studentWithLessons('Esha Pillai', 5, '10:00', 2);
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL' });
    const [credit] = await credits(student);
    // the teacher's other lesson (the second Friday 10:00) is busy; the missed lesson's own time is free again
    refusedNaming(await admin(BOOK, { credit: credit.id, at: '2020-01-01T10:00:00Z' }), 'startsAt');
    refusedNaming(
      await admin(BOOK, { credit: credit.id, at: new Date(Date.parse(credit.expiresAt) + 3_600_000).toISOString() }),
      'startsAt',
    );
    const busy = await admin(BOOK, { credit: credit.id, at: lessons[1].startsAt });
    expect(busy.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    const booked = await admin(BOOK, { credit: credit.id, at: lessons[0].startsAt });
    expect(booked.body.errors).toBeUndefined();
    expect(booked.body.data.bookMakeUp).toMatchObject({
      makeupFor: lessons[0].id,
      status: 'SCHEDULED',
      teacherId,
      endsAt: lessons[0].endsAt,
    });
    expect((await credits(student)).map((c) => [c.state, c.usedBy])).toEqual([
      ['USED', booked.body.data.bookMakeUp.id],
    ]);
    // once only
    const again = await admin(BOOK, {
      credit: credit.id,
      at: DateTime.fromISO(lessons[0].startsAt).plus({ hours: 3 }).toUTC().toISO(),
    });
    expect(refusedNaming(again, 'creditId')).toMatch(/used already/);
    // the missed lesson cannot take its time back from its own make-up
    const back = await admin(MARK, { id: lessons[0].id, status: 'ABSENT_WITH_NOTICE' });
    expect(back.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    // nor, once it has passed, be marked as attended while its credit is used
    await begin(lessons[0].id, 5);
    expect(refusedNaming(await admin(MARK, { id: lessons[0].id, status: 'ATTENDED' }), 'status')).toMatch(
      /cancel that make-up first/,
    );
  });

  it('of two bookings of one credit at once, one is made', async () => {
    const { student, lessons } = await studentWithLessons('Farah Khan', 6, '10:00', 1);
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL' });
    const [credit] = await credits(student);
    const at = (hours: number) => DateTime.fromISO(lessons[0].startsAt).plus({ hours }).toUTC().toISO();
    const answers = await Promise.all([
      admin(BOOK, { credit: credit.id, at: at(2) }),
      admin(BOOK, { credit: credit.id, at: at(4) }),
    ]);
    expect(answers.filter((a) => !a.body.errors)).toHaveLength(1);
    const makeUps = await server.app.dataSource.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM lessons WHERE makeup_for = '${lessons[0].id}'`,
    );
    expect(Number(makeUps[0].n)).toBe(1);
  });
});
