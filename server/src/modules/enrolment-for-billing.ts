/**
 * What enrolment tells billing (docs/requirements.md#billing): the lessons of a window with how they ended, the
 * weekly plans running in it, and who the families are. Enrolment implements it (modules/lessons/billable.ts), the
 * composition root hands it to billing, which never names enrolment's tables.
 */

export interface BillableLesson {
  id: string;
  studentId: string;
  studentName: string;
  familyId: string;
  teacherId: string;
  course: string;
  startsAt: Date;
  /** SCHEDULED (not marked yet), ATTENDED, ABSENT_WITH_NOTICE, ABSENT or CANCELLED_BY_SCHOOL. */
  status: string;
  makeupFor: string | null;
}

export interface RunningPlan {
  studentId: string;
  studentName: string;
  familyId: string;
  teacherId: string;
  course: string;
  firstDate: string;
  lastDate: string | null;
}

/** A make-up credit that ran out unused: the lesson it was earned by was not given, nor made up. */
export interface ExpiredCredit {
  creditId: string;
  studentId: string;
  studentName: string;
  familyId: string;
  /** The lesson missed (with notice, or cancelled by the school). */
  lessonId: string;
  course: string;
  teacherId: string;
  lessonStartsAt: Date;
  expiresAt: Date;
}

export interface FamilyName {
  id: string;
  payerName: string | null;
  email: string;
}

export interface EnrolmentForBilling {
  /** Lessons starting in [from, to), each with its student and family. */
  lessons(from: Date, to: Date): Promise<BillableLesson[]>;
  /** Weekly plans with a day in [firstDate, lastDate] (YYYY-MM-DD). */
  plans(firstDate: string, lastDate: string): Promise<RunningPlan[]>;
  /** The families named (unknown ids are left out). */
  families(ids: readonly string[]): Promise<FamilyName[]>;
  /** One family; null when there is none. */
  family(id: string): Promise<FamilyName | null>;
  /** Make-up credits that expired in [from, to) neither used nor voided. */
  expiredCredits(from: Date, to: Date): Promise<ExpiredCredit[]>;
}
