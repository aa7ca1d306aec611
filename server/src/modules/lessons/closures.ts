/**
 * School closures (docs/requirements.md#closures): days in the school's zone on which no weekly lesson is held. Plans
 * skip them when their lessons are computed; adding one removes the unmarked weekly lessons on its days (marked ones
 * and make-ups stay), in one transaction; removing one puts the plans' lessons back where the teacher is still free.
 * Families are told either way (lesson-letters.ts).
 */
import { DateTime } from 'luxon';
import type { DataSource, Repository } from 'typeorm';
import { addDays, zonedDay } from '@school/common';
import { atomically } from '../../db/atomic';
import { newId } from '../../db/ids';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { isCalendarOverlap, teacherCalendar } from '../teacher-calendar';
import { SchoolClosure } from './time-off.entities';
import { Lesson } from './lesson.entities';
import type { LessonLetters } from './lesson-letters';
import { clean, toTime, validDate } from './lesson-rules';
import { occurrences } from './occurrences';

export const CLOSURE_LONGEST_DAYS = 366;
const CLOSURES_LISTED = 500;

interface PlanRow {
  id: string;
  student_id: string;
  teacher_id: string;
  course: string;
  weekday: number;
  start_time: string;
  minutes: number;
  time_zone: string;
  first_date: string;
  last_date: string | null;
}

export class Closures {
  private readonly rows: Repository<SchoolClosure>;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly schoolTimeZone: string,
    /** Each family is told which of its lessons a closure takes, in its transaction. */
    private readonly letters: LessonLetters,
  ) {
    this.rows = dataSource.getRepository(SchoolClosure);
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Every closure, earliest first (at most 500). */
  list(): Promise<SchoolClosure[]> {
    return this.rows.find({ order: { firstDate: 'ASC', id: 'ASC' }, take: CLOSURES_LISTED });
  }

  /** Whether an instant falls on a closed school day, for lessons computed between the two dates. */
  async closedDays(from: string, until: string, except?: string): Promise<(at: Date) => boolean> {
    const closures = (await this.rows.find({ order: { firstDate: 'ASC' } })).filter(
      (c) => c.id !== except && c.lastDate >= addDays(from, -1) && c.firstDate <= addDays(until, 1),
    );
    if (closures.length === 0) return () => false;
    return (at) => {
      const day = zonedDay(at, this.schoolTimeZone);
      return closures.some((c) => c.firstDate <= day && day <= c.lastDate);
    };
  }

  /** Adds a closure; answers it and how many lessons it took out of the calendar. */
  async add(input: { name: string; firstDate: string; lastDate: string }, actor: Actor, now = new Date()) {
    const name = clean(input.name ?? '').replace(/\s+/g, ' ');
    const problems: Record<string, string> = {};
    if (!name) problems.name = 'Please name the closure';
    else if (name.length > 100) problems.name = 'At most 100 characters';
    if (!validDate(input.firstDate ?? '')) problems.firstDate = 'Must be a date, YYYY-MM-DD';
    if (!validDate(input.lastDate ?? '')) problems.lastDate = 'Must be a date, YYYY-MM-DD';
    else if (!problems.firstDate && input.lastDate < input.firstDate)
      problems.lastDate = 'Must not be before the first day';
    else if (input.lastDate < zonedDay(now, this.schoolTimeZone)) problems.lastDate = 'Must not be in the past';
    else if (!problems.firstDate && input.lastDate > addDays(input.firstDate, CLOSURE_LONGEST_DAYS - 1))
      problems.lastDate = `At most ${CLOSURE_LONGEST_DAYS} days`;
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    const { from, to } = this.span(input.firstDate, input.lastDate, now);
    const id = newId();
    // the lessons that go, read just before: each family is told which of its own go
    const going = await this.dataSource
      .getRepository(Lesson)
      .createQueryBuilder('l')
      .where("l.status = 'SCHEDULED' AND l.planId IS NOT NULL AND l.startsAt >= :from AND l.startsAt < :to", {
        from,
        to,
      })
      .getMany();
    const [, removed] = await atomically(this.dataSource, [
      {
        sql: 'INSERT INTO school_closures (id, name, first_date, last_date, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        params: [id, name, input.firstDate, input.lastDate, actor.actorEmail, now],
      },
      {
        sql: "DELETE FROM lessons WHERE status = 'SCHEDULED' AND plan_id IS NOT NULL AND starts_at >= ? AND starts_at < ?",
        params: [from, to],
      },
      this.audit.statement(actor, 'closure_add', null, `${name}: ${input.firstDate} to ${input.lastDate}`),
      ...(await this.letters.closure(id, going)),
    ]);
    if (going.length) this.letters.queued();
    return { closure: (await this.rows.findOneBy({ id }))!, removed };
  }

  /** Removes a closure: the plans' lessons on its days come back where the teacher is free; answers how many. */
  async remove(id: string, actor: Actor, now = new Date()): Promise<number> {
    const closure = await this.rows.findOneBy({ id });
    if (!closure) throw new NotFoundError(`No closure with id ${id}`);
    await atomically(this.dataSource, [
      { sql: 'DELETE FROM school_closures WHERE id = ?', params: [id], mustChange: true },
      this.audit.statement(
        actor,
        'closure_remove',
        null,
        `${closure.name}: ${closure.firstDate} to ${closure.lastDate}`,
      ),
    ]);
    const { from, to } = this.span(closure.firstDate, closure.lastDate, now);
    const stillClosed = await this.closedDays(closure.firstDate, closure.lastDate);
    const plans = await this.dataSource.query<PlanRow[]>(
      `SELECT id, student_id, teacher_id, course, weekday, start_time, minutes, time_zone, first_date, last_date FROM lesson_plans WHERE first_date <= ${this.postgres ? '$1' : '?'} AND (last_date IS NULL OR last_date >= ${this.postgres ? '$2' : '?'})`,
      [addDays(closure.lastDate, 1), addDays(closure.firstDate, -1)],
    );
    const restored: Pick<Lesson, 'studentId' | 'startsAt' | 'course'>[] = [];
    for (const plan of plans) {
      const weekly = {
        weekday: plan.weekday,
        startTime: plan.start_time,
        minutes: plan.minutes,
        timeZone: plan.time_zone,
        firstDate: plan.first_date,
        lastDate: plan.last_date,
      };
      // a lesson moved away from one of these days stays where it was moved
      const moved = new Set(
        (
          await this.dataSource.query<{ planned_at: Date | string }[]>(
            `SELECT planned_at FROM lessons WHERE plan_id = ${this.postgres ? '$1' : '?'} AND planned_at IS NOT NULL`,
            [plan.id],
          )
        ).map((row) => toTime(row.planned_at)),
      );
      const dates = occurrences(weekly, addDays(closure.firstDate, -1), addDays(closure.lastDate, 1)).filter(
        (o) => o.startsAt >= from && o.startsAt < to && !stillClosed(o.startsAt) && !moved.has(o.startsAt.getTime()),
      );
      for (const o of dates) {
        const lessonId = newId();
        try {
          const changed = await atomically(this.dataSource, [
            ...teacherCalendar.lock([plan.teacher_id], this.postgres),
            {
              // a lesson that is there already (marked on a closed day) is left as it is
              sql: "INSERT INTO lessons (id, plan_id, student_id, teacher_id, course, starts_at, ends_at, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'SCHEDULED', ?) ON CONFLICT (plan_id, starts_at) DO NOTHING",
              params: [lessonId, plan.id, plan.student_id, plan.teacher_id, plan.course, o.startsAt, o.endsAt, now],
            },
            {
              sql: 'INSERT INTO teacher_calendar (kind, source_id, teacher_id, starts_at, ends_at) SELECT ?, id, teacher_id, starts_at, ends_at FROM lessons WHERE id = ?',
              params: ['lesson', lessonId],
            },
          ]);
          // the lesson's insert is the statement before the hold's (after the lock, on PostgreSQL)
          if (changed[changed.length - 2] > 0)
            restored.push({ studentId: plan.student_id, startsAt: o.startsAt, course: plan.course });
        } catch (error) {
          if (!isCalendarOverlap(error)) throw error;
          // the teacher gave that time away meanwhile: the lesson stays out
        }
      }
    }
    // each family whose lessons came back is told which (queued once the lessons are back: a crash before loses
    // the letter, never sends a wrong one)
    const letters = await this.letters.reopened(closure, restored);
    if (letters.length) {
      await atomically(this.dataSource, letters);
      this.letters.queued();
    }
    return restored.length;
  }

  /** The instants of the closed days, from now on: [first day's start, the day after the last's start). */
  private span(firstDate: string, lastDate: string, now: Date) {
    const start = DateTime.fromISO(firstDate, { zone: this.schoolTimeZone }).toJSDate();
    return {
      from: start > now ? start : now,
      to: DateTime.fromISO(addDays(lastDate, 1), { zone: this.schoolTimeZone }).toJSDate(),
    };
  }
}
