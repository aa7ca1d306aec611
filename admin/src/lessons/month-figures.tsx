import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TeacherMonth } from '../providers/lessons-data';

/** The figures of a teacher's month, in the order payroll reads them (docs/requirements.md#teacher-week). */
export const MONTH_COLUMNS: ReadonlyArray<{ key: keyof TeacherMonth; label: string }> = [
  { key: 'taught', label: 'Taught' },
  { key: 'minutesTaught', label: 'Minutes taught' },
  { key: 'attended', label: 'Attended' },
  { key: 'noShows', label: 'No-shows' },
  { key: 'makeUps', label: 'Make-ups' },
  { key: 'absentWithNotice', label: 'Absent with notice' },
  { key: 'cancelled', label: 'Cancelled' },
  { key: 'unmarked', label: 'Not marked' },
  { key: 'upcoming', label: 'Still to come' },
];

/** One teacher's month as a list of terms and figures. */
export function MonthFigures({ month }: { month: TeacherMonth }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(3, 1fr auto)' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        maxWidth: 760,
      }}
    >
      {MONTH_COLUMNS.map(({ key, label }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            {month[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
