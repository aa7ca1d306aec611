/**
 * A teacher's month for payroll (docs/requirements.md#teacher-week): their lessons of a calendar month in their own
 * zone, counted by how each ended. A lesson the student missed without notice counts as taught (the teacher was
 * there); one with notice or cancelled by the school does not. Lessons begun but not marked are shown apart, so the
 * month is marked before it is paid.
 */
import { DateTime } from 'luxon';
import { Between, type DataSource } from 'typeorm';
import { zonedDay } from '@school/common';
import { NotFoundError, ValidationError } from '../../errors';
import { Lesson } from './lesson.entities';
import type { LessonsForPayroll, MonthFigures, PayrollMonth, TaughtLesson } from '../lessons-for-payroll';
import type { EnrolmentSources, TeacherFacts } from './lesson-rules';

export type { MonthFigures };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export class TeacherMonth implements LessonsForPayroll {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sources: EnrolmentSources,
  ) {}

  /** One teacher's month. */
  async report(teacherId: string, month: string, now = new Date()): Promise<MonthFigures> {
    const teacher = await this.sources.teacher(teacherId);
    if (!teacher) throw new NotFoundError(`No teacher with id ${teacherId}`);
    return (await this.figures(teacher, checkedMonth(month), now)).figures;
  }

  /** Every teacher's month (as `all` lists them), each with its lessons taught: what payroll pays. */
  async month(month: string, now = new Date()): Promise<PayrollMonth[]> {
    const checked = checkedMonth(month);
    const teachers = await this.teachersOf(checked);
    const months = await Promise.all([...teachers.values()].map((t) => this.figures(t, checked, now)));
    return months
      .filter(
        ({ figures: r }) => teachers.get(r.teacherId)!.active || r.taught + r.unmarked + r.upcoming + r.cancelled > 0,
      )
      .sort((a, b) => a.figures.teacherName.localeCompare(b.figures.teacherName));
  }

  async teacher(id: string): Promise<{ id: string; name: string; timeZone: string } | null> {
    const found = await this.sources.teacher(id);
    return found && { id: found.id, name: found.name, timeZone: found.timeZone };
  }

  /** Every active teacher's month (and any other teacher with lessons in it), by name. */
  async all(month: string, now = new Date()): Promise<MonthFigures[]> {
    return (await this.month(month, now)).map((m) => m.figures);
  }

  /** Every active teacher, and any other teacher with lessons in the month. */
  private async teachersOf(checked: string): Promise<Map<string, TeacherFacts>> {
    const teachers = new Map((await this.sources.activeTeachers()).map((t) => [t.id, t]));
    const widest = DateTime.fromISO(`${checked}-01`, { zone: 'UTC' });
    const others: { teacherId: string }[] = await this.dataSource
      .getRepository(Lesson)
      .createQueryBuilder('l')
      .select('DISTINCT l.teacherId', 'teacherId')
      .where('l.startsAt >= :from AND l.startsAt < :to', {
        from: widest.minus({ days: 1 }).toJSDate(),
        to: widest.plus({ months: 1, days: 1 }).toJSDate(),
      })
      .getRawMany();
    for (const { teacherId } of others) {
      if (teachers.has(teacherId)) continue;
      const teacher = await this.sources.teacher(teacherId);
      if (teacher) teachers.set(teacherId, teacher);
    }
    return teachers;
  }

  private async figures(teacher: TeacherFacts, month: string, now: Date): Promise<PayrollMonth> {
    const start = DateTime.fromISO(`${month}-01`, { zone: teacher.timeZone });
    const lessons = await this.dataSource.getRepository(Lesson).find({
      where: {
        teacherId: teacher.id,
        startsAt: Between(start.toJSDate(), new Date(start.plus({ months: 1 }).toMillis() - 1)),
      },
      select: { id: true, status: true, course: true, startsAt: true, endsAt: true, makeupFor: true },
    });
    const figures: MonthFigures = {
      teacherId: teacher.id,
      teacherName: teacher.name,
      month,
      timeZone: teacher.timeZone,
      attended: 0,
      noShows: 0,
      absentWithNotice: 0,
      cancelled: 0,
      makeUps: 0,
      unmarked: 0,
      upcoming: 0,
      taught: 0,
      minutesTaught: 0,
    };
    const taught: TaughtLesson[] = [];
    for (const lesson of lessons) {
      if (lesson.status === 'ATTENDED') figures.attended += 1;
      else if (lesson.status === 'ABSENT') figures.noShows += 1;
      else if (lesson.status === 'ABSENT_WITH_NOTICE') figures.absentWithNotice += 1;
      else if (lesson.status === 'CANCELLED_BY_SCHOOL') figures.cancelled += 1;
      else if (lesson.startsAt.getTime() <= now.getTime()) figures.unmarked += 1;
      else figures.upcoming += 1;
      if (lesson.status === 'ATTENDED' || lesson.status === 'ABSENT') {
        const minutes = Math.round((lesson.endsAt.getTime() - lesson.startsAt.getTime()) / 60_000);
        figures.taught += 1;
        figures.minutesTaught += minutes;
        if (lesson.makeupFor) figures.makeUps += 1;
        const day = zonedDay(lesson.startsAt, teacher.timeZone);
        taught.push({ id: lesson.id, course: lesson.course, day, minutes });
      }
    }
    return { figures, taught };
  }
}

function checkedMonth(month: string): string {
  const value = month.trim();
  if (!MONTH.test(value))
    throw new ValidationError('The month must be YYYY-MM, e.g. 2027-01', { month: 'Use YYYY-MM, e.g. 2027-01' });
  return value;
}
