import { browserLocale, instantLabel, manageBookingPath } from '@school/common';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { bookingCopy } from '../../../content/booking';
import type { BookedTrial } from '../api/book-trial';

interface BookingConfirmationProps {
  booking: Pick<BookedTrial, 'startsAt' | 'teacherFirstName' | 'manageToken'>;
  timeZone: string;
  locale?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** What the visitor sees once their pick is booked: the time in their zone, the teacher, and the private link. */
export function BookingConfirmation({ booking, timeZone, locale, headingRef }: BookingConfirmationProps) {
  const token = booking.manageToken;
  const href = token ? manageBookingPath(token) : undefined;
  return (
    <section className="offer card" aria-labelledby="booked-title">
      <h3 id="booked-title" tabIndex={-1} ref={headingRef}>
        {bookingCopy.bookedHeading}
      </h3>
      <p>
        {instantLabel(booking.startsAt, timeZone, 'full', locale ?? browserLocale())} ({timeZone}) with{' '}
        {booking.teacherFirstName}.
      </p>
      {href && (
        <>
          <p>{bookingCopy.privateLinkIntro}</p>
          <p className="offer__link">
            <Link to={href}>{`${typeof window === 'undefined' ? '' : window.location.origin}${href}`}</Link>
          </p>
        </>
      )}
    </section>
  );
}
