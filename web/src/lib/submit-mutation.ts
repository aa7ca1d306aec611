import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getApolloClient } from './apollo-client';
import { classifyError, rateLimitWords, type SubmitOutcome } from './errors';
import type { UploadInit } from './upload-fetch';

/** What a caller may add to the request: a signal that cancels it, a listener for its upload's progress. */
export type SendOptions = Pick<UploadInit, 'signal' | 'onUploadProgress'>;

/**
 * Runs one create mutation and reports the outcome; a receipt without an id is not a success.
 * `field` is the mutation's field, whose answer is the receipt; the document's generated types
 * (web/src/gql, `npm run codegen`) tie it, the variables and the answer together.
 */
export async function submitMutation<Field extends string, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Record<Field, { id: string } | null>, Variables>,
  field: Field,
  variables: Variables,
  options?: SendOptions,
): Promise<SubmitOutcome> {
  return (await submitForReceipt(mutation, field, variables, options)).outcome;
}

/**
 * As submitMutation, with the receipt itself on success (e.g. a trial request's bookingToken), and the server's own
 * words when it turned the visitor away for sending too often.
 */
export async function submitForReceipt<
  Field extends string,
  Receipt extends { id: string },
  Variables extends OperationVariables,
>(
  mutation: TypedDocumentNode<Record<Field, Receipt | null>, Variables>,
  field: Field,
  variables: Variables,
  options?: SendOptions,
): Promise<{ outcome: SubmitOutcome; receipt?: Receipt; words?: string }> {
  try {
    const context = options ? { fetchOptions: options } : undefined;
    const result = await getApolloClient().mutate({ mutation, variables, fetchPolicy: 'no-cache', context });
    const receipt = result.data?.[field] ?? undefined;
    return receipt?.id ? { outcome: 'success', receipt } : { outcome: 'otherStatus' };
  } catch (error) {
    return { outcome: classifyError(error), words: rateLimitWords(error) };
  }
}
