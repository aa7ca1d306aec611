import { CONTACT_STATUSES } from '@school/common';
import type { SubmissionResource } from '../admin/submission-admin.service';
import { ContactMessage } from './contact-message.entity';

export const contactMessageResource: SubmissionResource<ContactMessage> = {
  entity: ContactMessage,
  name: 'contact_message',
  statuses: CONTACT_STATUSES,
  search: ['name', 'email', 'message'],
  sortable: ['createdAt', 'name', 'email', 'status', 'spam', 'id'],
  has: { status: true, category: false, spam: true },
  texts: { notes: 5000 },
};
