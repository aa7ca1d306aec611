/**
 * A student's weekly lesson (docs/requirements.md#enrolment): its lessons computed in the teacher's zone, each holding
 * the teacher's time in the one calendar (modules/teacher-calendar.ts), which refuses an overlap in the database.
 * One transaction with its audit entry; a refused plan leaves nothing behind.
 */
import type { Closures } from './closures';
import { addDays, TRIAL_CATEGORIES, zonedDay } from '@school/common';
import { DateTime, IANAZone } from 'luxon';
import type { DataSource, Repository } from 'typeorm';
import { atomically, type Statement } from '../../db/atomic';
import { newId } from '../../db/ids';
import { SlotTakenError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { isCalendarOverlap, LONGEST_HOLD_MINUTES, teacherCalendar } from '../teacher-calendar';
import { LessonPlan, Student } from './lesson.entities';
import {
  clean,
  HORIZON_DAYS,
  LESSON_GRID,
  MINUTE,
  TIME,
  toTime,
  validDate,
  type EnrolmentSources,
  type LessonPlanInput,
  type TeacherFacts,
} from './lesson-rules';
import { occurrences, type Occurrence } from './occurrences';

export class LessonPlans {
  private readonly students: Repository<Student>;
  private readonly plans: Repository<LessonPlan>;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly sources: Pick<EnrolmentSources, 'teacher'>,
    /** The school's closures: no lesson on their days. */
    private readonly closures: Pick<Closures, 'closedDays'>,
  ) {
    this.students = dataSource.getRepository(Student);
    this.plans = dataSource.getRepository(LessonPlan);
    this.postgres = dataSource.options.type === 'postgres';
  }

  /**
   * A weekly lesson: its lessons from the first date to the last (or HORIZON_DAYS ahead), each holding the teacher's
   * time. SLOT_TAKEN naming the first date that meets a lesson or trial class of the teacher; nothing is written then.
   */
  async create(input: LessonPlanInput, actor: Actor, now = new Date()): Promise<LessonPlan> {
    const prepared = await this.prepare(input, actor, now);
    await this.write(prepared.statements, prepared.teacherName);
    return (await this.plans.findOneBy({ id: prepared.id }))!;
  }

  /** Runs a plan's statements; SLOT_TAKEN when the database refused an overlap (nothing written then). */
  async write(statements: Statement[], teacherName: string): Promise<void> {
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      // taken between the check and the write (another server, another tab): the database refused it
      if (isCalendarOverlap(error))
        throw new SlotTakenError(`${teacherName} is no longer free at that time. Nothing was saved.`);
      throw error;
    }
  }

  /**
   * A new plan's statements (the plan, its lessons and their holds, the audit entry), once the input is valid and
   * its dates are free; `replacing`: the lessons of an old plan from that instant on are going in the same
   * transaction, so they do not count as busy.
   */
  async prepare(
    input: LessonPlanInput,
    actor: Actor,
    now: Date,
    replacing?: { planId: string; from: Date; teacherId: string },
  ): Promise<{ id: string; statements: Statement[]; teacherName: string }> {
    const problems: Record<string, string> = {};
    const student = input.studentId ? await this.students.findOneBy({ id: input.studentId }) : null;
    if (!student) problems.studentId = 'No such student';
    else if (student.status === 'left' && !replacing)
      problems.studentId = `${student.name} has left: record that they are back first`;
    const teacher = input.teacherId ? await this.sources.teacher(input.teacherId) : null;
    if (!teacher) problems.teacherId = 'No such teacher';
    else if (!teacher.active) problems.teacherId = 'This teacher is inactive';
    else if (!IANAZone.isValidZone(teacher.timeZone))
      problems.teacherId = `The teacher's time zone ${teacher.timeZone} is unknown: correct it first`;
    const course = clean(input.course ?? '');
    if (!(TRIAL_CATEGORIES as readonly string[]).includes(course)) problems.course = `Unknown course: ${course}`;
    else if (teacher && !teacher.courses.includes(course)) problems.course = `${teacher.name} does not teach ${course}`;
    if (!Number.isInteger(input.weekday) || input.weekday < 1 || input.weekday > 7)
      problems.weekday = 'Weekday must be 1 (Monday) to 7 (Sunday)';
    const time = TIME.exec(input.startTime ?? '');
    if (!time) problems.startTime = 'Start time must be HH:MM (24-hour)';
    else if (Number(time[2]) % LESSON_GRID.startStep !== 0)
      problems.startTime = `Start time must be on a ${LESSON_GRID.startStep}-minute mark`;
    const { lengthStep, shortest, longest } = LESSON_GRID;
    if (
      !Number.isInteger(input.minutes) ||
      input.minutes < shortest ||
      input.minutes > longest ||
      input.minutes % lengthStep
    )
      problems.minutes = `Length must be ${shortest} to ${longest} minutes in steps of ${lengthStep}`;
    if (!validDate(input.firstDate ?? '')) problems.firstDate = 'First date must be a date, YYYY-MM-DD';
    const lastDate = input.lastDate ? input.lastDate : null;
    if (lastDate !== null && !validDate(lastDate)) problems.lastDate = 'Last date must be a date, YYYY-MM-DD';
    else if (lastDate !== null && validDate(input.firstDate) && lastDate < input.firstDate)
      problems.lastDate = 'Last date must not be before the first date';
    if (teacher && !problems.teacherId && !problems.firstDate && input.firstDate < zonedDay(now, teacher.timeZone))
      problems.firstDate = 'First date must not be in the past';
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    const zone = teacher!.timeZone;
    const plan = { weekday: input.weekday, startTime: input.startTime, minutes: input.minutes, timeZone: zone };
    const until = addDays(zonedDay(now, zone), HORIZON_DAYS);
    const closed = await this.closures.closedDays(input.firstDate, until);
    const dates = occurrences({ ...plan, firstDate: input.firstDate, lastDate }, input.firstDate, until).filter(
      (o) => o.startsAt.getTime() > now.getTime() && !closed(o.startsAt),
    );
    if (dates.length === 0)
      throw new ValidationError('No lesson falls between the first and the last date', {
        lastDate: 'No lesson falls between the first and the last date',
      });
    await this.assertFree(teacher!, dates, replacing);
    const id = newId();
    const statements: Statement[] = [
      // both teachers' calendars when a plan moves from one to the other (in id order: no two writers wait in a circle)
      ...teacherCalendar.lock([teacher!.id, ...(replacing ? [replacing.teacherId] : [])], this.postgres),
      {
        sql: 'INSERT INTO lesson_plans (id, student_id, teacher_id, course, weekday, start_time, minutes, time_zone, first_date, last_date, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        params: [
          id,
          student!.id,
          teacher!.id,
          course,
          input.weekday,
          input.startTime,
          input.minutes,
          zone,
          input.firstDate,
          lastDate,
          actor.actorEmail,
          now,
        ],
      },
    ];
    for (const o of dates) {
      const lessonId = newId();
      statements.push(
        {
          sql: "INSERT INTO lessons (id, plan_id, student_id, teacher_id, course, starts_at, ends_at, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'SCHEDULED', ?)",
          params: [lessonId, id, student!.id, teacher!.id, course, o.startsAt, o.endsAt, now],
        },
        teacherCalendar.hold({
          kind: 'lesson',
          sourceId: lessonId,
          teacherId: teacher!.id,
          startsAt: o.startsAt,
          endsAt: o.endsAt,
        }),
      );
    }
    if (student!.teacherId !== teacher!.id)
      statements.push({ sql: 'UPDATE students SET teacher_id = ? WHERE id = ?', params: [teacher!.id, student!.id] });
    const weekday = DateTime.fromISO(dates[0].date, { zone }).toFormat('cccc');
    statements.push(
      this.audit.statement(
        actor,
        'lesson_plan_create',
        `student:${student!.id}`,
        `${weekday}s ${input.startTime} (${zone}), ${input.minutes} min with ${teacher!.name}, from ${input.firstDate}${lastDate ? ` to ${lastDate}` : ''}`,
      ),
    );
    return { id, statements, teacherName: teacher!.name };
  }

  /** SLOT_TAKEN naming the first of `dates` that meets something else of the teacher (but what is being replaced). */
  private async assertFree(
    teacher: TeacherFacts,
    dates: Occurrence[],
    replacing?: { planId: string; from: Date; teacherId: string },
  ): Promise<void> {
    const from = new Date(dates[0].startsAt.getTime() - LONGEST_HOLD_MINUTES * MINUTE);
    const to = dates[dates.length - 1].endsAt;
    const held: { kind: string; starts_at: Date | string; ends_at: Date | string }[] = await this.dataSource
      .createQueryBuilder()
      .select(['c.kind AS kind', 'c.starts_at AS starts_at', 'c.ends_at AS ends_at'])
      .from('teacher_calendar', 'c')
      .leftJoin('lessons', 'l', "c.kind = 'lesson' AND l.id = c.source_id")
      .where('c.teacher_id = :teacher AND c.starts_at >= :from AND c.starts_at < :to', {
        teacher: teacher.id,
        from,
        to,
      })
      .andWhere(
        "(l.id IS NULL OR l.plan_id IS NULL OR l.plan_id <> :replaced OR l.status <> 'SCHEDULED' OR l.starts_at < :replacedFrom)",
        { replaced: replacing?.planId ?? '', replacedFrom: replacing?.from ?? new Date('9999-12-31T00:00:00Z') },
      )
      .getRawMany();
    const spans = held.map((h) => ({ kind: h.kind, start: toTime(h.starts_at), end: toTime(h.ends_at) }));
    for (const o of dates) {
      const clash = spans.find((s) => s.start < o.endsAt.getTime() && o.startsAt.getTime() < s.end);
      if (!clash) continue;
      const at = DateTime.fromJSDate(o.startsAt, { zone: teacher.timeZone }).toFormat('cccc d LLLL yyyy, HH:mm');
      const what = clash.kind === 'trial' ? 'a trial class' : clash.kind === 'leave' ? 'leave' : 'another lesson';
      throw new SlotTakenError(
        `${teacher.name} already has ${what} on ${at} (${teacher.timeZone}). Nothing was saved.`,
      );
    }
  }
}
