/**
 * A trial request's bookings as a person's records (modules/person-records.ts): handed over with the request and
 * erased with it. The manage-link token's hash is a key, not a fact about the person: never exported.
 */
import { TRIAL_REQUEST } from '@school/common';
import { placeholders } from '../../db/atomic';
import type { SubmissionDependents } from '../person-records';

export const trialBookingRecords: SubmissionDependents = {
  kind: TRIAL_REQUEST.name,
  async collect(submissionIds, read) {
    if (submissionIds.length === 0) return [];
    const rows = await read(
      `SELECT * FROM trial_bookings WHERE trial_request_id IN ${placeholders(submissionIds.length)} ORDER BY created_at`,
      submissionIds,
    );
    return rows.map(({ manage_token_hash: _key, ...row }) => row);
  },
  erase: (submissionIds) => ({
    sql: `DELETE FROM trial_bookings WHERE trial_request_id IN ${placeholders(submissionIds.length)}`,
    params: [...submissionIds],
  }),
};
