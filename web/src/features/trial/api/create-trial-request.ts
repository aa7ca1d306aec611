import { gql } from '@apollo/client';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitMutation, type AntiSpamFields } from '../../../lib/submit-mutation';

/** gender and category go as the select values, e.g. 'hindustanivocal ' with its trailing space. */
export interface CreateTrialRequestInput extends AntiSpamFields {
  name: string;
  email: string;
  gender: string;
  category: string;
}

export const CREATE_TRIAL_REQUEST = gql`
  mutation CreateTrialRequest($input: CreateTrialRequestInput!) {
    createTrialRequest(input: $input) { id }
  }
`;

export function createTrialRequest(input: CreateTrialRequestInput): Promise<SubmitOutcome> {
  return submitMutation(CREATE_TRIAL_REQUEST, 'createTrialRequest', { input });
}
