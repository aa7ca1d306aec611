import { TRIAL_STATUSES } from '@school/common';
import type { SubmissionResource } from '../admin/submission-admin.service';
import { TrialRequest } from './trial-request.entity';

export const trialRequestResource: SubmissionResource<TrialRequest> = {
  entity: TrialRequest,
  name: 'trial_request',
  statuses: TRIAL_STATUSES,
  search: ['name', 'email'],
  sortable: ['createdAt', 'name', 'email', 'gender', 'category', 'status', 'handledBy', 'spam', 'id'],
  has: { status: true, category: true, spam: true },
  texts: { notes: 5000, handledBy: 254 },
};
