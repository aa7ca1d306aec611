import { browserLocale, instantLabel, type TrialCategory } from '@school/common';
import { courseNames } from '../../../content/booking';
import type { VisitorBooking } from '../api/visitor-trial-booking';

/** A booked class as the visitor reads it: when (in their zone, named), with whom, which course. */
export function BookingFacts({
  booking,
  timeZone,
  locale,
}: {
  booking: VisitorBooking;
  timeZone: string;
  locale?: string;
}) {
  const course = courseNames[booking.course as TrialCategory] ?? booking.course;
  return (
    <dl className="booking-facts">
      <dt>When</dt>
      <dd>
        {instantLabel(booking.startsAt, timeZone, 'full', locale ?? browserLocale())} ({timeZone})
      </dd>
      <dt>Teacher</dt>
      <dd>{booking.teacherFirstName}</dd>
      <dt>Course</dt>
      <dd>{course}</dd>
    </dl>
  );
}
