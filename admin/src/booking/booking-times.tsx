import Typography from '@mui/material/Typography';
import { schoolTimeZone } from '../lib/school-time';
import { whenIn, zoneName } from '../lib/zone-time';
import type { TrialBooking } from '../providers/booking-data';

/** A class's time for everyone who meets in it: the school's, the teacher's and, when known, the student's. */
export function BookingTimes({ booking }: { booking: TrialBooking }) {
  const school = schoolTimeZone();
  const teacherZone = booking.teacher?.timeZone;
  const studentZone = booking.visitorTimeZone;
  return (
    <>
      <Typography sx={{ fontWeight: 500 }}>
        <time dateTime={booking.startsAt}>{whenIn(school, booking.startsAt)}</time> ({zoneName(school)})
      </Typography>
      <Typography variant="body2" color="text.secondary" component="ul" sx={{ m: 0, pl: 2.5 }}>
        {teacherZone && teacherZone !== school && (
          <li>
            Teacher: {whenIn(teacherZone, booking.startsAt)} ({zoneName(teacherZone)})
          </li>
        )}
        {studentZone && studentZone !== school && (
          <li>
            Student: {whenIn(studentZone, booking.startsAt)} ({zoneName(studentZone)})
          </li>
        )}
      </Typography>
    </>
  );
}
