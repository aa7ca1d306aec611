/** What the enrolment tests share: a teacher, a trial request, dates in a zone, and the GraphQL documents. */
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { graphql } from '../../helpers/http';

type Call = (query: string, variables?: Record<string, unknown>) => Promise<{ body: any }>;

export const ENROL =
  'mutation($id: ID!) { enrolStudent(trialRequestId: $id) { id name course teacherId familyId family { email timeZone } } }';
export const PLAN =
  'mutation($input: LessonPlanInput!) { createLessonPlan(input: $input) { id weekday startTime minutes timeZone firstDate lastDate } }';
export const LESSONS =
  'query($from: DateTimeISO!, $to: DateTimeISO!, $teacherId: ID, $studentId: ID) { lessons(from: $from, to: $to, teacherId: $teacherId, studentId: $studentId) { id startsAt endsAt status teacherId studentId note } }';
export const MARK =
  'mutation($id: ID!, $status: Attendance!, $note: String) { markAttendance(lessonId: $id, status: $status, note: $note) { id status note } }';

export const CREDITS =
  'query($id: ID!) { makeUpCredits(studentId: $id) { id state reason lessonId usedBy expiresAt earnedAt } }';
export const BOOK =
  'mutation($credit: ID!, $at: DateTimeISO!, $teacher: ID) { bookMakeUp(creditId: $credit, startsAt: $at, teacherId: $teacher) { id startsAt endsAt makeupFor status teacherId } }';
export const POLICY =
  'mutation($input: LessonPolicyInput!) { setLessonPolicy(input: $input) { noticeHours creditsPerTerm expiryDays } }';

/** Adds an active teacher of `courses` in `timeZone`, free every day around the clock (for trial classes). */
export async function addTeacher(admin: Call, name: string, timeZone: string, courses = ['guitar']): Promise<string> {
  const created = await admin('mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }', {
    input: { name, email: `${name.split(' ')[0].toLowerCase()}.${Date.now() % 100000}@school.test`, courses, timeZone },
  });
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data.createTeacher.id as string;
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
  const set = await admin(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly) { id } }',
    { id, weekly },
  );
  expect(set.body.errors).toBeUndefined();
  return id;
}

/** A trial request sent through the public form; answers its id. */
export async function trialRequest(base: string, name: string, email: string, category = 'guitar'): Promise<string> {
  const answer = await graphql(
    base,
    'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id } }',
    { input: { name, email, gender: 'female', category } },
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createTrialRequest.id as string;
}

/** The date of the next `weekday` (1 = Monday) at least `weeksAhead` weeks from today in `zone`, YYYY-MM-DD. */
export function nextWeekday(zone: string, weekday: number, weeksAhead = 1): string {
  const today = DateTime.now().setZone(zone).startOf('day');
  return today.plus({ days: ((weekday - today.weekday + 7) % 7) + 7 * weeksAhead }).toISODate()!;
}

/** A BAD_USER_INPUT answer naming `field`. */
export function refusedNaming(answer: { body: any }, field: string): string {
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const message = answer.body.errors[0].extensions.fieldErrors?.[field];
  expect(message, `fieldErrors.${field} in ${JSON.stringify(answer.body.errors[0].extensions)}`).toBeTruthy();
  return message as string;
}

/** Time passes for one lesson: it (and its hold in the teacher's calendar) is moved to start at `startsAt`. */
export async function moveLesson(
  dataSource: { options: { type: string }; query(sql: string, params: unknown[]): Promise<unknown> },
  lessonId: string,
  startsAt: Date,
  minutes = 60,
): Promise<void> {
  const pg = dataSource.options.type === 'postgres';
  const value = (d: Date) => (pg ? d : d.toISOString().replace('T', ' ').replace('Z', ''));
  const p = (n: number) => (pg ? `$${n}` : '?');
  const params = [value(startsAt), value(new Date(startsAt.getTime() + minutes * 60_000)), lessonId];
  await dataSource.query(`UPDATE lessons SET starts_at = ${p(1)}, ends_at = ${p(2)} WHERE id = ${p(3)}`, params);
  await dataSource.query(
    `UPDATE teacher_calendar SET starts_at = ${p(1)}, ends_at = ${p(2)} WHERE source_id = ${p(3)}`,
    params,
  );
}

/**
 * A student enrolled from a fresh trial request with a weekly guitar lesson of `teacherId` (45 minutes, from the next
 * `weekday` a week or more ahead in `teacherZone`).
 */
export async function weeklyStudent(
  admin: Call,
  base: string,
  lesson: { name: string; email: string; teacherId: string; teacherZone: string; weekday: number; startTime: string },
) {
  const enrolled = await admin(ENROL, { id: await trialRequest(base, lesson.name, lesson.email) });
  expect(enrolled.body.errors).toBeUndefined();
  const student = enrolled.body.data.enrolStudent;
  const firstDate = nextWeekday(lesson.teacherZone, lesson.weekday);
  const { teacherId, weekday, startTime } = lesson;
  const plan = await admin(PLAN, {
    input: { studentId: student.id, teacherId, course: 'guitar', weekday, startTime, minutes: 45, firstDate },
  });
  expect(plan.body.errors).toBeUndefined();
  return {
    studentId: student.id as string,
    zone: student.family.timeZone as string,
    planId: plan.body.data.createLessonPlan.id as string,
    firstDate,
  };
}
