/** Dashboard shapes of the notification log: one delivery job, its list filter and page. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Page } from '../admin/page.types';

@ObjectType('Notification', {
  description:
    'One delivery (an email or a webhook call) about a submission, from the outbox (admin only): a new one, or an assignment.',
})
export class NotificationRecord {
  @Field(() => ID, { description: 'Unique id (a UUID).' }) id: string;
  @Field({ description: 'Which form the submission came from: trial-request, contact-message or teacher-application.' })
  kind: string;
  @Field({ description: 'How it is delivered: email or webhook.' }) channel: string;
  @Field({
    description:
      'What it tells: submission (a new one arrived) or assigned (an email to the staff account the submission was just assigned to).',
  })
  topic: string;
  @Field(() => ID, {
    description:
      'The id of the submission it announces (a TrialRequest, ContactMessage or TeacherApplication, per kind).',
  })
  submissionId: string;
  @Field({ description: 'Email addresses (comma-separated) or the webhook URL.' }) recipient: string;
  @Field({
    description:
      'queued (waiting or between retries), sent, failed (gave up after the last attempt) or skipped (recorded, not sent: e.g. SMTP_URL not set).',
  })
  status: string;

  @Field(() => Int, { description: 'Delivery attempts made so far (reset to 0 by retryNotification).' })
  attempts: number;
  @Field({ description: 'When a worker will try next (UTC); meaningful while queued.' }) nextAttemptAt: Date;
  @Field(() => String, {
    nullable: true,
    description: 'Why the last attempt failed (or why it was skipped); null when none failed.',
  })
  lastError: string | null;
  @Field({
    description:
      'Stable across retries: the X-School-Delivery header of a webhook and the Message-ID of an email, so a receiver can drop repeats.',
  })
  deliveryKey: string;

  @Field({ description: 'When the job was queued, with its submission (UTC).' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it was delivered (UTC); null until sent.' })
  sentAt: Date | null;
}

export const NotificationPage = Page(NotificationRecord, 'NotificationPage', {
  description: 'One page of the notification log.',
});

@InputType({
  description:
    'Which notifications the notifications list shows. Every field is optional; the ones given must all match exactly.',
})
export class NotificationFilter {
  @Field(() => [String], {
    nullable: true,
    description: 'Jobs in any of these statuses (queued, sent, failed, skipped); absent or empty means every status.',
  })
  status?: string[] | null;

  @Field(() => String, { nullable: true, description: 'email or webhook.' }) channel?: string | null;
  @Field(() => String, { nullable: true, description: 'trial-request, contact-message or teacher-application.' })
  kind?: string | null;
  @Field(() => ID, { nullable: true, description: 'Jobs announcing this submission only.' }) submissionId?:
    string | null;
}
