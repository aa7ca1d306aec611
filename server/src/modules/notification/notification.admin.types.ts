/** Dashboard shapes of the notification log: one delivery job, its list filter and page. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Notification', { description: 'One delivery (email or webhook) of a new submission, from the outbox.' })
export class NotificationRecord {
  @Field(() => ID) id: string;
  @Field({ description: 'trial-request | contact-message | teacher-application' }) kind: string;
  @Field({ description: 'email | webhook' }) channel: string;
  @Field(() => ID) submissionId: string;
  @Field({ description: 'Email addresses (comma-separated) or the webhook URL' }) recipient: string;
  @Field({ description: 'queued | sent | failed | skipped (recorded, not sent: e.g. SMTP_URL not set)' }) status: string;
  @Field(() => Int) attempts: number;
  @Field() nextAttemptAt: Date;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field({ description: 'Stable across retries: the X-School-Delivery header and the mail Message-ID' }) deliveryKey: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
}

@ObjectType()
export class NotificationPage {
  @Field(() => [NotificationRecord]) items: NotificationRecord[];
  @Field(() => Int) total: number;
}

@InputType()
export class NotificationFilter {
  @Field(() => [String], { nullable: true }) status?: string[] | null;
  @Field(() => String, { nullable: true }) channel?: string | null;
  @Field(() => String, { nullable: true }) kind?: string | null;
  @Field(() => ID, { nullable: true }) submissionId?: string | null;
}
