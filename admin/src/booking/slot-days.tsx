import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dayLabel, zonedTime } from '@school/common';
import type { SlotDay } from '../lib/slot-days';

/**
 * The free times, one heading per school day, each time with a button per teacher free then. The
 * times are the school's; with a student zone that differs, the student's time is said beside it.
 */
export function SlotDays({
  days,
  schoolZone,
  studentZone,
  teacherName,
  busy,
  onPick,
}: {
  days: readonly SlotDay[];
  schoolZone: string;
  studentZone: string;
  teacherName: (id: string) => string;
  busy: boolean;
  onPick: (startsAt: string, teacherId: string) => void;
}) {
  if (days.length === 0)
    return <Typography color="text.secondary">No teacher of this course is free in the next 21 days.</Typography>;
  return (
    <>
      {days.map(({ day, times }) => (
        <Box component="section" key={day} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {dayLabel(day)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {times.map(({ startsAt, teacherIds }) => {
              const time = zonedTime(startsAt, schoolZone);
              const theirs = studentZone === schoolZone ? null : zonedTime(startsAt, studentZone);
              return (
                <Box
                  component="li"
                  key={startsAt}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
                >
                  <Typography component="span" sx={{ minWidth: 48, fontVariantNumeric: 'tabular-nums' }}>
                    {time}
                  </Typography>
                  {theirs && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({theirs} for the student)
                    </Typography>
                  )}
                  {teacherIds.map((id) => (
                    <Button
                      key={id}
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      aria-label={`${teacherName(id)}, ${dayLabel(day)} ${time}`}
                      onClick={() => onPick(startsAt, id)}
                    >
                      {teacherName(id)}
                    </Button>
                  ))}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </>
  );
}
