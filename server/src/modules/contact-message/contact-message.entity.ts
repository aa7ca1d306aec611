import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { LIMITS, type ContactStatus } from '@school/common';
import { ContactStatusEnum } from '../enums.types';
import { SubmissionRecord } from '../kinds/submission-record';

const RECORD = { one: 'message', many: 'messages', whose: "The sender's", statusOf: 'in the follow-up' };

@ObjectType('ContactMessage', {
  description: "A message sent through the site's contact form, as the dashboard sees it (admin only).",
})
@Entity('contact_messages')
export class ContactMessage extends SubmissionRecord<ContactStatus>(RECORD, ContactStatusEnum) {
  @Field({ description: `The message text, trimmed (at most ${LIMITS.message} characters).` })
  @Column({ type: 'text' })
  message: string;
}
