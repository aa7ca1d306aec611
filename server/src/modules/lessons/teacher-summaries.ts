/**
 * The weekly summary to each teacher (docs/requirements.md#teacher-summary): on Monday from 06:00 in the teacher's
 * own zone, their week's lessons (teacher-summary-mail.ts). Every instance looks every few minutes and queues the
 * summaries due under a key naming the teacher and the Monday; the key is unique in the database, so however many
 * instances look and however often they restart, a teacher gets one summary a week. A server down the whole Monday
 * sends none for that week: a summary on Tuesday would tell a week half gone.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { Poller } from '../poller';
import { atomically } from '../../db/atomic';
import type { EventOutbox } from '../outbox';
import type { EnrolmentSources } from './lesson-rules';

const POLL_MS = 5 * 60_000;
/** The local hour on Monday from which the week's summary goes. */
export const SUMMARY_HOUR = 6;

export interface TeacherSummaryPayload {
  teacherId: string;
  /** The Monday of the week, YYYY-MM-DD in the teacher's zone. */
  week: string;
}

export class TeacherSummaries {
  private readonly poller = new Poller(
    () => this.runOnce(),
    { firstMs: 3_000, everyMs: POLL_MS },
    (error) => this.log.warn({ err: error }, 'teacher summaries: looking for due summaries failed'),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    private readonly sources: Pick<EnrolmentSources, 'activeTeachers'>,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  start(): void {
    this.poller.start();
  }

  /** Stops the timer and waits for a look in progress (the drain). */
  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** One look at `now`: queues the summary of every active teacher whose Monday morning it is; answers how many. */
  async runOnce(now = new Date()): Promise<number> {
    const teachers = await this.sources.activeTeachers();
    const jobs = teachers.flatMap((teacher) => {
      const local = DateTime.fromJSDate(now, { zone: teacher.timeZone });
      if (!teacher.email || !local.isValid || local.weekday !== 1 || local.hour < SUMMARY_HOUR) return [];
      const payload: TeacherSummaryPayload = { teacherId: teacher.id, week: local.toISODate() };
      return [
        this.outbox.statement(
          {
            kind: 'teacher',
            submissionId: teacher.id,
            to: teacher.email,
            topic: 'teacher-summary',
            key: `teacher-summary.${teacher.id}.${payload.week}`,
            payload,
          },
          'skip',
        ),
      ];
    });
    if (jobs.length === 0) return 0;
    await atomically(this.dataSource, jobs);
    this.outbox.queued();
    return jobs.length;
  }
}
