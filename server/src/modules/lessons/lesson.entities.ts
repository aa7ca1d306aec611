/**
 * Enrolment's records (docs/requirements.md#enrolment): a family (who pays and is written to), its students, each
 * student's weekly lesson plans, and the lessons computed from a plan. Admin only in the API.
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, IdColumn, PhoneColumn } from '../columns';
import { describedEnum } from '../enums.types';

export const LESSON_STATUSES = [
  'SCHEDULED',
  'ATTENDED',
  'ABSENT_WITH_NOTICE',
  'ABSENT',
  'CANCELLED_BY_SCHOOL',
] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
export const LessonStatusEnum = describedEnum<LessonStatus>(
  'LessonStatus',
  'How a lesson ended (SCHEDULED until the teacher or staff mark it).',
  LESSON_STATUSES,
  {
    SCHEDULED: 'Still to come, or not marked yet.',
    ATTENDED: 'The student came.',
    ABSENT_WITH_NOTICE: 'The family said in time that the student would not come.',
    ABSENT: 'The student did not come, without notice.',
    CANCELLED_BY_SCHOOL: 'The school or the teacher cancelled it: its time is free again.',
  },
);
/** The statuses markAttendance sets. */
export const MARKED_STATUSES = LESSON_STATUSES.filter((s) => s !== 'SCHEDULED');
export type MarkedStatus = Exclude<LessonStatus, 'SCHEDULED'>;
export const AttendanceEnum = describedEnum<MarkedStatus>(
  'Attendance',
  'How a lesson ended, as a teacher or staff mark it.',
  MARKED_STATUSES,
  {
    ATTENDED: 'The student came.',
    ABSENT_WITH_NOTICE: 'The family said in time that the student would not come.',
    ABSENT: 'The student did not come, without notice.',
    CANCELLED_BY_SCHOOL: 'The school or the teacher cancelled it: its time is free again.',
  },
);

@Entity('families')
@ObjectType({ description: 'A family: who pays for lessons and is written to; one or more students.' })
export class Family {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field(() => String, { nullable: true, description: 'Who pays (null until staff know it).' })
  @Column({ name: 'payer_name', type: 'varchar', length: 100, nullable: true })
  payerName: string | null;
  @Field({ description: "The family's email (lower case): one family per email." })
  @Column({ type: 'varchar', length: 254 })
  email: string;
  @Field(() => String, { nullable: true, description: 'Phone in E.164, or null.' })
  @PhoneColumn()
  phone: string | null;
  @Field({ description: "IANA time zone the family's lessons are shown in." })
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;
  /** The version of the family's calendar feed address: a new one revokes the old address (lessons/family-portal.ts). */
  @Column({ name: 'calendar_version', type: 'integer', default: 1 })
  calendarVersion: number;
  @Field(() => Date, { description: 'When the family was enrolled first.' }) @CreatedAtColumn() createdAt: Date;
}

@Entity('students')
@ObjectType({ description: 'A student of a family, enrolled from a trial request or by staff.' })
export class Student {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field(() => ID, { description: 'The family.' })
  @Column({ name: 'family_id', type: 'varchar', length: 36 })
  familyId: string;
  @Field({ description: "The student's name." })
  @Column({ type: 'varchar', length: 100 })
  name: string;
  @Field(() => String, { nullable: true, description: 'Age band, e.g. 8-12; null when not known.' })
  @Column({ name: 'age_band', type: 'varchar', length: 20, nullable: true })
  ageBand: string | null;
  @Field({ description: 'The course value, e.g. guitar.' })
  @Column({ type: 'varchar', length: 20 })
  course: string;
  @Field(() => String, { nullable: true, description: 'Level, e.g. beginner; null when not known.' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  level: string | null;
  @Field(() => ID, { nullable: true, description: "The student's teacher (the trial's, at first); null when none." })
  @Column({ name: 'teacher_id', type: 'varchar', length: 36, nullable: true })
  teacherId: string | null;
  @Field(() => ID, { nullable: true, description: 'The trial request the student was enrolled from.' })
  @Column({ name: 'trial_request_id', type: 'varchar', length: 36, nullable: true })
  trialRequestId: string | null;
  @Field({ description: '`active`, or `left` once staff recorded that the student stops (endEnrolment).' })
  @Column({ type: 'varchar', length: 12, default: 'active' })
  status: string;
  @Field(() => String, { nullable: true, description: 'A student who left: the last date with a lesson, YYYY-MM-DD.' })
  @Column({ name: 'left_on', type: 'varchar', length: 10, nullable: true })
  leftOn: string | null;
  @Field(() => Date, { description: 'When the student was enrolled.' }) @CreatedAtColumn() createdAt: Date;
}

@Entity('lesson_plans')
@ObjectType({ description: "A student's weekly lesson with a teacher: a weekday and a time in the teacher's zone." })
export class LessonPlan {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field(() => ID, { description: 'The student.' })
  @Column({ name: 'student_id', type: 'varchar', length: 36 })
  studentId: string;
  @Field(() => ID, { description: 'The teacher.' })
  @Column({ name: 'teacher_id', type: 'varchar', length: 36 })
  teacherId: string;
  @Field({ description: 'The course value, e.g. guitar.' })
  @Column({ type: 'varchar', length: 20 })
  course: string;
  @Field(() => Int, { description: '1 = Monday … 7 = Sunday, in the teacher’s zone.' })
  @Column({ type: 'integer' })
  weekday: number;
  @Field({ description: "Start, HH:MM (24-hour) in the teacher's zone." })
  @Column({ name: 'start_time', type: 'varchar', length: 5 })
  startTime: string;
  @Field(() => Int, { description: 'Length in minutes.' })
  @Column({ type: 'integer' })
  minutes: number;
  @Field({ description: "The teacher's IANA zone the plan's times are in (fixed when the plan is made)." })
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;
  @Field({ description: "First date, YYYY-MM-DD in the teacher's zone." })
  @Column({ name: 'first_date', type: 'varchar', length: 10 })
  firstDate: string;
  @Field(() => String, { nullable: true, description: 'Last date, YYYY-MM-DD; null: until changed.' })
  @Column({ name: 'last_date', type: 'varchar', length: 10, nullable: true })
  lastDate: string | null;
  @Field({ description: "Who made it (the staff account's email)." })
  @Column({ name: 'created_by', type: 'varchar', length: 254 })
  createdBy: string;
  @Field(() => Date, { description: 'When it was made.' }) @CreatedAtColumn() createdAt: Date;
}

@Entity('lessons')
@ObjectType({ description: 'One lesson: an occurrence of a weekly plan.' })
export class Lesson {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field(() => ID, { nullable: true, description: 'The weekly plan it comes from.' })
  @Column({ name: 'plan_id', type: 'varchar', length: 36, nullable: true })
  planId: string | null;
  @Field(() => ID, { description: 'The student.' })
  @Column({ name: 'student_id', type: 'varchar', length: 36 })
  studentId: string;
  @Field(() => ID, { description: 'The teacher.' })
  @Column({ name: 'teacher_id', type: 'varchar', length: 36 })
  teacherId: string;
  @Field({ description: 'The course value.' })
  @Column({ type: 'varchar', length: 20 })
  course: string;
  @Field(() => Date, { description: 'When it starts (UTC).' })
  @Column({ name: 'starts_at', type: Date })
  startsAt: Date;
  @Field(() => Date, { description: 'When it ends (UTC).' })
  @Column({ name: 'ends_at', type: Date })
  endsAt: Date;
  @Field(() => LessonStatusEnum, { description: 'How it ended; SCHEDULED until marked.' })
  @Column({ type: 'varchar', length: 24, default: 'SCHEDULED' })
  status: LessonStatus;
  @Field(() => String, {
    nullable: true,
    description: "The teacher's note (what was covered, practice); the family sees it.",
  })
  @Column({ type: 'text', nullable: true })
  note: string | null;
  @Field(() => Date, { nullable: true, description: 'When its attendance was marked.' })
  @Column({ name: 'marked_at', type: Date, nullable: true })
  markedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Who marked it.' })
  @Column({ name: 'marked_by', type: 'varchar', length: 254, nullable: true })
  markedBy: string | null;
  @Field(() => ID, { nullable: true, description: 'For a make-up: the missed lesson it makes up for.' })
  @Column({ name: 'makeup_for', type: 'varchar', length: 36, nullable: true })
  makeupFor: string | null;
  /** Counts its changes: the SEQUENCE of the invite mailed with each (lesson-letters.ts). */
  @Column({ type: 'integer', default: 0 })
  sequence: number;
  /** A plan's lesson moved (lesson-moves.ts): where the plan put it. */
  @Field(() => Date, { nullable: true, description: 'For a weekly lesson moved: when the plan had it.' })
  @Column({ name: 'planned_at', type: Date, nullable: true })
  plannedAt: Date | null;
  @Field(() => Date, { description: 'When it was put in the calendar.' }) @CreatedAtColumn() createdAt: Date;
}

@Entity('lesson_policy')
@ObjectType({ description: "The school's make-up policy (one for the school)." })
export class LessonPolicy {
  @PrimaryColumn({ type: 'integer' }) id: number;
  @Field(() => Int, { description: "Hours before a lesson a family's notice of absence must come to earn a credit." })
  @Column({ name: 'notice_hours', type: 'integer' })
  noticeHours: number;
  @Field(() => Int, {
    description:
      "Credits a student may earn by notice in one term (a calendar quarter in the school's zone); a school cancellation always earns one.",
  })
  @Column({ name: 'credits_per_term', type: 'integer' })
  creditsPerTerm: number;
  @Field(() => Int, { description: 'Days a credit stays valid: its make-up must start before then.' })
  @Column({ name: 'expiry_days', type: 'integer' })
  expiryDays: number;
  @Field(() => Int, { description: 'Hours before a lesson its reminder is mailed to the family: 0 (off), 2 or 24.' })
  @Column({ name: 'reminder_hours', type: 'integer', default: 24 })
  reminderHours: number;
  @Field(() => Date, { description: 'When the policy was last changed.' })
  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;
}

/** One line of a student's make-up credit ledger: +1 earned, -1 used, voided or expired. */
@Entity('makeup_credits')
export class MakeUpLedgerRow {
  @IdColumn() id: string;
  @Column({ name: 'student_id', type: 'varchar', length: 36 }) studentId: string;
  @Column({ name: 'credit_id', type: 'varchar', length: 36 }) creditId: string;
  @Column({ type: 'integer' }) delta: number;
  @Column({ type: 'varchar', length: 12 }) kind: string;
  @Column({ name: 'lesson_id', type: 'varchar', length: 36, nullable: true }) lessonId: string | null;
  @Column({ name: 'expires_at', type: Date, nullable: true }) expiresAt: Date | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) reason: string | null;
  @Column({ name: 'created_by', type: 'varchar', length: 254 }) createdBy: string;
  @CreatedAtColumn() createdAt: Date;
}
