/** The rules and shapes enrolment's parts share (docs/requirements.md#enrolment). */
import type { Statement } from '../../db/atomic';
import type { TeacherCalendar } from '../slots';
import { LONGEST_HOLD_MINUTES } from '../teacher-calendar';

export const MINUTE = 60_000;
/** Lessons are computed this far ahead (a plan without a last date); docs/requirements.md#enrolment. */
export const HORIZON_DAYS = 365;
/** Lengths and starts on the school's grid: 15-minute lengths up to 4 hours, starts on 5-minute marks. */
export const LESSON_GRID = { lengthStep: 15, shortest: 15, longest: LONGEST_HOLD_MINUTES, startStep: 5 } as const;
/** The widest window `lessons` answers, and the most lessons one answer carries. */
export const LESSONS_WINDOW_DAYS = 92;
export const LESSONS_LISTED = 5000;
export const NOTE_MAX = 2000;

/** What enrolment reads of a trial request (the trial-request and booking features, wired in the composition root). */
export interface EnrolFrom {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  course: string;
  spam: boolean;
  status: string;
  /** The teacher of its latest trial class, if any. */
  teacherId: string | null;
  /** The visitor's zone from its latest booking, if any. */
  timeZone: string | null;
}

/** What lessons need of a teacher: who, where, and their weekly availability (make-ups are offered in it). */
export interface TeacherFacts extends TeacherCalendar {
  name: string;
  /** Where their weekly summary goes (and their `teacher` account's email). */
  email: string;
  active: boolean;
  courses: readonly string[];
}

export interface EnrolmentSources {
  trialRequest(id: string): Promise<EnrolFrom | null>;
  teacher(id: string): Promise<TeacherFacts | null>;
  /** The teacher a `teacher` account is (by its email), or null. */
  teacherIdByEmail(email: string): Promise<string | null>;
  /** The active teachers, by name. */
  activeTeachers(): Promise<TeacherFacts[]>;
  /** The request's status becomes `enrolled`, in the enrolment's transaction. */
  markEnrolled(requestId: string, at: Date): Statement;
}

export interface LessonPlanInput {
  studentId: string;
  teacherId: string;
  course: string;
  weekday: number;
  startTime: string;
  minutes: number;
  firstDate: string;
  lastDate?: string | null;
}

export const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
export { clean, validDate } from '../typed-text';

/** A raw datetime read back (PostgreSQL: a Date; SQLite: UTC text), in milliseconds. */
export const toTime = (value: Date | string) =>
  (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`)).getTime();

/** What is wrong with a make-up's start, if anything: not an instant, past, after the student left, too late, off the grid. */
export function makeUpStartProblem(
  startsAt: Date,
  now: Date,
  expiresAt: Date,
  left: { end: number; name: string; leftOn: string | null } | null,
): string | null {
  const at = startsAt.getTime();
  if (Number.isNaN(at)) return 'startsAt must be an instant';
  if (at <= now.getTime()) return 'A make-up must start in the future';
  if (left && at >= left.end) return `${left.name} has left: the last date with a lesson is ${left.leftOn}`;
  if (at >= expiresAt.getTime())
    return `The credit is valid until ${expiresAt.toISOString()}: the make-up must start before then`;
  if ((at / MINUTE) % LESSON_GRID.startStep !== 0) return `A make-up starts on a ${LESSON_GRID.startStep}-minute mark`;
  return null;
}
