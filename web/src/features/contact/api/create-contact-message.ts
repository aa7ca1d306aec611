import { gql } from '@apollo/client';
import type { ContactMessageInput } from '@school/common';
import type { SubmitOutcome } from '../../../lib/errors';
import { submitMutation, type AntiSpamFields } from '../../../lib/submit-mutation';

export type CreateContactMessageInput = ContactMessageInput & AntiSpamFields;

export const CREATE_CONTACT_MESSAGE = gql`
  mutation CreateContactMessage($input: CreateContactMessageInput!) {
    createContactMessage(input: $input) { id }
  }
`;

export function createContactMessage(input: CreateContactMessageInput): Promise<SubmitOutcome> {
  return submitMutation(CREATE_CONTACT_MESSAGE, 'createContactMessage', { input });
}
