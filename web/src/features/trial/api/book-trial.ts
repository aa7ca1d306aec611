import { browserTimeZone } from '@school/common';
import { BookTrialDocument, type BookTrialMutation } from '../../../gql/graphql';
import { getApolloClient } from '../../../lib/apollo-client';
import { errorCodeOf } from '../../../lib/errors';
import type { TrialSlot } from './get-trial-slots';

export type BookedTrial = BookTrialMutation['bookTrial'];

/** A booking's outcome as the visitor sees it: booked, the time was just taken, or any other failure. */
export type BookingResult<T> = { ok: true; booking: T } | { ok: false; slotTaken: boolean };

/** Runs a booking mutation; SLOT_TAKEN (docs/requirements.md#trial-booking) is told apart from other failures. */
export async function attempt<T>(run: () => Promise<T | null | undefined>): Promise<BookingResult<T>> {
  try {
    const booking = await run();
    return booking ? { ok: true, booking } : { ok: false, slotTaken: false };
  } catch (error) {
    return { ok: false, slotTaken: errorCodeOf(error) === 'SLOT_TAKEN' };
  }
}

/** The browser's IANA zone: the visitor's mails show times in it. */
const browserZone = () => browserTimeZone() || null;

/** Books the request just created with its receipt's one-time token. */
export function bookTrial(
  trialRequestId: string,
  bookingToken: string,
  slot: TrialSlot,
): Promise<BookingResult<BookedTrial>> {
  return attempt(async () => {
    const { data } = await getApolloClient().mutate({
      mutation: BookTrialDocument,
      variables: {
        trialRequestId,
        bookingToken,
        startsAt: slot.startsAt,
        teacherId: slot.teacherId,
        visitorTimeZone: browserZone(),
      },
      fetchPolicy: 'no-cache',
    });
    return data?.bookTrial;
  });
}
