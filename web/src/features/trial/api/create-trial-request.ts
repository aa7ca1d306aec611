import { CreateTrialRequestDocument, type CreateTrialRequestInput } from '../../../gql/graphql';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitForReceipt } from '../../../lib/submit-mutation';

/** gender and category go as the select values, e.g. 'hindustanivocal ' with its trailing space. */
export type { CreateTrialRequestInput };

export interface TrialReceipt {
  id: string;
  /** Lets this browser book one offered time for the request (docs/requirements.md#trial-booking); null when off. */
  bookingToken?: string | null;
}

/** The document is create-trial-request.graphql, compiled by `npm run codegen`. */
export function createTrialRequest(
  input: CreateTrialRequestInput,
): Promise<{ outcome: SubmitOutcome; receipt?: TrialReceipt; words?: string }> {
  return submitForReceipt(CreateTrialRequestDocument, 'createTrialRequest', { input });
}
