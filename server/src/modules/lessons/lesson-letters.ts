/**
 * Lesson letters (docs/requirements.md#lesson-letters): what a family is told when one of its lessons changes. A
 * lesson cancelled by the school (with the calendar's CANCEL and the make-up credit it earned), a notice of absence
 * confirmed (with or without a credit, and the lesson taken off the family's calendar), a make-up booked or a lesson
 * moved (its invite). Each letter is queued in the transaction of the change, under a key naming the lesson, its sequence and
 * the event, so it is queued once however often a request is retried, and the outbox's lease sends it once across
 * instances and restarts. The mail is written at delivery (lesson-letter-mail.ts).
 */
import type { DataSource } from 'typeorm';
import type { Statement } from '../../db/atomic';
import type { EventOutbox } from '../outbox';
import type { Lesson, LessonStatus } from './lesson.entities';
import type { SchoolClosure } from './time-off.entities';

export type LessonEvent = 'cancelled' | 'absence' | 'make-up' | 'moved';

/** A letter about a family's schedule rather than one lesson (schedule-letter-mail.ts). */
export type ScheduleLetterPayload =
  | { event: 'plan-changed'; planId: string; fromDate: string }
  | { event: 'closure'; closureId: string; studentId: string; lessons: { startsAt: string; course: string }[] }
  | {
      event: 'reopened';
      closureId: string;
      /** The closure as it was: it is gone by the time the letter is written. */
      closure: { name: string; firstDate: string; lastDate: string };
      studentId: string;
      lessons: { startsAt: string; course: string }[];
    };

export interface LessonLetterPayload {
  lessonId: string;
  event: LessonEvent;
  /** The lesson's sequence after the change: the invite's SEQUENCE. */
  sequence: number;
  /** For a move: where it was. */
  from?: string;
}

/**
 * The UID of a lesson in every calendar: the family's feed and the invites mailed with each change name it alike,
 * so a calendar that has it replaces it. Stays the same for the lesson's whole life.
 */
export function lessonUid(lessonId: string, publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // a bad PUBLIC_URL is refused at start; the default keeps the UID well-formed
  }
  return `lesson-${lessonId}@${host}`;
}

/** The event a change of status tells the family of: a cancellation always; an absence only before the lesson. */
export function letterEvent(lesson: Pick<Lesson, 'status' | 'startsAt'>, to: LessonStatus, now: Date) {
  if (to === lesson.status) return null;
  if (to === 'CANCELLED_BY_SCHOOL') return 'cancelled' as const;
  if (to === 'ABSENT_WITH_NOTICE' && lesson.startsAt.getTime() > now.getTime()) return 'absence' as const;
  return null;
}

type ScheduleLesson = Pick<Lesson, 'studentId' | 'startsAt' | 'course'>;

/** The lessons by student, earliest first, as the letters carry them. */
function byStudent(lessons: readonly ScheduleLesson[]) {
  const grouped = new Map<string, { startsAt: string; course: string }[]>();
  for (const lesson of [...lessons].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()))
    grouped.set(lesson.studentId, [
      ...(grouped.get(lesson.studentId) ?? []),
      { startsAt: lesson.startsAt.toISOString(), course: lesson.course },
    ]);
  return grouped;
}

export class LessonLetters {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
  ) {}

  /**
   * The INSERT that queues the letter, to commit with the change (which leaves the lesson at `sequence`); none when
   * the family is gone. A key queued already is left as it is.
   */
  async statements(lesson: Pick<Lesson, 'id' | 'studentId'>, event: LessonEvent, sequence: number, from?: Date) {
    const payload: LessonLetterPayload = { lessonId: lesson.id, event, sequence, from: from?.toISOString() };
    return this.about(lesson.studentId, `lesson.${lesson.id}.${sequence}.${event}`, payload);
  }

  /** A student's weekly lesson changed from a date on (schedule-letter-mail.ts): the new plan. */
  planChanged(studentId: string, planId: string, fromDate: string) {
    const payload: ScheduleLetterPayload = { event: 'plan-changed', planId, fromDate };
    return this.about(studentId, `plan.${planId}.changed`, payload);
  }

  /** The school closed over lessons: one letter a family naming its lessons that go (taken before they go). */
  async closure(closureId: string, lessons: readonly ScheduleLesson[]) {
    const statements: Statement[] = [];
    for (const [studentId, missed] of byStudent(lessons)) {
      const payload: ScheduleLetterPayload = { event: 'closure', closureId, studentId, lessons: missed };
      statements.push(...(await this.about(studentId, `closure.${closureId}.${studentId}`, payload)));
    }
    return statements;
  }

  /** A closure taken back: one letter a family naming its lessons that came back. */
  async reopened(closure: SchoolClosure, lessons: readonly ScheduleLesson[]) {
    const statements: Statement[] = [];
    const { name, firstDate, lastDate } = closure;
    for (const [studentId, back] of byStudent(lessons)) {
      const payload: ScheduleLetterPayload = {
        event: 'reopened',
        closureId: closure.id,
        closure: { name, firstDate, lastDate },
        studentId,
        lessons: back,
      };
      statements.push(...(await this.about(studentId, `closure.${closure.id}.${studentId}.reopened`, payload)));
    }
    return statements;
  }

  private async about(studentId: string, key: string, payload: LessonLetterPayload | ScheduleLetterPayload) {
    const families: { id: string; email: string }[] = await this.dataSource
      .createQueryBuilder()
      .select('f.id', 'id')
      .addSelect('f.email', 'email')
      .from('students', 's')
      .innerJoin('families', 'f', 'f.id = s.family_id')
      .where('s.id = :id', { id: studentId })
      .getRawMany();
    const family = families[0];
    if (!family) return [];
    const mail = { kind: 'family', submissionId: family.id, to: family.email, topic: 'lesson-letter' as const };
    return [this.outbox.statement({ ...mail, key, payload }, 'skip')];
  }

  /** Wakes the delivery once the change is committed. */
  queued(): void {
    this.outbox.queued();
  }
}
