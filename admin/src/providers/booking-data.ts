/**
 * Trial classes (docs/requirements.md#trial-booking) as the dashboard reads and changes them: a request's bookings, the free
 * times of a course, booking, moving and cancelling, the week calendar and the funnel. The documents
 * are documents/booking.graphql (typed in ../gql).
 */
import {
  BookTrialDocument,
  CancelTrialBookingDocument,
  TrialBookingsDocument,
  TrialFunnelDocument,
  TrialRequestBookingsDocument,
  TrialSlotsDocument,
  type BookTrialMutationVariables,
  type TrialBookingFieldsFragment,
  type TrialBookingsQuery,
  type TrialFunnelQuery,
  type TrialSlotsQuery,
} from '../gql/graphql';
import type { GraphqlRequest } from './graphql-client';

export type TrialBooking = TrialBookingFieldsFragment;
export type CalendarBooking = TrialBookingsQuery['trialBookings'][number];
export type TrialSlot = TrialSlotsQuery['trialSlots'][number];
export type FunnelRow = TrialFunnelQuery['trialFunnel'][number];

export interface BookingData {
  /** Every booking of a trial request, cancelled ones included, newest first. */
  getTrialRequestBookings(id: string): Promise<TrialBooking[]>;
  /** Every teacher free at each time of [from, to) for the course. */
  getTrialSlots(course: string, from: Date, to: Date): Promise<TrialSlot[]>;
  /** Books (or moves) a request's class; SLOT_TAKEN comes back as an HttpError whose body.code says so. */
  bookTrial(variables: BookTrialMutationVariables): Promise<TrialBooking>;
  cancelTrialBooking(id: string): Promise<TrialBooking>;
  getTrialBookings(from: Date, to: Date, teacherId?: string): Promise<CalendarBooking[]>;
  getTrialFunnel(days: number): Promise<FunnelRow[]>;
}

export function createBookingData(request: GraphqlRequest): BookingData {
  return {
    getTrialRequestBookings: async (id) => (await request(TrialRequestBookingsDocument, { id })).record?.bookings ?? [],
    getTrialSlots: async (course, from, to) =>
      (await request(TrialSlotsDocument, { course, from: from.toISOString(), to: to.toISOString() })).trialSlots,
    bookTrial: async (variables) => (await request(BookTrialDocument, variables)).booking,
    cancelTrialBooking: async (id) => (await request(CancelTrialBookingDocument, { id })).booking,
    getTrialBookings: async (from, to, teacherId) =>
      (
        await request(TrialBookingsDocument, {
          from: from.toISOString(),
          to: to.toISOString(),
          teacherId: teacherId || null,
        })
      ).trialBookings,
    getTrialFunnel: async (days) => (await request(TrialFunnelDocument, { days })).trialFunnel,
  };
}
