import { CreateTrialRequestDocument, type CreateTrialRequestInput } from '../../../gql/graphql';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitMutation } from '../../../lib/submit-mutation';

/** gender and category go as the select values, e.g. 'hindustanivocal ' with its trailing space. */
export type { CreateTrialRequestInput };

/** The document is create-trial-request.graphql, compiled by `npm run codegen`. */
export function createTrialRequest(input: CreateTrialRequestInput): Promise<SubmitOutcome> {
  return submitMutation(CreateTrialRequestDocument, 'createTrialRequest', { input });
}
