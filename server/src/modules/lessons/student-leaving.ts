/**
 * A student who stops, and one who comes back (docs/requirements.md#students-leaving). Leaving ends every weekly
 * lesson of the student on the last date (their unmarked lessons after it go, with their holds on the teachers'
 * calendars) and marks the student `left` from that date, in one transaction. A make-up booked after the last date
 * is named, not dropped: staff cancel it (the family keeps the credit) or choose a later date. Coming back makes the
 * student active again; their weekly lesson is then set anew. Both audited.
 */
import { DateTime } from 'luxon';
import type { DataSource, Repository } from 'typeorm';
import { addDays, zonedDay } from '@school/common';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { teacherCalendar } from '../teacher-calendar';
import { Lesson, LessonPlan, Student } from './lesson.entities';
import { validDate } from './lesson-rules';

/**
 * When a student who left stops having lessons: the start of the day after their last date in the school's zone
 * (ms); null for a student still enrolled. Make-ups are not booked, nor offered, from then on.
 */
export function enrolmentEnd(student: Pick<Student, 'status' | 'leftOn'> | null, schoolTimeZone: string) {
  if (!student || student.status !== 'left' || !student.leftOn) return null;
  return DateTime.fromISO(addDays(student.leftOn, 1), { zone: schoolTimeZone }).toMillis();
}

export class StudentLeaving {
  private readonly students: Repository<Student>;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly schoolTimeZone: string,
  ) {
    this.students = dataSource.getRepository(Student);
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** The student stops after `lastDate` (YYYY-MM-DD, the school's calendar; today or later). */
  async leave(studentId: string, lastDate: string, actor: Actor, now = new Date()): Promise<Student> {
    const student = await this.found(studentId);
    const refuse = (problem: string) => new ValidationError(problem, { lastDate: problem });
    if (student.status === 'left') throw refuse(`${student.name} has left already (last date ${student.leftOn})`);
    if (!validDate(lastDate ?? '')) throw refuse('Must be a date, YYYY-MM-DD');
    if (lastDate < zonedDay(now, this.schoolTimeZone)) throw refuse('Must not be in the past');
    const after = DateTime.fromISO(addDays(lastDate, 1), { zone: this.schoolTimeZone }).toJSDate();
    const makeUp = await this.dataSource
      .getRepository(Lesson)
      .createQueryBuilder('l')
      .where("l.studentId = :studentId AND l.planId IS NULL AND l.status = 'SCHEDULED' AND l.startsAt >= :after", {
        studentId,
        after,
      })
      .orderBy('l.startsAt', 'ASC')
      .getOne();
    if (makeUp) {
      const day = zonedDay(makeUp.startsAt, this.schoolTimeZone);
      throw refuse(`A make-up is booked on ${day}: cancel it first, or choose that date or later`);
    }
    const plans = (await this.dataSource.getRepository(LessonPlan).findBy({ studentId })).filter(
      (p) => p.lastDate === null || p.lastDate > lastDate,
    );
    const statements: Statement[] = [
      ...teacherCalendar.lock(
        plans.map((p) => p.teacherId),
        this.postgres,
      ),
    ];
    for (const plan of plans) {
      // the plan's own calendar: its lessons from the day after the last date, in the teacher's zone
      const from = DateTime.fromISO(addDays(lastDate, 1), { zone: plan.timeZone }).toJSDate();
      statements.push(
        {
          sql: "DELETE FROM lessons WHERE plan_id = ? AND status = 'SCHEDULED' AND starts_at >= ?",
          params: [plan.id, from],
        },
        // a plan that had not begun ends before its first date: it never has a lesson
        { sql: 'UPDATE lesson_plans SET last_date = ? WHERE id = ?', params: [lastDate, plan.id] },
      );
    }
    statements.push(
      {
        sql: "UPDATE students SET status = 'left', left_on = ? WHERE id = ? AND status = 'active'",
        params: [lastDate, studentId],
        mustChange: true,
      },
      this.audit.statement(
        actor,
        'student_leave',
        `student:${studentId}`,
        `${student.name} leaves after ${lastDate}; ${plans.length} weekly lesson(s) end`,
      ),
    );
    await this.write(statements, student);
    return this.found(studentId);
  }

  /** A student who left comes back: active again, with no weekly lesson until one is set. */
  async rejoin(studentId: string, actor: Actor): Promise<Student> {
    const student = await this.found(studentId);
    if (student.status !== 'left')
      throw new ValidationError(`${student.name} has not left`, { studentId: `${student.name} has not left` });
    await this.write(
      [
        {
          sql: "UPDATE students SET status = 'active', left_on = NULL WHERE id = ? AND status = 'left'",
          params: [studentId],
          mustChange: true,
        },
        this.audit.statement(actor, 'student_rejoin', `student:${studentId}`, `${student.name} is back`),
      ],
      student,
    );
    return this.found(studentId);
  }

  private async write(statements: Statement[], student: Student) {
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      // another request changed the student meanwhile: nothing was written
      if (error instanceof NothingChanged)
        throw new ValidationError(`${student.name} was changed meanwhile: reload and try again`, {
          studentId: 'Changed meanwhile',
        });
      throw error;
    }
  }

  private async found(studentId: string): Promise<Student> {
    const student = await this.students.findOneBy({ id: studentId });
    if (!student) throw new NotFoundError(`No student with id ${studentId}`);
    return student;
  }
}
