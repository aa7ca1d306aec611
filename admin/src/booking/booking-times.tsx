import Typography from '@mui/material/Typography';
import { instantLabel, zoneName } from '@school/common';
import { schoolTimeZone } from '../lib/school-time';
import type { TrialBooking } from '../providers/booking-data';

/** A class's time for everyone who meets in it: the school's, the teacher's and, when known, the student's. */
export function BookingTimes({ booking }: { booking: TrialBooking }) {
  const school = schoolTimeZone();
  const teacherZone = booking.teacher?.timeZone;
  const studentZone = booking.visitorTimeZone;
  return (
    <>
      <Typography sx={{ fontWeight: 500 }}>
        <time dateTime={booking.startsAt}>{instantLabel(booking.startsAt, school, 'short')}</time> ({zoneName(school)})
      </Typography>
      <Typography variant="body2" color="text.secondary" component="ul" sx={{ m: 0, pl: 2.5 }}>
        {teacherZone && teacherZone !== school && (
          <li>
            Teacher: {instantLabel(booking.startsAt, teacherZone, 'short')} ({zoneName(teacherZone)})
          </li>
        )}
        {studentZone && studentZone !== school && (
          <li>
            Student: {instantLabel(booking.startsAt, studentZone, 'short')} ({zoneName(studentZone)})
          </li>
        )}
      </Typography>
    </>
  );
}
