/**
 * A teacher's leave (docs/requirements.md#teacher-leave): days in the teacher's zone. Declaring it cancels the
 * teacher's lessons and make-ups on those days as the school's cancellation (each earns its student a make-up credit)
 * and holds the days in the teacher's one calendar, so nothing else can be put there, all in one transaction. A trial
 * class booked on those days must be moved first: the leave is refused naming it (SLOT_TAKEN), nothing changed.
 */
import { DateTime } from 'luxon';
import type { DataSource, Repository } from 'typeorm';
import { addDays, zonedDay } from '@school/common';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { newId } from '../../db/ids';
import { NotFoundError, SlotTakenError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { isCalendarOverlap, teacherCalendar } from '../teacher-calendar';
import { Lesson } from './lesson.entities';
import { TeacherLeave } from './time-off.entities';
import { clean, toTime, validDate, type EnrolmentSources } from './lesson-rules';
import type { MakeUps } from './make-ups';
import type { LessonLetters } from './lesson-letters';

export const LEAVE_LONGEST_DAYS = 92;

export class TeacherLeaves {
  private readonly rows: Repository<TeacherLeave>;
  private readonly lessonRows: Repository<Lesson>;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly sources: Pick<EnrolmentSources, 'teacher'>,
    private readonly makeUps: MakeUps,
    private readonly letters: LessonLetters,
  ) {
    this.rows = dataSource.getRepository(TeacherLeave);
    this.lessonRows = dataSource.getRepository(Lesson);
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** A teacher's leave, earliest first (at most 200). */
  list(teacherId: string): Promise<TeacherLeave[]> {
    return this.rows.find({ where: { teacherId }, order: { firstDate: 'ASC', id: 'ASC' }, take: 200 });
  }

  /** Declares leave; answers it and how many lessons it cancelled. */
  async add(
    input: { teacherId: string; firstDate: string; lastDate: string; reason?: string | null },
    actor: Actor,
    now = new Date(),
  ): Promise<{ leave: TeacherLeave; cancelled: number }> {
    const teacher = input.teacherId ? await this.sources.teacher(input.teacherId) : null;
    const problems: Record<string, string> = {};
    if (!teacher) problems.teacherId = 'No such teacher';
    if (!validDate(input.firstDate ?? '')) problems.firstDate = 'Must be a date, YYYY-MM-DD';
    if (!validDate(input.lastDate ?? '')) problems.lastDate = 'Must be a date, YYYY-MM-DD';
    else if (!problems.firstDate && input.lastDate < input.firstDate)
      problems.lastDate = 'Must not be before the first day';
    else if (!problems.firstDate && input.lastDate > addDays(input.firstDate, LEAVE_LONGEST_DAYS - 1))
      problems.lastDate = `At most ${LEAVE_LONGEST_DAYS} days at a time`;
    else if (teacher && input.lastDate < zonedDay(now, teacher.timeZone)) problems.lastDate = 'Must not be in the past';
    const reason = input.reason ? clean(input.reason).slice(0, 200) : null;
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    const start = DateTime.fromISO(input.firstDate, { zone: teacher!.timeZone }).toJSDate();
    const from = start > now ? start : now;
    const to = DateTime.fromISO(addDays(input.lastDate, 1), { zone: teacher!.timeZone }).toJSDate();
    const lessons = await this.lessonRows
      .createQueryBuilder('l')
      .where("l.teacherId = :teacher AND l.status = 'SCHEDULED' AND l.startsAt < :to AND l.endsAt > :from", {
        teacher: teacher!.id,
        from,
        to,
      })
      .getMany();
    const id = newId();
    const statements: Statement[] = [...teacherCalendar.lock([teacher!.id], this.postgres)];
    for (const lesson of lessons)
      statements.push(
        {
          sql: "UPDATE lessons SET status = 'CANCELLED_BY_SCHOOL', marked_at = ?, marked_by = ?, sequence = ? WHERE id = ? AND status = 'SCHEDULED'",
          params: [now, actor.actorEmail, lesson.sequence + 1, lesson.id],
          mustChange: true,
        },
        teacherCalendar.release('lesson', lesson.id),
        ...(await this.makeUps.onAttendance(lesson, 'CANCELLED_BY_SCHOOL', actor, now)),
        ...(await this.letters.statements(lesson, 'cancelled', lesson.sequence + 1)),
      );
    statements.push(
      {
        sql: 'INSERT INTO teacher_leave (id, teacher_id, first_date, last_date, reason, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        params: [id, teacher!.id, input.firstDate, input.lastDate, reason, actor.actorEmail, now],
      },
      teacherCalendar.hold({ kind: 'leave', sourceId: id, teacherId: teacher!.id, startsAt: from, endsAt: to }),
      this.audit.statement(
        actor,
        'teacher_leave_add',
        `teacher:${teacher!.id}`,
        `${teacher!.name}: ${input.firstDate} to ${input.lastDate}; ${lessons.length} lessons cancelled`,
      ),
    );
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      if (error instanceof NothingChanged)
        throw new ValidationError('A lesson on those days changed meanwhile: try again', {
          firstDate: 'A lesson on those days changed meanwhile: try again',
        });
      if (isCalendarOverlap(error))
        throw await this.trialInTheWay(teacher!.id, teacher!.name, teacher!.timeZone, from, to);
      throw error;
    }
    if (lessons.length) this.letters.queued();
    return { leave: (await this.rows.findOneBy({ id }))!, cancelled: lessons.length };
  }

  /** Ends a leave early or takes it back: the days are free again (cancelled lessons stay cancelled). */
  async remove(id: string, actor: Actor): Promise<boolean> {
    const leave = await this.rows.findOneBy({ id });
    if (!leave) throw new NotFoundError(`No leave with id ${id}`);
    await atomically(this.dataSource, [
      teacherCalendar.release('leave', id),
      { sql: 'DELETE FROM teacher_leave WHERE id = ?', params: [id], mustChange: true },
      this.audit.statement(
        actor,
        'teacher_leave_remove',
        `teacher:${leave.teacherId}`,
        `${leave.firstDate} to ${leave.lastDate}`,
      ),
    ]);
    return true;
  }

  /** SLOT_TAKEN naming what holds the teacher's time on the leave's days (a trial class: it must be moved first). */
  private async trialInTheWay(teacherId: string, name: string, zone: string, from: Date, to: Date) {
    const held = await this.dataSource
      .createQueryBuilder()
      .select('c.kind', 'kind')
      .addSelect('c.starts_at', 'startsAt')
      .from('teacher_calendar', 'c')
      .where("c.teacher_id = :teacherId AND c.kind <> 'lesson' AND c.starts_at < :to AND c.ends_at > :from", {
        teacherId,
        from,
        to,
      })
      .orderBy('c.starts_at')
      .getRawOne<{ kind: string; startsAt: Date | string }>();
    if (!held) return new SlotTakenError(`${name}'s calendar changed meanwhile: try again.`);
    const at = DateTime.fromMillis(toTime(held.startsAt), { zone }).toFormat('cccc d LLLL yyyy, HH:mm');
    return new SlotTakenError(
      held.kind === 'trial'
        ? `${name} has a trial class on ${at}: move or cancel it first. Nothing was changed.`
        : `${name} is on leave already on some of those days. Nothing was changed.`,
    );
  }
}
