/**
 * The make-up tests' world: a server with one teacher in Kolkata, students with weekly lessons, their credits, and
 * lessons moved into the past (they have begun).
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher, CREDITS, ENROL, LESSONS, nextWeekday, PLAN, trialRequest } from './support';

export const KOLKATA = 'Asia/Kolkata';
export let server: TestApp;
let cookie: string;
export let teacherId: string;
export const admin = (query: string, variables: Record<string, unknown> = {}) =>
  gql(server.url, cookie, query, variables);

/** A student with a weekly lesson on `weekday` at `time` for `weeks` weeks from next week; answers the lessons. */
export async function studentWithLessons(name: string, weekday: number, time: string, weeks = 3) {
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

export async function credits(student: string) {
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
export async function begin(lessonId: string, hoursAgo: number) {
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

/** Registers the file's server: built before its tests, stopped after. */
export function useMakeUpServer(secret: string): void {
  beforeAll(async () => {
    server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: secret.repeat(40) }, s3: false });
    cookie = await signIn(server.url);
    teacherId = await addTeacher(admin, 'Ravi Menon', KOLKATA);
  }, 60_000);
  afterAll(() => server?.stop());
}
