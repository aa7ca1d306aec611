/** Dashboard shapes of a contact message: the record, its list filter, page and editable fields. */
import type { ContactStatus } from '@school/common';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ListFilter } from '../admin/list-query';
import { ContactStatusEnum } from '../enums.types';

@ObjectType('ContactMessage', { description: 'A message sent through the site\'s contact form, as the dashboard sees it (admin only).' })
export class ContactMessageRecord {
  @Field(() => ID, { description: 'Unique id (a UUID; newer messages sort after older ones).' }) id: string;
  @Field({ description: 'The sender\'s name as typed, trimmed (at most 100 characters).' }) name: string;
  @Field({ description: 'The sender\'s email address as typed, trimmed (at most 254 characters).' }) email: string;
  @Field({ description: 'The message text, trimmed (at most 5000 characters).' }) message: string;
  @Field(() => ContactStatusEnum, { description: 'Where the message is in the follow-up; `new` until someone changes it.' }) status: ContactStatus;
  @Field(() => String, { nullable: true, description: 'The school\'s internal notes (at most 5000 characters); null when there are none.' }) notes: string | null;
  @Field({ description: 'True when the spam signals (hidden honeypot field, a form filled too fast, links) flagged it: stored, but nobody was notified.' })
  spam: boolean;

  @Field({ description: 'When the message was received (UTC).' }) createdAt: Date;
}

@ObjectType({ description: 'One page of a contactMessages list.' })
export class ContactMessagePage {
  @Field(() => [ContactMessageRecord], { description: 'The rows of the requested page, in the requested order (at most perPage).' }) items: ContactMessageRecord[];
  @Field(() => Int, { description: 'How many rows match the filter, across all pages.' }) total: number;
}

@InputType({ description: 'Which contact messages a contactMessages list (or the contact-messages CSV export) shows. Every field is optional; the ones given must all match.' })
export class ContactMessageFilter implements ListFilter {
  @Field(() => String, { nullable: true, description: 'Text search: a case-insensitive substring of the name, the email or the message (trimmed; blank means no search).' })
  q?: string | null;

  @Field(() => [ContactStatusEnum], { nullable: true, description: 'Messages in any of these statuses; absent or empty means every status.' })
  status?: ContactStatus[] | null;

  @Field(() => Date, { nullable: true, description: 'Received at or after this instant (inclusive).' }) createdFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Received at or before this instant (inclusive). For a whole day, give its last millisecond.' }) createdTo?: Date | null;
  @Field(() => Boolean, { nullable: true, description: 'true: suspected spam only; false: everything else; absent: both.' }) spam?: boolean | null;
}

@InputType({ description: 'The triage fields of a contact message to change. Fields left out stay as they are.' })
export class UpdateContactMessageInput {
  @Field(() => ContactStatusEnum, { nullable: true, description: 'The new status (null: unchanged); a change is written to the audit log as status_change.' })
  status?: ContactStatus | null;

  @Field(() => String, { nullable: true, description: 'Replaces the notes (trimmed, at most 5000 characters); an empty string or null clears them.' })
  notes?: string | null;
}
