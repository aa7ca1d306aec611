/**
 * Lessons after they are set, through the real GraphQL API (docs/requirements.md#enrolment), on SQLite or on
 * PostgreSQL (TEST_DATABASE_URL): attendance and the teacher's note, a school cancellation freeing the time, the
 * lessons window's bound, a person's erasure taking the family and its lessons, and admins only.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import {
  addTeacher,
  ENROL,
  LESSONS,
  MARK,
  moveLesson,
  nextWeekday,
  PLAN,
  refusedNaming,
  trialRequest,
} from './support';

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

describe('attendance', () => {
  it('marks a lesson once it has begun, keeps the note, and a school cancellation frees the time', async () => {
    const student = await enrol('Isha Nair', 'nair.family@example.org');
    const firstDate = nextWeekday(KOLKATA, 6);
    const plan = await admin(PLAN, {
      input: {
        studentId: student.id,
        teacherId,
        course: 'guitar',
        weekday: 6,
        startTime: '08:00',
        minutes: 60,
        firstDate,
        lastDate: DateTime.fromISO(firstDate).plus({ weeks: 1 }).toISODate(),
      },
    });
    expect(plan.body.errors).toBeUndefined();
    const from = DateTime.fromISO(firstDate, { zone: KOLKATA });
    const listed = await admin(LESSONS, {
      from: from.toUTC().toISO(),
      to: from.plus({ weeks: 2 }).toUTC().toISO(),
      studentId: student.id,
    });
    const [next, later] = listed.body.data.lessons as { id: string }[];
    // not before it has begun
    refusedNaming(await admin(MARK, { id: next.id, status: 'ATTENDED' }), 'status');
    // a family's notice may come ahead
    const notice = await admin(MARK, { id: next.id, status: 'ABSENT_WITH_NOTICE', note: 'Exams this week' });
    expect(notice.body.data.markAttendance).toMatchObject({ status: 'ABSENT_WITH_NOTICE', note: 'Exams this week' });
    // time passes: the later lesson has begun (its row moved an hour into the past; its hold with it)
    await moveLesson(server.app.dataSource, later.id, new Date(Date.now() - 3_600_000));
    const attended = await admin(MARK, {
      id: later.id,
      status: 'ATTENDED',
      note: '  Scales in G;\u0007 practise chords  ',
    });
    expect(attended.body.errors).toBeUndefined();
    expect(attended.body.data.markAttendance).toMatchObject({
      status: 'ATTENDED',
      note: 'Scales in G;  practise chords',
    });
    const kept = await admin(MARK, { id: later.id, status: 'ABSENT' });
    expect(kept.body.data.markAttendance).toMatchObject({ status: 'ABSENT', note: 'Scales in G;  practise chords' });
    refusedNaming(await admin(MARK, { id: later.id, status: 'ATTENDED', note: 'x'.repeat(2001) }), 'note');

    // the school cancels the first one: its hour is offered for trial classes again
    const cancelled = await admin(MARK, { id: next.id, status: 'CANCELLED_BY_SCHOOL' });
    expect(cancelled.body.data.markAttendance.status).toBe('CANCELLED_BY_SCHOOL');
    const slots = await graphql(
      server.url,
      'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt } }',
      { from: from.set({ hour: 8 }).toUTC().toISO(), to: from.set({ hour: 9 }).toUTC().toISO() },
    );
    expect(
      slots.body.data.trialSlots.map((s: { startsAt: string }) =>
        DateTime.fromISO(s.startsAt, { zone: KOLKATA }).toFormat('HH:mm'),
      ),
    ).toEqual(['08:00', '08:30']);
    const unknown = await admin(MARK, { id: '00000000-0000-4000-8000-000000000000', status: 'ABSENT' });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a window longer than 92 days', async () => {
    const from = new Date();
    refusedNaming(
      await admin(LESSONS, { from: from.toISOString(), to: new Date(from.getTime() + 93 * 86_400_000).toISOString() }),
      'to',
    );
  });
});

describe("a person's erasure", () => {
  it('takes the family, its students, their lessons and the teacher holds with it', async () => {
    const student = await enrol('Zoya Khan', 'Khan.Family@example.org');
    const firstDate = nextWeekday(KOLKATA, 7, 1);
    const plan = await admin(PLAN, {
      input: {
        studentId: student.id,
        teacherId,
        course: 'guitar',
        weekday: 7,
        startTime: '12:00',
        minutes: 60,
        firstDate,
      },
    });
    expect(plan.body.errors).toBeUndefined();
    const holdsBefore = await count('teacher_calendar');
    const rows = async (sql: string) => Number((await server.app.dataSource.query<{ n: number | string }[]>(sql))[0].n);
    const mine = `SELECT COUNT(*) AS n FROM lessons WHERE student_id = '${student.id}'`;
    const lessons = await rows(mine);
    expect(lessons).toBeGreaterThan(50);
    const erased = await admin('mutation($email: String!) { erasePerson(email: $email) { submissions } }', {
      email: 'khan.family@EXAMPLE.org',
    });
    expect(erased.body.errors).toBeUndefined();
    expect(await rows(mine)).toBe(0);
    expect(await rows(`SELECT COUNT(*) AS n FROM students WHERE id = '${student.id}'`)).toBe(0);
    expect(await rows("SELECT COUNT(*) AS n FROM families WHERE email = 'khan.family@example.org'")).toBe(0);
    expect(await count('teacher_calendar')).toBe(holdsBefore - lessons);
    // the Sunday noon hour is the teacher's to give again
    const again = await admin(PLAN, {
      input: {
        studentId: (await enrol('Omar Ali', 'ali.family@example.org')).id,
        teacherId,
        course: 'guitar',
        weekday: 7,
        startTime: '12:00',
        minutes: 60,
        firstDate,
      },
    });
    expect(again.body.errors).toBeUndefined();
  });
});

describe('who may', () => {
  it('refuses the public, an editor and a recruiter', async () => {
    const anon = await graphql(server.url, LESSONS, {
      from: new Date().toISOString(),
      to: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const role of ['editor', 'recruiter']) {
      const email = `${role}@school.test`;
      const made = await admin('mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }', {
        input: { email, password: 'a long enough password 1', role },
      });
      expect(made.body.errors).toBeUndefined();
      const theirs = await signIn(server.url, email, 'a long enough password 1');
      const answer = await gql(server.url, theirs, LESSONS, {
        from: new Date().toISOString(),
        to: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const enrol = await gql(server.url, theirs, ENROL, { id: '00000000-0000-4000-8000-000000000000' });
      expect(enrol.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });
});
