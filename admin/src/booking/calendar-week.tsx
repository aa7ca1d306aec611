import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-admin';
import { addDays, dayLabel, zonedDay, zonedTime } from '@school/common';
import type { CalendarBooking } from '../providers/booking-data';

/**
 * Seven school days from `monday`, each with its classes in time order: seven columns on a wide
 * screen, a list of days on a phone (the grid has one column there).
 */
export function CalendarWeek({
  monday,
  zone,
  bookings,
  today,
}: {
  monday: string;
  zone: string;
  bookings: readonly CalendarBooking[];
  today: string;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const byDay = new Map<string, CalendarBooking[]>();
  for (const booking of [...bookings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const day = zonedDay(booking.startsAt, zone);
    byDay.set(day, [...(byDay.get(day) ?? []), booking]);
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
        gap: 1,
      }}
    >
      {days.map((day) => (
        <Box
          component="section"
          key={day}
          aria-label={dayLabel(day)}
          sx={{
            border: 1,
            borderColor: day === today ? 'primary.main' : 'divider',
            borderRadius: 1,
            p: 1,
            minHeight: { md: 160 },
          }}
        >
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
            {dayLabel(day)}
            {day === today ? ' (today)' : ''}
          </Typography>
          {(byDay.get(day) ?? []).length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No classes
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {byDay.get(day)!.map((b) => (
                <Box component="li" key={b.id} sx={{ py: 0.5, borderTop: 1, borderColor: 'divider' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    <time dateTime={b.startsAt}>{zonedTime(b.startsAt, zone)}</time>
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <Link to={`/trial-requests/${b.trialRequestId}/show`}>
                      {b.trialRequest?.name ?? 'Trial request'}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {b.teacher?.name ?? b.teacherFirstName}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
