/**
 * The visitor's private link, rendered by the server (docs/requirements.md#trial-private-link): the address carries
 * the token in its path, so the page works without script (view, move and cancel by posting forms). One shape for
 * the server, which fills it, and the site, which renders it and carries it in the page (`#booking-page`) so
 * hydration shows the same.
 */
export const BOOKING_PAGE_ELEMENT = 'booking-page';

/** The private link of a booking: /Trial/booking/<token> (the token is base64url: nothing to escape). */
export const manageBookingPath = (token: string) => `/Trial/booking/${encodeURIComponent(token)}`;

export interface BookingPageBooking {
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled';
  course: string;
  teacherFirstName: string;
}

export interface BookingPageSlot {
  startsAt: string;
  teacherId: string;
  teacherFirstName: string;
}

export interface BookingPage {
  token: string;
  /** shown: the class stands; invalid: unknown, cancelled or begun; cancelled: just cancelled by this visitor. */
  state: 'shown' | 'invalid' | 'cancelled';
  booking?: BookingPageBooking;
  /** The zone times are shown in: the one the visitor booked from, else the school's. */
  timeZone: string;
  /** idle: the class and its two actions; confirm: "cancel it?"; move: the free times of the course. */
  mode: 'idle' | 'confirm' | 'move';
  /** What just happened ("moved", "taken", "failed"). */
  note?: 'moved' | 'taken' | 'failed';
  /** The free times of the course (mode move). */
  slots?: BookingPageSlot[];
}
