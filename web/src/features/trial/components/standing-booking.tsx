import { browserLocale, instantLabel, manageBookingPath } from '@school/common';
import { Link } from 'react-router-dom';
import { bookingCopy } from '../../../content/booking';
import type { RememberedBooking } from '../utils/booked-memory';

/**
 * A second request from an email whose class stands: says so, offers the booked class (its private link),
 * and lets the visitor send the request anyway, on purpose.
 */
export function StandingBooking({ booking, onSendAnyway }: { booking: RememberedBooking; onSendAnyway: () => void }) {
  const when = `${instantLabel(booking.startsAt, booking.timeZone, 'full', browserLocale())} (${booking.timeZone})`;
  return (
    <div className="form-notice form-notice--refused" role="alert">
      <p className="form-notice__message">{bookingCopy.alreadyBooked(when, booking.teacherFirstName)}</p>
      {booking.manageToken && (
        <p>
          <Link to={manageBookingPath(booking.manageToken)}>{bookingCopy.seeBooked}</Link>
        </p>
      )}
      <p>
        <button type="button" className="btn btn--outline" onClick={onSendAnyway}>
          {bookingCopy.sendAnyway}
        </button>
      </p>
    </div>
  );
}
