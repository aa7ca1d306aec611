import { CreateContactMessageDocument, type CreateContactMessageInput } from '../../../gql/graphql';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitMutation } from '../../../lib/submit-mutation';

export type { CreateContactMessageInput };

/** The document is create-contact-message.graphql, compiled by `npm run codegen`. */
export function createContactMessage(input: CreateContactMessageInput): Promise<SubmitOutcome> {
  return submitMutation(CreateContactMessageDocument, 'createContactMessage', { input });
}
