import { CreateContactMessageDocument, type CreateContactMessageInput } from '../../../gql/graphql';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitForReceipt } from '../../../lib/submit-mutation';

export type { CreateContactMessageInput };

/** The document is create-contact-message.graphql, compiled by `npm run codegen`. */
export async function createContactMessage(
  input: CreateContactMessageInput,
): Promise<{ outcome: SubmitOutcome; words?: string }> {
  const { outcome, words } = await submitForReceipt(CreateContactMessageDocument, 'createContactMessage', { input });
  return { outcome, words };
}
