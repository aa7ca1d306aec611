/**
 * What a booking does to its trial request's status, inside the booking's own transaction: trial requests own
 * these writes (modules/trial-request/trial-request-statements.ts) and the composition root hands them to the
 * booking feature, which never names the requests' table or statuses itself.
 */
import type { Statement } from '../db/atomic';

export interface TrialRequestStatuses {
  /** The statuses a booking moves to `scheduled` (a request further on keeps its status when booked). */
  readonly schedulable: readonly string[];
  /** The request is scheduled (from a schedulable status only). */
  markScheduled(requestId: string, at: Date): Statement;
  /** The family cancelled its class: a scheduled request goes back to the school as `cancelled_by_family`. */
  handBackToSchool(requestId: string, at: Date): Statement;
  /** The family enrolled: the request is `enrolled` (from any status; unchanged when it is already). */
  markEnrolled(requestId: string, at: Date): Statement;
}
