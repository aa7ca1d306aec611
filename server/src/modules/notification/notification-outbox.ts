/**
 * The outbox side of notifications: for each accepted submission, the jobs to commit with it (one
 * email job when the kind has recipients, one webhook job when it has a URL). Spam gets none.
 * A job carries a topic: 'submission' (a new one arrived) or another event about a submission, such as
 * 'assigned' (docs/requirements.md#assignment), delivered by the same worker with the same retries.
 */
import { newId } from '../../db/ids';
import type { NotificationSettings } from '../../config/env';
import type { Companion } from '../../db/row-writer';
import type { SubmissionKind } from '@school/common';
import type { DataSource } from 'typeorm';
import type { SubmissionCompanions } from '../submission';
import { Notification, type NotificationChannel, type NotificationTopic } from './notification.entity';

export const SMTP_NOT_SET = 'not sent: SMTP_URL not set';

export function deliveryKey(kind: SubmissionKind, submissionId: string, channel: NotificationChannel): string {
  return `${kind}.${submissionId}.${channel}`;
}

export class NotificationOutbox implements SubmissionCompanions {
  /** Called when a job that can be delivered now was handed to the writer (the worker wakes up). */
  onQueued: () => void = () => undefined;

  constructor(private readonly settings: NotificationSettings) {}

  for(name: string, submission: { id: string; spam: boolean }): Companion[] {
    const kind = name as SubmissionKind;
    const to = this.settings.emailTo[kind];
    if (submission.spam || !to) return []; // spam, or a kind nobody is told of
    const jobs: Notification[] = [];
    if (to.length > 0) jobs.push(this.job(kind, submission.id, 'email', to.join(', '), this.mailSkipped()));
    const url = this.settings.webhookUrl[kind];
    if (url) jobs.push(this.job(kind, submission.id, 'webhook', url, null));
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
