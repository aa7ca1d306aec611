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

/** What a booking reads of its trial request. */
export interface RequestFacts {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  category: string;
  status: string;
  spam: boolean;
}

/** A request of the funnel: one not marked as spam. */
export interface FunnelRequest {
  id: string;
  category: string;
  status: string;
  createdAt: Date;
}

/**
 * What the booking feature reads of trial requests, owned by them (modules/trial-request/trial-request-reads.ts):
 * the booking feature never names the requests' table or columns.
 */
export interface TrialRequestReads {
  /** One request; null when there is none. */
  facts(requestId: string): Promise<RequestFacts | null>;
  /** The email of each of these requests that exists. */
  emails(requestIds: readonly string[]): Promise<Map<string, string>>;
  /** The requests not marked as spam made since `since`. */
  createdSince(since: Date): Promise<FunnelRequest[]>;
  /**
   * A subquery of the ids of the requests with one email, in any case, for a booking's own query
   * (`trial_request_id IN (…)`): `named` takes the email as the query builder's `:param`, `positional` as one `?`.
   */
  withEmail: { named(param: string): string; positional: string };
}
