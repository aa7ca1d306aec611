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
}
