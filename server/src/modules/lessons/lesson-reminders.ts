/**
 * Lesson reminders (docs/requirements.md#lesson-reminders): the policy's `reminderHours` (0: off, 2 or 24) before a
 * lesson still to come, its family is mailed a reminder through the outbox. Every instance looks once a minute and
 * queues each due reminder under a key naming the lesson and its start; the key is unique in the database, so
 * however many instances look and however often they restart, a reminder is queued once, and the outbox's lease
 * sends it once. A lesson moved gets a reminder for its new time; one for the old time, or for a lesson cancelled
 * or marked meanwhile, is dropped at delivery (reminder-mail.ts).
 */
import type { DataSource } from 'typeorm';
import { Poller } from '../poller';
import { atomically } from '../../db/atomic';
import type { EventOutbox } from '../outbox';
import { Lesson, LessonPolicy } from './lesson.entities';

const HOUR = 3_600_000;
const POLL_MS = 60_000;
/** The most reminders one look queues (the rest wait for the next look a minute later). */
const BATCH = 500;

export interface LessonReminderPayload {
  lessonId: string;
  startsAt: string;
}

export const lessonReminderKey = (lessonId: string, startsAt: Date) =>
  `lesson-reminder.${lessonId}.${startsAt.getTime()}`;

export class LessonReminders {
  private readonly poller = new Poller(
    () => this.runOnce(),
    { firstMs: 2_000, everyMs: POLL_MS },
    (error) => this.log.warn({ err: error }, 'lesson reminders: looking for due reminders failed'),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  start(): void {
    this.poller.start();
  }

  /** Stops the timer and waits for a look in progress (the drain). */
  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** One look at `now`: queues every due reminder not queued before; answers how many were due. */
  async runOnce(now = new Date()): Promise<number> {
    const policy = await this.dataSource.getRepository(LessonPolicy).findOneBy({ id: 1 });
    const hours = policy?.reminderHours ?? 0;
    if (hours <= 0) return 0;
    const due = await this.dataSource
      .getRepository(Lesson)
      .createQueryBuilder('l')
      .innerJoin('students', 's', 's.id = l.student_id')
      .innerJoin('families', 'f', 'f.id = s.family_id')
      .select(['l.id', 'l.startsAt'])
      .addSelect('f.id', 'familyId')
      .addSelect('f.email', 'email')
      .where("l.status = 'SCHEDULED'")
      .andWhere('l.startsAt > :now AND l.startsAt <= :until', { now, until: new Date(now.getTime() + hours * HOUR) })
      .orderBy('l.startsAt', 'ASC')
      .limit(BATCH)
      .getRawAndEntities();
    if (due.entities.length === 0) return 0;
    const jobs = due.entities.map((lesson, i) => {
      const { familyId, email } = due.raw[i] as { familyId: string; email: string };
      const payload: LessonReminderPayload = { lessonId: lesson.id, startsAt: lesson.startsAt.toISOString() };
      return this.outbox.statement(
        {
          kind: 'family',
          submissionId: familyId,
          to: email,
          topic: 'lesson-reminder',
          key: lessonReminderKey(lesson.id, lesson.startsAt),
          payload,
        },
        'skip',
      );
    });
    await atomically(this.dataSource, jobs);
    this.outbox.queued();
    return jobs.length;
  }
}
