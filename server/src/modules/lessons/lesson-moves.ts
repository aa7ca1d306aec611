/**
 * Moving one lesson (docs/requirements.md#lesson-moves): a lesson still to come goes to another time, and to another
 * teacher of the course if staff say so, under the one calendar's rule (nothing of that teacher's may overlap it:
 * SLOT_TAKEN, also between two servers). Its length stays; it keeps its UID and counts the change, and the family is
 * told with an updated invite (lesson-letters.ts). A lesson of a weekly plan remembers where the plan put it, so the
 * plan's later runs (the year ahead, a closure taken back) do not put it there again.
 */
import type { DataSource, Repository } from 'typeorm';
import { atomically, NothingChanged } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { NotFoundError, SlotTakenError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { isCalendarOverlap, teacherCalendar } from '../teacher-calendar';
import { Lesson } from './lesson.entities';
import type { LessonLetters } from './lesson-letters';
import { LESSON_GRID, MINUTE, type EnrolmentSources } from './lesson-rules';

export class LessonMoves {
  private readonly lessonRows: Repository<Lesson>;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly sources: Pick<EnrolmentSources, 'teacher'>,
    private readonly letters: LessonLetters,
  ) {
    this.lessonRows = dataSource.getRepository(Lesson);
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Moves the lesson to start at `startsAt` with `teacherId` (absent: its teacher). */
  async move(lessonId: string, startsAt: Date, teacherId: string | null, actor: Actor, now = new Date()) {
    const lesson = await this.lessonRows.findOneBy({ id: lessonId });
    if (!lesson) throw new NotFoundError(`No lesson with id ${lessonId}`);
    const problems: Record<string, string> = {};
    if (lesson.status !== 'SCHEDULED') problems.lessonId = 'Only a lesson still to come can be moved';
    else if (lesson.startsAt.getTime() <= now.getTime())
      problems.lessonId = 'This lesson has begun: it stays where it is';
    if (Number.isNaN(startsAt.getTime())) problems.startsAt = 'startsAt must be an instant';
    else if (startsAt.getTime() <= now.getTime()) problems.startsAt = 'A lesson can be moved to the future only';
    else if ((startsAt.getTime() / MINUTE) % LESSON_GRID.startStep !== 0)
      problems.startsAt = `A lesson starts on a ${LESSON_GRID.startStep}-minute mark`;
    const teacher = await this.sources.teacher(teacherId || lesson.teacherId);
    if (!teacher) problems.teacherId = 'No such teacher';
    else if (!teacher.active) problems.teacherId = 'This teacher is inactive';
    else if (!teacher.courses.includes(lesson.course))
      problems.teacherId = `${teacher.name} does not teach ${lesson.course}`;
    if (!problems.startsAt && startsAt.getTime() === lesson.startsAt.getTime() && teacher?.id === lesson.teacherId)
      problems.startsAt = 'The lesson is at that time already';
    const endsAt = new Date(startsAt.getTime() + (lesson.endsAt.getTime() - lesson.startsAt.getTime()));
    if (!problems.startsAt && (await this.studentBusy(lesson, startsAt, endsAt)))
      problems.startsAt = 'The student has another lesson then';
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    const sequence = lesson.sequence + 1;
    const statements = [
      ...teacherCalendar.lock([lesson.teacherId, teacher!.id], this.postgres),
      // the calendar first: the time taken is SLOT_TAKEN before anything else is looked at
      teacherCalendar.move({ kind: 'lesson', sourceId: lesson.id, teacherId: teacher!.id, startsAt, endsAt }),
      {
        // a plan's lesson remembers the time the plan gave it (its first one, however often it moves)
        sql: 'UPDATE lessons SET starts_at = ?, ends_at = ?, teacher_id = ?, sequence = ?, planned_at = CASE WHEN plan_id IS NULL THEN NULL ELSE COALESCE(planned_at, starts_at) END WHERE id = ? AND status = ? AND sequence = ?',
        params: [startsAt, endsAt, teacher!.id, sequence, lesson.id, 'SCHEDULED', lesson.sequence],
        mustChange: true,
      },
      this.audit.statement(
        actor,
        'lesson_move',
        `student:${lesson.studentId}`,
        `${lesson.startsAt.toISOString()} → ${startsAt.toISOString()} with ${teacher!.name}`,
      ),
      ...(await this.letters.statements(lesson, 'moved', sequence, lesson.startsAt)),
    ];
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      if (isCalendarOverlap(error)) throw new SlotTakenError(`${teacher!.name} is not free then. Nothing was saved.`);
      // another lesson of the same weekly plan was moved to that very time meanwhile
      if (isUniqueViolation(error))
        throw new ValidationError('The student has another lesson then', {
          startsAt: 'The student has another lesson then',
        });
      if (error instanceof NothingChanged)
        throw new ValidationError('This lesson was changed meanwhile: look at it again', {
          lessonId: 'This lesson was changed meanwhile: look at it again',
        });
      throw error;
    }
    this.letters.queued();
    return (await this.lessonRows.findOneBy({ id: lesson.id }))!;
  }

  /** Whether the student has another lesson still to come meeting [startsAt, endsAt). */
  private studentBusy(lesson: Lesson, startsAt: Date, endsAt: Date): Promise<boolean> {
    return this.lessonRows
      .createQueryBuilder('l')
      .where("l.studentId = :student AND l.id <> :id AND l.status = 'SCHEDULED'", {
        student: lesson.studentId,
        id: lesson.id,
      })
      .andWhere('l.startsAt < :endsAt AND l.endsAt > :startsAt', { startsAt, endsAt })
      .getExists();
  }
}
