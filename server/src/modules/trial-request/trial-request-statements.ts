/** The trial request's own status writes that a booking runs in its transaction (modules/trial-request-status.ts). */
import type { TrialRequestStatuses } from '../trial-request-status';

const SCHEDULABLE = ['new', 'contacted', 'cancelled_by_family'] as const;

export const trialRequestStatuses: TrialRequestStatuses = {
  schedulable: SCHEDULABLE,
  markScheduled: (requestId, at) => ({
    sql: `UPDATE trial_requests SET status = 'scheduled', status_changed_at = ? WHERE id = ? AND status IN (${SCHEDULABLE.map(() => '?').join(', ')})`,
    params: [at, requestId, ...SCHEDULABLE],
  }),
  handBackToSchool: (requestId, at) => ({
    sql: "UPDATE trial_requests SET status = 'cancelled_by_family', status_changed_at = ? WHERE id = ? AND status = 'scheduled'",
    params: [at, requestId],
  }),
  markEnrolled: (requestId, at) => ({
    sql: "UPDATE trial_requests SET status = 'enrolled', status_changed_at = ? WHERE id = ? AND status <> 'enrolled'",
    params: [at, requestId],
  }),
};
