import type { DocumentNode } from 'graphql';
import { getApolloClient } from './apollo-client';
import { classifyError, type SubmitOutcome } from './errors';

/** Fields every enquiry form sends besides its own: the honeypot and the time spent filling it. */
export interface AntiSpamFields { website: string; fillMs: number }

/** Runs one create mutation and reports the outcome; a receipt without an id is not a success. */
export async function submitMutation(
  mutation: DocumentNode,
  field: string,
  variables: Record<string, unknown>,
): Promise<SubmitOutcome> {
  try {
    const result = await getApolloClient().mutate<Record<string, { id?: string } | null>>({
      mutation,
      variables,
      fetchPolicy: 'no-cache',
    });
    return result.data?.[field]?.id ? 'success' : 'otherStatus';
  } catch (error) {
    return classifyError(error);
  }
}
