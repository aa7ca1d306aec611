import {
  CancelVisitorTrialBookingDocument,
  MoveVisitorTrialBookingDocument,
  VisitorTrialBookingDocument,
  type VisitorBookingFieldsFragment,
} from '../../../gql/graphql';
import { getApolloClient } from '../../../lib/apollo-client';
import { attempt, type BookingResult } from './book-trial';

export type VisitorBooking = VisitorBookingFieldsFragment;

/** The class behind a private link; null when the token is unknown or the class has begun. */
export async function getVisitorBooking(token: string): Promise<VisitorBooking | null> {
  const result = await getApolloClient().query({
    query: VisitorTrialBookingDocument,
    variables: { token },
    fetchPolicy: 'no-cache',
  });
  if (!result.data) throw new Error('visitorTrialBooking answered no data');
  return result.data.visitorTrialBooking;
}

/** Moves the class to another offered time; the server frees the old one. */
export function moveVisitorBooking(token: string, startsAt: string): Promise<BookingResult<VisitorBooking>> {
  return attempt(async () => {
    const { data } = await getApolloClient().mutate({
      mutation: MoveVisitorTrialBookingDocument,
      variables: { token, startsAt },
      fetchPolicy: 'no-cache',
    });
    return data?.moveVisitorTrialBooking;
  });
}

export function cancelVisitorBooking(token: string): Promise<BookingResult<VisitorBooking>> {
  return attempt(async () => {
    const { data } = await getApolloClient().mutate({
      mutation: CancelVisitorTrialBookingDocument,
      variables: { token },
      fetchPolicy: 'no-cache',
    });
    return data?.cancelVisitorTrialBooking;
  });
}
