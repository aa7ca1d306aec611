/**
 * What enrolment tells payroll (docs/requirements.md#payroll): each teacher's month as the payroll table counts it,
 * with the lessons taught in it (their course, day and minutes), and who a teacher is. Enrolment implements it
 * (modules/lessons/teacher-month.ts), the composition root hands it to payroll, which never names enrolment's tables.
 */

export interface MonthFigures {
  teacherId: string;
  teacherName: string;
  /** YYYY-MM. */
  month: string;
  timeZone: string;
  attended: number;
  /** Absent without notice: the teacher was there, so it counts as taught. */
  noShows: number;
  absentWithNotice: number;
  cancelled: number;
  /** Make-up lessons taught (attended or a no-show), also counted above. */
  makeUps: number;
  /** Lessons begun but not marked yet. */
  unmarked: number;
  /** Lessons still to come in the month. */
  upcoming: number;
  /** Lessons taught (attended + no-shows) and their minutes: what payroll pays. */
  taught: number;
  minutesTaught: number;
}

/** A lesson taught (attended, or a no-show). */
export interface TaughtLesson {
  id: string;
  course: string;
  /** Its day (YYYY-MM-DD) in the teacher's zone: the rate of that day applies. */
  day: string;
  minutes: number;
}

export interface PayrollMonth {
  figures: MonthFigures;
  taught: TaughtLesson[];
}

export interface PayrollTeacher {
  id: string;
  name: string;
  timeZone: string;
}

export interface LessonsForPayroll {
  /** Every teacher's month (as the payroll table lists them), each with its lessons taught, by name. */
  month(month: string, now?: Date): Promise<PayrollMonth[]>;
  /** A teacher; null when there is none. */
  teacher(id: string): Promise<PayrollTeacher | null>;
}
