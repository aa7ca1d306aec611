/**
 * The outbox side of notifications: for each accepted submission, the jobs to commit with it (one
 * email job when the kind has recipients, one webhook job when it has a URL). Spam gets none.
 */
import { newId } from '../../db/ids';
import type { NotificationSettings } from '../../config/env';
import type { Companion } from '../../db/row-writer';
import type { SubmissionKind } from '@school/common';
import type { SubmissionCompanions } from '../submission';
import { Notification, type NotificationChannel } from './notification.entity';

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
    if (to.length > 0)
      jobs.push(this.job(kind, submission.id, 'email', to.join(', '), this.settings.smtpUrl ? null : SMTP_NOT_SET));
    const url = this.settings.webhookUrl[kind];
    if (url) jobs.push(this.job(kind, submission.id, 'webhook', url, null));
    if (jobs.some((job) => job.status === 'queued')) this.onQueued();
    return jobs.map((row) => ({ target: Notification, row }));
  }

  private job(
    kind: SubmissionKind,
    submissionId: string,
    channel: NotificationChannel,
    recipient: string,
    skipped: string | null,
  ): Notification {
    const now = new Date();
    return {
      id: newId(),
      kind,
      channel,
      submissionId,
      recipient,
      status: skipped ? 'skipped' : 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: skipped,
      deliveryKey: deliveryKey(kind, submissionId, channel),
      lockedBy: null,
      lockedUntil: null,
      createdAt: now,
      sentAt: null,
    };
  }
}
