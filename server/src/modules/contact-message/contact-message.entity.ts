import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { LIMITS, type ContactStatus } from '@school/common';
import { ContactStatusEnum } from '../enums.types';
import { PhoneColumn } from '../columns';
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

  @Field(() => String, {
    nullable: true,
    description:
      'The phone number given on the form, in E.164 (+919876543210; call it with tel:, message it on WhatsApp with its digits); null when none was given.',
  })
  @PhoneColumn()
  phone: string | null;
}
