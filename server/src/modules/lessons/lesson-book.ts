/**
 * The lessons themselves (docs/requirements.md#enrolment): a window of them, and how each ended with the teacher's
 * note. A school cancellation frees the teacher's time in the one calendar; taking it back holds it again. A
 * cancellation or a notice of absence is told to the family (lesson-letters.ts).
 */
import type { DataSource, Repository } from 'typeorm';
import { Between } from 'typeorm';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { NotFoundError, SlotTakenError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { isCalendarOverlap, teacherCalendar } from '../teacher-calendar';
import { Lesson, type MarkedStatus } from './lesson.entities';
import { clean, LESSONS_LISTED, LESSONS_WINDOW_DAYS, NOTE_MAX } from './lesson-rules';
import type { MakeUps } from './make-ups';
import { letterEvent, type LessonLetters } from './lesson-letters';

export class LessonBook {
  private readonly lessonRows: Repository<Lesson>;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    /** What attendance does to make-up credits, in the same transaction. */
    private readonly makeUps: MakeUps,
    /** What the family is told of a cancellation or a notice, in the same transaction. */
    private readonly letters: LessonLetters,
  ) {
    this.lessonRows = dataSource.getRepository(Lesson);
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Lessons starting in [from, to), by start: of one teacher, one student, or everyone's. */
  async lessons(from: Date, to: Date, filter: { teacherId?: string | null; studentId?: string | null }) {
    const problems: Record<string, string> = {};
    if (Number.isNaN(from.getTime())) problems.from = 'from must be an instant';
    if (Number.isNaN(to.getTime())) problems.to = 'to must be an instant';
    else if (to <= from) problems.to = 'to must be after from';
    else if (to.getTime() - from.getTime() > LESSONS_WINDOW_DAYS * 86_400_000)
      problems.to = `At most ${LESSONS_WINDOW_DAYS} days at a time`;
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    const where: Record<string, unknown> = { startsAt: Between(from, new Date(to.getTime() - 1)) };
    if (filter.teacherId) where.teacherId = filter.teacherId;
    if (filter.studentId) where.studentId = filter.studentId;
    const rows = await this.lessonRows.find({ where, order: { startsAt: 'ASC', id: 'ASC' }, take: LESSONS_LISTED + 1 });
    if (rows.length > LESSONS_LISTED)
      throw new ValidationError(`More than ${LESSONS_LISTED} lessons: ask for a shorter window`, {
        to: `More than ${LESSONS_LISTED} lessons: ask for a shorter window`,
      });
    return rows;
  }

  /**
   * How a lesson ended, and the teacher's note. ATTENDED and ABSENT only once it has begun; a school cancellation
   * frees the teacher's time (and taking it back holds it again, if still free).
   */
  async markAttendance(
    lessonId: string,
    status: MarkedStatus,
    note: string | null | undefined,
    actor: Actor,
    now = new Date(),
  ): Promise<Lesson> {
    const lesson = await this.lessonRows.findOneBy({ id: lessonId });
    if (!lesson) throw new NotFoundError(`No lesson with id ${lessonId}`);
    if ((status === 'ATTENDED' || status === 'ABSENT') && lesson.startsAt.getTime() > now.getTime())
      throw new ValidationError('This lesson has not begun yet', {
        status: 'A lesson is marked attended or absent once it has begun',
      });
    const text = note === undefined || note === null ? null : clean(note);
    if (text !== null && text.length > NOTE_MAX)
      throw new ValidationError(`The note is too long (at most ${NOTE_MAX} characters)`, {
        note: `At most ${NOTE_MAX} characters`,
      });
    const event = letterEvent(lesson, status, now);
    const sequence = event ? lesson.sequence + 1 : lesson.sequence;
    const statements: Statement[] = [
      ...teacherCalendar.lock([lesson.teacherId], this.postgres),
      {
        sql: 'UPDATE lessons SET status = ?, note = COALESCE(?, note), marked_at = ?, marked_by = ?, sequence = ? WHERE id = ? AND status = ?',
        params: [status, text, now, actor.actorEmail, sequence, lesson.id, lesson.status],
        mustChange: true,
      },
      ...(event ? await this.letters.statements(lesson, event, sequence) : []),
      // a credit earned, voided, or the change refused when the credit's make-up is booked
      ...(await this.makeUps.onAttendance(lesson, status, actor, now)),
    ];
    const wasCancelled = lesson.status === 'CANCELLED_BY_SCHOOL';
    if (status === 'CANCELLED_BY_SCHOOL' && !wasCancelled)
      statements.push(teacherCalendar.release('lesson', lesson.id));
    if (wasCancelled && status !== 'CANCELLED_BY_SCHOOL')
      statements.push(
        teacherCalendar.hold({
          kind: 'lesson',
          sourceId: lesson.id,
          teacherId: lesson.teacherId,
          startsAt: lesson.startsAt,
          endsAt: lesson.endsAt,
        }),
      );
    statements.push(
      this.audit.statement(
        actor,
        'lesson_mark',
        `student:${lesson.studentId}`,
        `${lesson.startsAt.toISOString()}: ${lesson.status} → ${status}`,
      ),
    );
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      if (error instanceof NothingChanged)
        throw new ValidationError('This lesson was changed meanwhile: look at it again', {
          lessonId: 'This lesson was changed meanwhile: look at it again',
        });
      if (isCalendarOverlap(error))
        throw new SlotTakenError("The teacher's time was given to something else since the lesson was cancelled.");
      throw error;
    }
    if (event) this.letters.queued();
    return (await this.lessonRows.findOneBy({ id: lesson.id }))!;
  }
}
