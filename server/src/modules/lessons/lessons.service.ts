/**
 * Enrolment (docs/requirements.md#enrolment): a trial request becomes a family and a student; the weekly plans
 * (lesson-plans.ts) and the lessons with their attendance (lesson-book.ts) hang off the student. Every write is one
 * transaction with its audit entry.
 */
import { personKey } from '@school/common';
import { IANAZone } from 'luxon';
import { In, type DataSource, type Repository } from 'typeorm';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { newId } from '../../db/ids';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { PersonRecords } from '../person-records';
import { Family, LessonPlan, Student } from './lesson.entities';
import { LessonBook } from './lesson-book';
import { LessonPlans } from './lesson-plans';
import { Closures } from './closures';
import { TeacherLeaves } from './teacher-leave';
import { MakeUps } from './make-ups';
import { MakeUpSlots } from './make-up-slots';
import { PlanChanges } from './plan-changes';
import { StudentLeaving } from './student-leaving';
import { PlanHorizon } from './plan-horizon';
import { TeacherMonth } from './teacher-month';
import { TeacherScope } from './teacher-scope';
import type { EnrolmentSources } from './lesson-rules';
import type { EventOutbox } from '../outbox';
import { LessonLetters } from './lesson-letters';
import { LessonMoves } from './lesson-moves';
import { FamilyBook } from './family-book';
import { retention } from './retention';
import { LessonReminders } from './lesson-reminders';
import { TeacherSummaries } from './teacher-summaries';

export class LessonsService {
  /** Weekly plans and their lessons. */
  readonly plans: LessonPlans;
  /** The lessons: a window of them, attendance and notes. */
  readonly book: LessonBook;
  /** One lesson moved to another time or teacher. */
  readonly moves: LessonMoves;
  /** The families: the list staff search, and what they correct. */
  readonly families: FamilyBook;
  /** The make-up policy, credits and make-up lessons. */
  readonly makeUps: MakeUps;
  /** The free times a make-up can be booked in. */
  readonly makeUpSlots: MakeUpSlots;
  /** A plan changed from a date, or ended. */
  readonly changes: PlanChanges;
  /** The daily job that computes open plans' lessons a year ahead. */
  readonly horizon: PlanHorizon;
  /** The school's closures (holidays). */
  readonly closures: Closures;
  /** Teachers' leave. */
  readonly leave: TeacherLeaves;
  /** What a signed-in account may reach: an admin everything, a teacher their own. */
  readonly scope: TeacherScope;
  /** A teacher's month, for payroll. */
  readonly month: TeacherMonth;
  /** Lesson reminders to families, queued once a minute (docs/requirements.md#lesson-reminders). */
  readonly reminders: LessonReminders;
  /** Each teacher's summary of their week, queued on Monday morning (docs/requirements.md#teacher-summary). */
  readonly summaries: TeacherSummaries;
  /** A student leaving, and coming back. */
  readonly leaving: StudentLeaving;
  private readonly familyRows: Repository<Family>;
  private readonly students: Repository<Student>;
  private readonly planRows: Repository<LessonPlan>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    readonly sources: EnrolmentSources,
    private readonly schoolTimeZone: string,
    log: { warn(obj: object, msg: string): void },
    /** Lesson letters to families are queued in it. */
    outbox: EventOutbox,
  ) {
    const letters = new LessonLetters(dataSource, outbox);
    this.closures = new Closures(dataSource, audit, schoolTimeZone, letters);
    this.plans = new LessonPlans(dataSource, audit, sources, this.closures);
    this.makeUps = new MakeUps(dataSource, audit, sources, schoolTimeZone, letters);
    this.book = new LessonBook(dataSource, audit, this.makeUps, letters);
    this.moves = new LessonMoves(dataSource, audit, sources, letters);
    this.families = new FamilyBook(dataSource, audit);
    this.makeUpSlots = new MakeUpSlots(dataSource, sources, schoolTimeZone);
    this.changes = new PlanChanges(dataSource, audit, this.plans, letters);
    this.horizon = new PlanHorizon(dataSource, audit, schoolTimeZone, log, this.closures);
    this.leave = new TeacherLeaves(dataSource, audit, sources, this.makeUps, letters);
    this.scope = new TeacherScope(dataSource, sources);
    this.month = new TeacherMonth(dataSource, sources);
    this.reminders = new LessonReminders(dataSource, outbox, log);
    this.summaries = new TeacherSummaries(dataSource, outbox, sources, log);
    this.leaving = new StudentLeaving(dataSource, audit, schoolTimeZone);
    this.familyRows = dataSource.getRepository(Family);
    this.students = dataSource.getRepository(Student);
    this.planRows = dataSource.getRepository(LessonPlan);
  }

  /**
   * The family and the student of a trial request: the family found by the request's email or made, the student
   * made once (a second call answers the same student), the request `enrolled`. A request flagged as spam is refused.
   */
  async enrolStudent(trialRequestId: string, actor: Actor): Promise<Student> {
    const existing = await this.students.findOneBy({ trialRequestId });
    if (existing) return existing;
    const request = await this.sources.trialRequest(trialRequestId);
    if (!request) throw new NotFoundError(`No trial request with id ${trialRequestId}`);
    if (request.spam)
      throw new ValidationError('This request is marked as spam', {
        trialRequestId: 'This request is marked as spam: mark it as not spam before enrolling',
      });
    const email = personKey(request.email);
    const zone = request.timeZone && IANAZone.isValidZone(request.timeZone) ? request.timeZone : this.schoolTimeZone;
    const id = newId();
    const now = new Date();
    const target = `trial_request:${request.id}`;
    const statements: Statement[] = [
      {
        sql: 'INSERT INTO families (id, payer_name, email, phone, time_zone, created_at) VALUES (?, NULL, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING',
        params: [newId(), email, request.phone, zone, now],
      },
      {
        // two calls at once: the second finds the student made (ON CONFLICT) and changes nothing
        sql: "INSERT INTO students (id, family_id, name, course, teacher_id, trial_request_id, status, created_at) VALUES (?, (SELECT id FROM families WHERE email = ?), ?, ?, ?, ?, 'active', ?) ON CONFLICT (trial_request_id) DO NOTHING",
        params: [id, email, request.name.trim().slice(0, 100), request.course, request.teacherId, request.id, now],
        mustChange: true,
      },
      this.sources.markEnrolled(request.id, now),
      this.audit.statement(actor, 'student_enrol', target, `${request.name} (${request.course})`),
    ];
    if (request.status !== 'enrolled')
      statements.push(this.audit.statement(actor, 'status_change', target, `${request.status} → enrolled`));
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      if (!(error instanceof NothingChanged)) throw error;
    }
    return (await this.students.findOneBy({ trialRequestId }))!;
  }

  student(id: string) {
    return this.students.findOneBy({ id });
  }

  family(id: string) {
    return this.familyRows.findOneBy({ id });
  }

  /**
   * Students, newest first (at most 1000; the dashboard pages them). A teacher's are those they teach or taught: their
   * teacher, or the teacher of one of their weekly plans.
   */
  async listStudents(
    filter: { teacherId?: string | null; familyId?: string | null; trialRequestId?: string | null } = {},
  ) {
    const query = this.students.createQueryBuilder('s');
    if (filter.teacherId) {
      const planned = query
        .subQuery()
        .select('p.studentId')
        .from(LessonPlan, 'p')
        .where('p.teacherId = :teacherId')
        .getQuery();
      query.andWhere(`(s.teacherId = :teacherId OR s.id IN ${planned})`, { teacherId: filter.teacherId });
    }
    if (filter.familyId) query.andWhere('s.familyId = :familyId', { familyId: filter.familyId });
    if (filter.trialRequestId)
      query.andWhere('s.trialRequestId = :trialRequestId', { trialRequestId: filter.trialRequestId });
    const students = await query.orderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'DESC').take(1000).getMany();
    return this.withZones(students);
  }

  /** The students with their family's zone, read in one query (the list shows each student's local time). */
  private async withZones(students: Student[]): Promise<Array<Student & { familyTimeZone?: string }>> {
    const ids = [...new Set(students.map((s) => s.familyId))];
    if (ids.length === 0) return students;
    const families = await this.familyRows.find({ where: { id: In(ids) }, select: { id: true, timeZone: true } });
    const zones = new Map(families.map((f) => [f.id, f.timeZone]));
    return students.map((s) => Object.assign(s, { familyTimeZone: zones.get(s.familyId) }));
  }

  /** Of these trial requests, those enrolled 90 days ago or more: whether the student stayed (retention.ts). */
  retention(requestIds: readonly string[], now = new Date()) {
    return retention(this.dataSource, requestIds, now);
  }

  plansOf(studentId: string) {
    return this.planRows.find({ where: { studentId }, order: { firstDate: 'ASC', id: 'ASC' } });
  }
}

const FAMILY_STUDENTS = 'SELECT s.id FROM students s INNER JOIN families f ON f.id = s.family_id WHERE f.email = ?';
const FAMILY_IDS = 'SELECT id FROM families WHERE email = ?';

/**
 * A family's records (its students, their plans and lessons, whose holds go with them, and make-up credits), handed
 * over and erased with its email. Sign-in links, sessions and the feed's version are keys, not facts about the
 * family: they are erased and never exported.
 */
export const enrolmentRecords: PersonRecords = {
  async collect(key, read) {
    return {
      families: await read('SELECT id, email, payer_name, phone, time_zone, created_at FROM families WHERE email = ?', [
        key,
      ]),
      students: await read(`SELECT * FROM students WHERE id IN (${FAMILY_STUDENTS}) ORDER BY created_at`, [key]),
      lessonPlans: await read(
        `SELECT * FROM lesson_plans WHERE student_id IN (${FAMILY_STUDENTS}) ORDER BY first_date`,
        [key],
      ),
      lessons: await read(
        `SELECT id, plan_id, student_id, teacher_id, course, starts_at, ends_at, status, note, makeup_for, created_at FROM lessons WHERE student_id IN (${FAMILY_STUDENTS}) ORDER BY starts_at`,
        [key],
      ),
      makeUpCredits: await read(
        `SELECT * FROM makeup_credits WHERE student_id IN (${FAMILY_STUDENTS}) ORDER BY created_at`,
        [key],
      ),
    };
  },
  erase(key) {
    return [
      { sql: `DELETE FROM family_sessions WHERE family_id IN (${FAMILY_IDS})`, params: [key] },
      { sql: `DELETE FROM family_sign_in_links WHERE family_id IN (${FAMILY_IDS})`, params: [key] },
      { sql: `DELETE FROM makeup_credits WHERE student_id IN (${FAMILY_STUDENTS})`, params: [key] },
      { sql: `DELETE FROM lessons WHERE student_id IN (${FAMILY_STUDENTS})`, params: [key] },
      { sql: `DELETE FROM lesson_plans WHERE student_id IN (${FAMILY_STUDENTS})`, params: [key] },
      { sql: `DELETE FROM students WHERE family_id IN (${FAMILY_IDS})`, params: [key] },
      { sql: 'DELETE FROM families WHERE email = ?', params: [key] },
    ];
  },
};
