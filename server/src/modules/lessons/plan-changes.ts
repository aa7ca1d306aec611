/**
 * Changing a weekly lesson from a date on, keeping its history (docs/requirements.md#enrolment): the old plan ends the
 * day before, its lessons still to come from that date (those not yet marked) go, and a new plan with the changes
 * starts on the date, all in one transaction; a student who stops has the plan end on a date. Lessons before the
 * date, and those already marked, stay as they were.
 */
import { DateTime } from 'luxon';
import type { DataSource, Repository } from 'typeorm';
import { addDays, zonedDay } from '@school/common';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { teacherCalendar } from '../teacher-calendar';
import { LessonPlan } from './lesson.entities';
import { validDate } from './lesson-rules';
import type { LessonPlans } from './lesson-plans';
import type { LessonLetters } from './lesson-letters';

export interface PlanChange {
  /** The first date (YYYY-MM-DD, in the plan's zone) the change applies to. */
  fromDate: string;
  teacherId?: string | null;
  weekday?: number | null;
  startTime?: string | null;
  minutes?: number | null;
  /** The new plan's last date; absent: the old plan's; null: none. */
  lastDate?: string | null;
}

export class PlanChanges {
  private readonly plans: Repository<LessonPlan>;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly lessonPlans: LessonPlans,
    /** The family is told of the change, in its transaction. */
    private readonly letters: LessonLetters,
  ) {
    this.plans = dataSource.getRepository(LessonPlan);
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** The old plan until the day before `fromDate`, a new one with the changes from it; answers the new plan. */
  async change(planId: string, change: PlanChange, actor: Actor, now = new Date()): Promise<LessonPlan> {
    const old = await this.current(planId, change.fromDate, now);
    const from = DateTime.fromISO(change.fromDate, { zone: old.timeZone }).toJSDate();
    const input = {
      studentId: old.studentId,
      teacherId: change.teacherId || old.teacherId,
      course: old.course,
      weekday: change.weekday ?? old.weekday,
      startTime: change.startTime || old.startTime,
      minutes: change.minutes ?? old.minutes,
      firstDate: change.fromDate,
      lastDate: change.lastDate === undefined ? old.lastDate : change.lastDate,
    };
    const replacing = { planId: old.id, from, teacherId: old.teacherId };
    const prepared = await this.lessonPlans.prepare(input, actor, now, replacing);
    // the new plan's statements begin with the teachers' locks (PostgreSQL): the old plan ends after them
    const locks = prepared.statements.filter((s) => s.sql.includes('pg_advisory_xact_lock'));
    const rest = prepared.statements.filter((s) => !locks.includes(s));
    await this.lessonPlans.write(
      [
        ...locks,
        ...this.endStatements(old, addDays(change.fromDate, -1), from, actor),
        ...rest,
        ...(await this.letters.planChanged(old.studentId, prepared.id, change.fromDate)),
      ],
      prepared.teacherName,
    );
    this.letters.queued();
    return (await this.plans.findOneBy({ id: prepared.id }))!;
  }

  /** The plan's last date becomes `lastDate` (the student stops): its unmarked lessons after it go. */
  async end(planId: string, lastDate: string, actor: Actor, now = new Date()): Promise<LessonPlan> {
    const old = await this.current(planId, lastDate, now, 'lastDate');
    const after = DateTime.fromISO(addDays(lastDate, 1), { zone: old.timeZone }).toJSDate();
    await this.lessonPlans.write(
      [...teacherCalendar.lock([old.teacherId], this.postgres), ...this.endStatements(old, lastDate, after, actor)],
      '',
    );
    return (await this.plans.findOneBy({ id: old.id }))!;
  }

  /** The plan, when `date` can end or change it: a date, not in the past, within the plan's dates. */
  private async current(planId: string, date: string, now: Date, field = 'fromDate'): Promise<LessonPlan> {
    const old = await this.plans.findOneBy({ id: planId });
    if (!old) throw new NotFoundError(`No lesson plan with id ${planId}`);
    const problem = !validDate(date ?? '')
      ? 'Must be a date, YYYY-MM-DD'
      : date < zonedDay(now, old.timeZone)
        ? 'Must not be in the past'
        : date < old.firstDate && field === 'fromDate'
          ? `Must not be before the plan's first date, ${old.firstDate}`
          : old.lastDate && date > old.lastDate
            ? `The plan ends on ${old.lastDate} already`
            : null;
    if (problem) throw new ValidationError(problem, { [field]: problem });
    return old;
  }

  private endStatements(old: LessonPlan, lastDate: string, from: Date, actor: Actor) {
    return [
      {
        sql: "DELETE FROM lessons WHERE plan_id = ? AND status = 'SCHEDULED' AND starts_at >= ?",
        params: [old.id, from],
      },
      { sql: 'UPDATE lesson_plans SET last_date = ? WHERE id = ?', params: [lastDate, old.id] },
      this.audit.statement(
        actor,
        'lesson_plan_end',
        `student:${old.studentId}`,
        `the weekly lesson from ${old.firstDate} ends on ${lastDate}`,
      ),
    ];
  }
}
