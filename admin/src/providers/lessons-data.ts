/**
 * Enrolment and weekly lessons (docs/requirements.md#enrolment) as the dashboard reads and changes them: students
 * with their families and plans, a window of lessons, enrolling, setting a weekly lesson, attendance. The documents
 * are documents/lessons.graphql (typed in ../gql).
 */
import {
  AddSchoolClosureDocument,
  AddTeacherLeaveDocument,
  BookMakeUpDocument,
  ChangeLessonPlanDocument,
  CreateLessonPlanDocument,
  EndEnrolmentDocument,
  EndLessonPlanDocument,
  RejoinStudentDocument,
  EnrolStudentDocument,
  LessonsDocument,
  MakeUpCreditsDocument,
  MakeUpSlotsDocument,
  MarkAttendanceDocument,
  MoveLessonDocument,
  FamiliesDocument,
  UpdateFamilyDocument,
  type FamilyFieldsFragment,
  type FamilyInput,
  MyTeacherDocument,
  LessonPolicyDocument,
  SetLessonPolicyDocument,
  TeacherMonthDocument,
  TeacherMonthsDocument,
  TeacherStudentsDocument,
  RemoveSchoolClosureDocument,
  RemoveTeacherLeaveDocument,
  TeacherLeaveDocument,
  SchoolClosuresDocument,
  StudentDocument,
  StudentsDocument,
  type Attendance,
  type LessonFieldsFragment,
  type LessonPlanFieldsFragment,
  type LessonPlanChangeInput,
  type LessonPlanInput,
  type MakeUpCreditsQuery,
  type MakeUpSlotsQuery,
  type SchoolClosuresQuery,
  type TeacherLeaveQuery,
  type MyTeacherQuery,
  type TeacherMonthFieldsFragment,
  type TeacherStudentsQuery,
  type LessonPolicyFieldsFragment,
  type LessonPolicyInput,
  type StudentFieldsFragment,
  type StudentQuery,
} from '../gql/graphql';
import type { GraphqlRequest } from './graphql-client';

export type Student = StudentFieldsFragment;
export type StudentWithPlans = NonNullable<StudentQuery['student']>;
export type LessonPlan = LessonPlanFieldsFragment;
export type Lesson = LessonFieldsFragment;
export type Family = FamilyFieldsFragment;
export type MakeUpCredit = MakeUpCreditsQuery['makeUpCredits'][number];
export type MakeUpSlot = MakeUpSlotsQuery['makeUpSlots'][number];
export type SchoolClosure = SchoolClosuresQuery['schoolClosures'][number];
export type Leave = TeacherLeaveQuery['teacherLeave'][number];
export type SignedInTeacher = MyTeacherQuery['myTeacher'];
export type TaughtStudent = TeacherStudentsQuery['students'][number];
export type TeacherMonth = TeacherMonthFieldsFragment;
export type LessonPolicy = LessonPolicyFieldsFragment;
export type { LessonPolicyInput };
export type { Attendance, LessonPlanChangeInput, LessonPlanInput };

export interface LessonsData {
  /** Every student (newest first), or a teacher's, or the one enrolled from a trial request. */
  getStudents(filter?: { teacherId?: string; trialRequestId?: string }): Promise<Student[]>;
  getStudent(id: string): Promise<StudentWithPlans | null>;
  /** Families, newest first (at most 1000). */
  getFamilies(): Promise<Family[]>;
  /** Corrects a family's payer name, phone or time zone; answers the family as saved. */
  updateFamily(id: string, input: FamilyInput): Promise<Family>;
  /** The family and the student of a trial request (the same student when called again). */
  enrolStudent(trialRequestId: string): Promise<Student>;
  /** SLOT_TAKEN and BAD_USER_INPUT come back as an HttpError whose body carries the code and fieldErrors. */
  createLessonPlan(input: LessonPlanInput): Promise<LessonPlan>;
  getLessons(from: Date, to: Date, filter?: { teacherId?: string; studentId?: string }): Promise<Lesson[]>;
  markAttendance(lessonId: string, status: Attendance, note?: string | null): Promise<Lesson>;
  /** One lesson still to come, to another start (its teacher keeps it); the family is mailed the move. */
  /** One lesson to another time (and, for admins, another teacher of its course). */
  moveLesson(lessonId: string, startsAt: string, teacherId?: string): Promise<Lesson>;
  /** A student's make-up credits, newest first, each with what became of it. */
  getMakeUpCredits(studentId: string): Promise<MakeUpCredit[]>;
  /** The free times a credit's make-up can be booked in: the student's teacher's, or any teacher's (one per time). */
  getMakeUpSlots(creditId: string, anyTeacher?: boolean): Promise<MakeUpSlot[]>;
  bookMakeUp(creditId: string, startsAt: string, teacherId: string): Promise<Lesson>;
  /** A weekly lesson changed from a date on (history kept); answers the new plan. */
  changeLessonPlan(planId: string, input: LessonPlanChangeInput): Promise<LessonPlan>;
  /** A weekly lesson ended on a date (the student stops). */
  endLessonPlan(planId: string, lastDate: string): Promise<LessonPlan>;
  /** The student stops after a date: every weekly lesson ends then. */
  endEnrolment(studentId: string, lastDate: string): Promise<unknown>;
  /** A student who left is back (no weekly lesson until one is set). */
  rejoinStudent(studentId: string): Promise<unknown>;
  getSchoolClosures(): Promise<SchoolClosure[]>;
  /** Closes the school on those days (their unmarked weekly lessons go). */
  addSchoolClosure(input: { name: string; firstDate: string; lastDate: string }): Promise<SchoolClosure>;
  /** Opens the days again; answers how many lessons came back. */
  removeSchoolClosure(id: string): Promise<number>;
  getTeacherLeave(teacherId: string): Promise<Leave[]>;
  /** Declares leave: the teacher's lessons on those days are cancelled by the school (a credit each). */
  addTeacherLeave(input: {
    teacherId: string;
    firstDate: string;
    lastDate: string;
    reason?: string | null;
  }): Promise<{ id: string }>;
  removeTeacherLeave(id: string): Promise<boolean>;
  /** The teacher a teacher account is (docs/requirements.md#teacher-week). */
  getMyTeacher(): Promise<SignedInTeacher>;
  /** The signed-in teacher's students, each with the family's zone (no contact details). */
  getTaughtStudents(): Promise<TaughtStudent[]>;
  /** A teacher's month for payroll (a teacher account: its own, teacherId absent). */
  getTeacherMonth(month: string, teacherId?: string): Promise<TeacherMonth>;
  /** Every teacher's month: the payroll table. */
  getTeacherMonths(month: string): Promise<TeacherMonth[]>;
  /** The make-up policy and the lesson reminders' setting. */
  getLessonPolicy(): Promise<LessonPolicy>;
  setLessonPolicy(input: LessonPolicyInput): Promise<LessonPolicy>;
}

export function createLessonsData(request: GraphqlRequest): LessonsData {
  return {
    getFamilies: async () => (await request(FamiliesDocument, { search: null })).families,
    updateFamily: async (id, input) => (await request(UpdateFamilyDocument, { id, input })).updateFamily,
    getStudents: async (filter = {}) =>
      (
        await request(StudentsDocument, {
          teacherId: filter.teacherId || null,
          trialRequestId: filter.trialRequestId || null,
        })
      ).students,
    getStudent: async (id) => (await request(StudentDocument, { id })).student ?? null,
    enrolStudent: async (trialRequestId) => (await request(EnrolStudentDocument, { trialRequestId })).enrolStudent,
    createLessonPlan: async (input) => (await request(CreateLessonPlanDocument, { input })).createLessonPlan,
    getLessons: async (from, to, filter = {}) =>
      (
        await request(LessonsDocument, {
          from: from.toISOString(),
          to: to.toISOString(),
          teacherId: filter.teacherId || null,
          studentId: filter.studentId || null,
        })
      ).lessons,
    markAttendance: async (lessonId, status, note) =>
      (await request(MarkAttendanceDocument, { lessonId, status, note: note ?? null })).markAttendance,
    moveLesson: async (lessonId, startsAt, teacherId) =>
      (await request(MoveLessonDocument, { lessonId, startsAt, teacherId })).moveLesson,
    getMakeUpCredits: async (studentId) => (await request(MakeUpCreditsDocument, { studentId })).makeUpCredits,
    getMakeUpSlots: async (creditId, anyTeacher = false) =>
      (await request(MakeUpSlotsDocument, { creditId, anyTeacher })).makeUpSlots,
    bookMakeUp: async (creditId, startsAt, teacherId) =>
      (await request(BookMakeUpDocument, { creditId, startsAt, teacherId })).bookMakeUp,
    changeLessonPlan: async (planId, input) =>
      (await request(ChangeLessonPlanDocument, { planId, input })).changeLessonPlan,
    endLessonPlan: async (planId, lastDate) =>
      (await request(EndLessonPlanDocument, { planId, lastDate })).endLessonPlan,
    endEnrolment: async (studentId, lastDate) =>
      (await request(EndEnrolmentDocument, { studentId, lastDate })).endEnrolment,
    rejoinStudent: async (studentId) => (await request(RejoinStudentDocument, { studentId })).rejoinStudent,
    getSchoolClosures: async () => (await request(SchoolClosuresDocument)).schoolClosures,
    addSchoolClosure: async (input) => (await request(AddSchoolClosureDocument, { input })).addSchoolClosure,
    removeSchoolClosure: async (id) => (await request(RemoveSchoolClosureDocument, { id })).removeSchoolClosure,
    getTeacherLeave: async (teacherId) => (await request(TeacherLeaveDocument, { teacherId })).teacherLeave,
    addTeacherLeave: async (input) => (await request(AddTeacherLeaveDocument, { input })).addTeacherLeave,
    removeTeacherLeave: async (id) => (await request(RemoveTeacherLeaveDocument, { id })).removeTeacherLeave,
    getMyTeacher: async () => (await request(MyTeacherDocument)).myTeacher,
    getTaughtStudents: async () => (await request(TeacherStudentsDocument)).students,
    getTeacherMonth: async (month, teacherId) =>
      (await request(TeacherMonthDocument, { month, teacherId: teacherId ?? null })).teacherMonth,
    getTeacherMonths: async (month) => (await request(TeacherMonthsDocument, { month })).teacherMonths,
    getLessonPolicy: async () => (await request(LessonPolicyDocument)).lessonPolicy,
    setLessonPolicy: async (input) => (await request(SetLessonPolicyDocument, { input })).setLessonPolicy,
  };
}
