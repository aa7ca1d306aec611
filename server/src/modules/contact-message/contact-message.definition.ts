import { CONTACT_MESSAGE, validateContactMessage, withPhone } from '@school/common';
import { ContactStatusEnum } from '../enums.types';
import { CreateContactMessageInput } from '../inputs';
import { defineKind, phoneLine } from '../kinds/kind-definition';
import { ContactMessage } from './contact-message.entity';

export const contactMessageKind = defineKind({
  spec: CONTACT_MESSAGE,
  entity: ContactMessage,
  statusEnum: ContactStatusEnum,
  words: {
    one: 'message',
    many: 'messages',
    arrived: 'Received',
    search: "the name, the email, the message, the notes or the assignee's email or name",
  },
  form: {
    input: CreateContactMessageInput,
    validate: withPhone(validateContactMessage),
    description:
      "Public (no sign-in). Sends a message to the school, as the site's contact form does. BAD_USER_INPUT with extensions.fieldErrors " +
      "for a missing or invalid field (the form's own messages); TOO_MANY_REQUESTS past the form rate limit.",
  },
  notice: {
    title: 'New contact message',
    acknowledgement: {
      subject: 'We received your message',
      next: [
        'Thank you for writing to us. Your message reached the school, and a person reads every one.',
        'We answer by email, usually within two working days.',
      ],
    },
    details: (row) => ({
      fields: [...phoneLine(row.phone), ['Message', row.message]],
      data: { message: row.message, phone: row.phone ?? null },
    }),
  },
});
