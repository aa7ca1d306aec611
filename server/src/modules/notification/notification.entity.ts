import { Column, Entity } from 'typeorm';
import type { SubmissionKind } from '@school/common';
import { CreatedAtColumn, IdColumn } from '../columns';
import type { EventTopic } from '../outbox';

export type NotificationChannel = 'email' | 'webhook';
/**
 * What a job tells: a new submission, that a submission was assigned to the recipient, a trial class
 * booked, moved or cancelled ('booking'), a class about to start ('reminder'), a reply from the
 * dashboard ('reply'), the acknowledgement to the person who sent a form ('acknowledgement'), a family's
 * sign-in link ('family'), a lesson's reminder ('lesson-reminder'), a change of a lesson ('lesson-letter')
 * or a teacher's week ('teacher-summary'), a payment's receipt ('receipt') or an invoice's reminder ('invoice-reminder'); all but the first two carry what they say in `payload`.
 */
export type NotificationTopic = 'submission' | 'assigned' | EventTopic;
/** skipped: recorded but never sent (email while SMTP_URL is unset). */
export type NotificationStatus = 'queued' | 'sent' | 'failed' | 'skipped';

/**
 * One delivery job of the outbox, written in the same transaction as its submission. A worker
 * claims it with a lease (locked_by / locked_until), so two server instances never send it twice.
 */
@Entity('notifications')
export class Notification {
  @IdColumn() id: string;
  @Column({ type: 'varchar', length: 30 }) kind: SubmissionKind;
  @Column({ type: 'varchar', length: 10 }) channel: NotificationChannel;
  @Column({ type: 'varchar', length: 20, default: 'submission' }) topic: NotificationTopic;
  @Column({ name: 'submission_id', type: 'varchar', length: 36 }) submissionId: string;
  /** Comma-separated email addresses, or the webhook URL. */
  @Column({ type: 'varchar', length: 2048 }) recipient: string;
  @Column({ type: 'varchar', length: 10 }) status: NotificationStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'next_attempt_at', type: Date }) nextAttemptAt: Date;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  /** Unique per submission and channel: the receiver's idempotency key and the mail's Message-ID. */
  @Column({ name: 'delivery_key', type: 'varchar', length: 100 }) deliveryKey: string;
  @Column({ name: 'locked_by', type: 'varchar', length: 64, nullable: true }) lockedBy: string | null;
  @Column({ name: 'locked_until', type: Date, nullable: true }) lockedUntil: Date | null;
  @CreatedAtColumn() createdAt: Date;
  @Column({ name: 'sent_at', type: Date, nullable: true }) sentAt: Date | null;
  /** JSON: what a booking mail or reminder says, fixed when its event happened; null for other topics. */
  @Column({ type: 'text', nullable: true }) payload: string | null;
}
