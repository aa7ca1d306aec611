import { TrialSlotsDocument, type TrialSlotsQuery } from '../../../gql/graphql';
import { getApolloClient } from '../../../lib/apollo-client';

export type TrialSlot = TrialSlotsQuery['trialSlots'][number];

/** How far ahead the site offers times (docs/requirements.md#trial-slots: 21 days). */
export const OFFER_DAYS = 21;

/** The free times of a course (its value, trimmed) from now to OFFER_DAYS ahead, earliest first. */
export async function getTrialSlots(course: string, now = new Date()): Promise<TrialSlot[]> {
  const to = new Date(now.getTime() + OFFER_DAYS * 24 * 60 * 60 * 1000);
  const result = await getApolloClient().query({
    query: TrialSlotsDocument,
    variables: { course: course.trim(), from: now.toISOString(), to: to.toISOString() },
    fetchPolicy: 'no-cache',
  });
  if (!result.data) throw new Error('trialSlots answered no data');
  return result.data.trialSlots;
}
