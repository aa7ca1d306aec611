/**
 * Make-ups (docs/requirements.md#make-ups): credits are a ledger per student, never a typed number. A school
 * cancellation always earns one; a family's notice of absence earns one when it comes at least the policy's notice
 * hours ahead and the student has not used up the term's credits by notice. A credit is used by one make-up lesson
 * that starts before it expires (the database lets each credit end once), or voided when the missed lesson's
 * attendance is corrected. What is available is computed from the lines.
 */
import { DateTime } from 'luxon';
import { In, type DataSource, type Repository } from 'typeorm';
import { atomically, type Statement } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { newId } from '../../db/ids';
import { NotFoundError, SlotTakenError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { isCalendarOverlap, teacherCalendar } from '../teacher-calendar';
import { Lesson, LessonPolicy, MakeUpLedgerRow, Student, type LessonStatus } from './lesson.entities';
import { enrolmentEnd } from './student-leaving';
import { makeUpStartProblem, type EnrolmentSources } from './lesson-rules';
import { checkPolicy, type PolicyInput } from './lesson-policy';
import type { LessonLetters } from './lesson-letters';

export type CreditState = 'AVAILABLE' | 'USED' | 'VOIDED' | 'EXPIRED';

export interface CreditView {
  id: string;
  studentId: string;
  lessonId: string | null;
  reason: string | null;
  earnedAt: Date;
  expiresAt: Date;
  state: CreditState;
  /** The make-up lesson that used it. */
  usedBy: string | null;
}

const EARNING: readonly LessonStatus[] = ['CANCELLED_BY_SCHOOL', 'ABSENT_WITH_NOTICE'];
const NOTICE_REASON = 'Absence notified in time';

export class MakeUps {
  private readonly ledger: Repository<MakeUpLedgerRow>;
  private readonly policies: Repository<LessonPolicy>;
  private readonly lessonRows: Repository<Lesson>;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly sources: Pick<EnrolmentSources, 'teacher'>,
    private readonly schoolTimeZone: string,
    private readonly letters: LessonLetters,
  ) {
    this.ledger = dataSource.getRepository(MakeUpLedgerRow);
    this.policies = dataSource.getRepository(LessonPolicy);
    this.lessonRows = dataSource.getRepository(Lesson);
    this.postgres = dataSource.options.type === 'postgres';
  }

  async policy(): Promise<LessonPolicy> {
    return (await this.policies.findOneBy({ id: 1 }))!;
  }

  async setPolicy(input: PolicyInput, actor: Actor): Promise<LessonPolicy> {
    checkPolicy(input);
    const reminderHours = input.reminderHours ?? null;
    const { noticeHours, creditsPerTerm, expiryDays } = input;
    await atomically(this.dataSource, [
      {
        sql: 'UPDATE lesson_policy SET notice_hours = ?, credits_per_term = ?, expiry_days = ?, reminder_hours = COALESCE(?, reminder_hours), updated_at = ? WHERE id = 1',
        params: [noticeHours, creditsPerTerm, expiryDays, reminderHours, new Date()],
        mustChange: true,
      },
      this.audit.statement(
        actor,
        'lesson_policy_update',
        null,
        `notice ${noticeHours} h, ${creditsPerTerm} credits a term, valid ${expiryDays} days` +
          (reminderHours === null ? '' : `, reminders ${reminderHours ? `${reminderHours} h before` : 'off'}`),
      ),
    ]);
    return this.policy();
  }

  /** A student's credits, newest first, each with what became of it (computed from the ledger's lines). */
  async credits(studentId: string, now = new Date()): Promise<CreditView[]> {
    const lines = await this.ledger.find({
      where: { studentId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 2000,
    });
    const endings = new Map(lines.filter((l) => l.delta < 0).map((l) => [l.creditId, l]));
    return lines
      .filter((l) => l.delta > 0)
      .map((earned) => {
        const ending = endings.get(earned.id);
        const expired = earned.expiresAt!.getTime() <= now.getTime();
        const state: CreditState = ending
          ? ending.kind === 'used'
            ? 'USED'
            : 'VOIDED'
          : expired
            ? 'EXPIRED'
            : 'AVAILABLE';
        return {
          id: earned.id,
          studentId,
          lessonId: earned.lessonId,
          reason: earned.reason,
          earnedAt: earned.createdAt,
          expiresAt: earned.expiresAt!,
          state,
          usedBy: ending?.kind === 'used' ? ending.lessonId : null,
        };
      });
  }

  /**
   * What a change of a lesson's attendance does to its credit, as statements for the change's own transaction: earn
   * one, void an unused one, or refuse when its make-up is booked already. `now` is when the notice came.
   */
  async onAttendance(lesson: Lesson, to: LessonStatus, actor: Actor, now: Date): Promise<Statement[]> {
    // the same status again (a note added later) leaves the credit as it is
    if (to === lesson.status) return [];
    const earned = (await this.ledger.findBy({ lessonId: lesson.id })).filter((l) => l.delta > 0);
    const endings = earned.length ? await this.ledger.findBy({ creditId: In(earned.map((l) => l.id)), delta: -1 }) : [];
    const used = endings.find((l) => l.kind === 'used');
    const live = earned.find((l) => !endings.some((e) => e.creditId === l.id));
    const deserves = EARNING.includes(to) && (await this.earns(lesson, to, now));
    if (deserves) return live || used ? [] : [await this.earnStatement(lesson, to, actor, now)];
    if (used)
      throw new ValidationError("This lesson's make-up is booked already", {
        status: "This lesson's make-up credit was used by a make-up: cancel that make-up first",
      });
    if (!live) return [];
    return [
      {
        sql: "INSERT INTO makeup_credits (id, student_id, credit_id, delta, kind, lesson_id, reason, created_by, created_at) VALUES (?, ?, ?, -1, 'voided', ?, ?, ?, ?)",
        params: [newId(), lesson.studentId, live.id, lesson.id, `Attendance changed to ${to}`, actor.actorEmail, now],
      },
    ];
  }

  private async earnStatement(lesson: Lesson, to: LessonStatus, actor: Actor, now: Date): Promise<Statement> {
    const policy = await this.policy();
    const id = newId();
    return {
      sql: "INSERT INTO makeup_credits (id, student_id, credit_id, delta, kind, lesson_id, expires_at, reason, created_by, created_at) VALUES (?, ?, ?, 1, 'earned', ?, ?, ?, ?, ?)",
      params: [
        id,
        lesson.studentId,
        id,
        lesson.id,
        new Date(now.getTime() + policy.expiryDays * 86_400_000),
        to === 'CANCELLED_BY_SCHOOL' ? 'Cancelled by the school' : NOTICE_REASON,
        actor.actorEmail,
        now,
      ],
    };
  }

  /** Whether this change earns a credit: a school cancellation always; notice in time within the term's credits. */
  private async earns(lesson: Lesson, to: LessonStatus, now: Date): Promise<boolean> {
    if (to === 'CANCELLED_BY_SCHOOL') return true;
    const policy = await this.policy();
    if (lesson.startsAt.getTime() - now.getTime() < policy.noticeHours * 3_600_000) return false;
    const start = DateTime.fromJSDate(lesson.startsAt, { zone: this.schoolTimeZone }).startOf('quarter');
    const quarter = { from: start.toJSDate(), to: start.plus({ quarters: 1 }).toJSDate() };
    const rows: { n: number | string }[] = await this.dataSource
      .createQueryBuilder()
      .select('COUNT(*)', 'n')
      .from('makeup_credits', 'c')
      .innerJoin('lessons', 'l', 'l.id = c.lesson_id')
      .where("c.student_id = :student AND c.kind = 'earned' AND c.reason = :reason", {
        student: lesson.studentId,
        reason: NOTICE_REASON,
      })
      .andWhere('l.starts_at >= :from AND l.starts_at < :to', quarter)
      .andWhere("NOT EXISTS (SELECT 1 FROM makeup_credits v WHERE v.credit_id = c.id AND v.kind = 'voided')")
      .getRawMany();
    return Number(rows[0]?.n ?? 0) < policy.creditsPerTerm;
  }

  /**
   * A make-up for an available credit: the missed lesson's length and course, with its teacher or another who
   * teaches the course, starting before the credit expires. SLOT_TAKEN when the teacher is busy then; a credit
   * used twice at once is used once.
   */
  async book(
    creditId: string,
    startsAt: Date,
    teacherId: string | null,
    actor: Actor,
    now = new Date(),
  ): Promise<Lesson> {
    const credit = await this.ledger.findOneBy({ id: creditId, delta: 1 });
    if (!credit) throw new NotFoundError(`No make-up credit with id ${creditId}`);
    const ending = await this.ledger.findOneBy({ creditId, delta: -1 });
    if (ending)
      throw new ValidationError('This credit is used already', {
        creditId: ending.kind === 'used' ? 'This credit is used already' : 'This credit was voided',
      });
    const [missed, student] = await Promise.all([
      credit.lessonId ? this.lessonRows.findOneBy({ id: credit.lessonId }) : null,
      this.dataSource.getRepository(Student).findOneBy({ id: credit.studentId }),
    ]);
    if (!missed) throw new NotFoundError('The missed lesson of this credit is gone');
    const end = enrolmentEnd(student, this.schoolTimeZone);
    const problems: Record<string, string> = {};
    const when = makeUpStartProblem(startsAt, now, credit.expiresAt!, end === null ? null : { end, ...student! });
    if (when) problems.startsAt = when;
    const teacher = await this.sources.teacher(teacherId || missed.teacherId);
    if (!teacher) problems.teacherId = 'No such teacher';
    else if (!teacher.active) problems.teacherId = 'This teacher is inactive';
    else if (!teacher.courses.includes(missed.course))
      problems.teacherId = `${teacher.name} does not teach ${missed.course}`;
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    const endsAt = new Date(startsAt.getTime() + (missed.endsAt.getTime() - missed.startsAt.getTime()));
    const id = newId();
    const statements: Statement[] = [
      ...teacherCalendar.lock([teacher!.id], this.postgres),
      {
        sql: "INSERT INTO lessons (id, plan_id, student_id, teacher_id, course, starts_at, ends_at, status, makeup_for, created_at) VALUES (?, NULL, ?, ?, ?, ?, ?, 'SCHEDULED', ?, ?)",
        params: [id, missed.studentId, teacher!.id, missed.course, startsAt, endsAt, missed.id, now],
      },
      teacherCalendar.hold({ kind: 'lesson', sourceId: id, teacherId: teacher!.id, startsAt, endsAt }),
      {
        sql: "INSERT INTO makeup_credits (id, student_id, credit_id, delta, kind, lesson_id, reason, created_by, created_at) VALUES (?, ?, ?, -1, 'used', ?, ?, ?, ?)",
        params: [newId(), missed.studentId, credit.id, id, 'Make-up booked', actor.actorEmail, now],
      },
      this.audit.statement(
        actor,
        'makeup_book',
        `student:${missed.studentId}`,
        `${startsAt.toISOString()} with ${teacher!.name}`,
      ),
      ...(await this.letters.statements({ id, studentId: missed.studentId }, 'make-up', 0)),
    ];
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      if (isCalendarOverlap(error)) throw new SlotTakenError(`${teacher!.name} is not free then. Nothing was saved.`);
      if (isUniqueViolation(error))
        throw new ValidationError('This credit was just used', { creditId: 'This credit was just used' });
      throw error;
    }
    this.letters.queued();
    return (await this.lessonRows.findOneBy({ id }))!;
  }
}
