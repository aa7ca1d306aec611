/**
 * The outbox side of notifications: for each accepted submission, the jobs to commit with it (one
 * email job when the kind has recipients, one webhook job when it has a URL). Spam gets none.
 * A job carries a topic: 'submission' (a new one arrived) or another event about a submission, such as
 * 'assigned' (docs/requirements.md#assignment), delivered by the same worker with the same retries.
 */
import { newId } from '../../db/ids';
import type { NotificationSettings } from '../../config/env';
import type { Statement } from '../../db/atomic';
import type { Companion } from '../../db/row-writer';
import type { SubmissionKind } from '@school/common';
import type { DataSource } from 'typeorm';
import type { EventMail, EventOutbox, QueuedMailStatement } from '../outbox';
import type { SubmissionCompanions } from '../submission';
import { Notification, type NotificationChannel, type NotificationTopic } from './notification.entity';
import type { Kinds } from '../kinds/kind-definition';
import { notifiedKind } from './submission-summary';

export const SMTP_NOT_SET = 'not sent: SMTP_URL not set';

export function deliveryKey(kind: SubmissionKind, submissionId: string, channel: NotificationChannel): string {
  return `${kind}.${submissionId}.${channel}`;
}

export class NotificationOutbox implements SubmissionCompanions, EventOutbox {
  /** Called when a job that can be delivered now was handed to the writer (the worker wakes up). */
  onQueued: () => void = () => undefined;

  constructor(
    private readonly settings: NotificationSettings,
    /** Every kind: whether a kind's sender is acknowledged is its kind's. */
    private readonly kinds: Kinds,
  ) {}

  for(name: string, submission: { id: string; spam: boolean; email?: unknown }): Companion[] {
    const kind = name as SubmissionKind;
    const to = this.settings.emailTo[kind];
    if (submission.spam || !to) return []; // spam, or a kind nobody is told of
    const jobs: Notification[] = [];
    if (to.length > 0) jobs.push(this.job(kind, submission.id, 'email', to.join(', '), this.mailSkipped()));
    const url = this.settings.webhookUrl[kind];
    if (url) jobs.push(this.job(kind, submission.id, 'webhook', url, null));
    // the person who sent the form hears it arrived (not when staff clear a spam flag later: no email here).
    // Without SMTP nothing could carry it: no row is kept for it (the launch checklist already says mail is off),
    // which also keeps a form's write at one row when the school has neither alerts nor SMTP.
    const email = typeof submission.email === 'string' ? submission.email : '';
    if (
      this.settings.acknowledge &&
      this.settings.smtpUrl &&
      email &&
      notifiedKind(this.kinds, kind)?.notice.acknowledgement
    ) {
      const ack = this.job(kind, submission.id, 'email', email, this.mailSkipped(), 'acknowledgement');
      jobs.push({ ...ack, deliveryKey: `${kind}.${submission.id}.acknowledgement`, payload: JSON.stringify({ kind }) });
    }
    if (jobs.some((job) => job.status === 'queued')) this.onQueued();
    return jobs.map((row) => ({ target: Notification, row }));
  }

  /**
   * An email to the staff account a submission was just assigned to: a job of its own per assignment
   * (its delivery key names the job, so assigning again later mails again). The caller commits it
   * with the assignment, then calls onQueued.
   */
  assigned(kind: SubmissionKind, submissionId: string, to: string): Notification {
    return this.job(kind, submissionId, 'email', to, this.mailSkipped(), 'assigned');
  }

  /** A feature's mail (a booking, a reminder) under its own delivery key, as an INSERT to commit with its change. */
  statement(mail: EventMail, onConflict: 'fail' | 'skip' = 'fail'): QueuedMailStatement {
    const job = this.job(
      mail.kind as SubmissionKind,
      mail.submissionId,
      'email',
      mail.to,
      this.mailSkipped(),
      mail.topic,
    );
    const insert = insertJob({ ...job, deliveryKey: mail.key, payload: JSON.stringify(mail.payload) }, onConflict);
    return { ...insert, job: { id: job.id, status: job.status === 'skipped' ? 'skipped' : 'queued' } };
  }

  queued(): void {
    this.onQueued();
  }

  private mailSkipped(): string | null {
    return this.settings.smtpUrl ? null : SMTP_NOT_SET;
  }

  private job(
    kind: SubmissionKind,
    submissionId: string,
    channel: NotificationChannel,
    recipient: string,
    skipped: string | null,
    topic: NotificationTopic = 'submission',
  ): Notification {
    const now = new Date();
    const id = newId();
    return {
      id,
      kind,
      channel,
      topic,
      submissionId,
      recipient,
      status: skipped ? 'skipped' : 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: skipped,
      deliveryKey: topic === 'submission' ? deliveryKey(kind, submissionId, channel) : `${topic}.${id}`,
      lockedBy: null,
      lockedUntil: null,
      createdAt: now,
      sentAt: null,
      payload: null,
    };
  }
}

/** The dashboard's assignment mails (modules/admin/assignment.ts), written straight to the outbox table. */
export class OutboxStaffMail {
  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly dataSource: DataSource,
  ) {}

  async assigned(kind: string, submissionIds: string[], to: string): Promise<void> {
    const jobs = submissionIds.map((id) => this.outbox.assigned(kind as SubmissionKind, id, to));
    const repo = this.dataSource.getRepository(Notification);
    for (let i = 0; i < jobs.length; i += 200) await repo.insert(jobs.slice(i, i + 200));
    if (jobs.some((job) => job.status === 'queued')) this.outbox.onQueued();
  }
}

/** A job as one INSERT statement, for writes that commit it with other rows (db/atomic.ts). */
function insertJob(job: Notification, onConflict: 'fail' | 'skip' = 'fail'): Statement {
  const columns: [string, Statement['params'][number]][] = [
    ['id', job.id],
    ['kind', job.kind],
    ['channel', job.channel],
    ['topic', job.topic],
    ['submission_id', job.submissionId],
    ['recipient', job.recipient],
    ['status', job.status],
    ['attempts', job.attempts],
    ['next_attempt_at', job.nextAttemptAt],
    ['last_error', job.lastError],
    ['delivery_key', job.deliveryKey],
    ['created_at', job.createdAt],
    ['payload', job.payload],
  ];
  const names = columns.map(([name]) => name).join(', ');
  const marks = columns.map(() => '?').join(', ');
  // a job already there under the same delivery key is the same job: skipping it is what "once" means
  const tail = onConflict === 'skip' ? ' ON CONFLICT (delivery_key) DO NOTHING' : '';
  return { sql: `INSERT INTO notifications (${names}) VALUES (${marks})${tail}`, params: columns.map(([, v]) => v) };
}
