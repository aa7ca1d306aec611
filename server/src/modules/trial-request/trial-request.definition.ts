import { CATEGORY_LABELS, TRIAL_REQUEST, validateTrialRequest, withPhone, type TrialCategory } from '@school/common';
import { TrialStatusEnum } from '../enums.types';
import { CreateTrialRequestInput } from '../inputs';
import { defineKind, phoneLine } from '../kinds/kind-definition';
import { TrialRequest } from './trial-request.entity';

const course = (category: string) => CATEGORY_LABELS[category as TrialCategory] ?? category;

export const trialRequestKind = defineKind({
  spec: TRIAL_REQUEST,
  entity: TrialRequest,
  statusEnum: TrialStatusEnum,
  words: {
    one: 'request',
    many: 'requests',
    arrived: 'Received',
    search: "the name, the email, the notes, the legacy handled-by text or the assignee's email or name",
  },
  form: {
    input: CreateTrialRequestInput,
    validate: withPhone(validateTrialRequest),
    defaults: { handledBy: null },
    description:
      "Public (no sign-in). Books a free trial class, as the site's trial form does. BAD_USER_INPUT with extensions.fieldErrors " +
      "for a missing or invalid field (the form's own messages); TOO_MANY_REQUESTS past the form rate limit.",
  },
  notice: {
    title: 'New trial request',
    acknowledgement: {
      subject: 'We received your request for a free trial class',
      next: [
        'Thank you for asking for a free trial class. Your request reached the school.',
        'If you picked a time on the site, a separate mail confirms it with a calendar invite. If not, we write to you to find a time that suits you.',
      ],
    },
    details: (row) => ({
      fields: [...phoneLine(row.phone), ['Gender', row.gender], ['Course', course(row.category)]],
      data: { gender: row.gender, category: row.category, phone: row.phone ?? null },
      suffix: ` (${course(row.category)})`,
    }),
  },
});
