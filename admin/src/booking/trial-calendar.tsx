import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { addDays, dayLabel, mondayOf, zoneName } from '@school/common';
import { TeacherFilter } from '../components/teacher-filter';
import { schoolDate, schoolDayStart, schoolTimeZone } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import { CalendarWeek } from './calendar-week';

/** The trial calendar (docs/requirements.md#trial-booking): one week, Monday to Sunday in the school's zone, of booked classes. */
export function TrialCalendar() {
  const zone = schoolTimeZone();
  const today = schoolDate(new Date());
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [teacherId, setTeacherId] = useState('');
  const teachers = useProviderQuery('teachers:all', (p) => p.getTeachers());
  const week = useProviderQuery(`calendar:${monday}:${teacherId}`, (p) =>
    p.getTrialBookings(schoolDayStart(monday), schoolDayStart(monday, 7), teacherId || undefined),
  );
  const heading = `Week of ${dayLabel(monday)} – ${dayLabel(addDays(monday, 6))}`;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Trial calendar" />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <Button variant="outlined" onClick={() => setMonday(addDays(monday, -7))}>
            Previous week
          </Button>
          <Button variant="outlined" onClick={() => setMonday(mondayOf(today))} disabled={monday === mondayOf(today)}>
            This week
          </Button>
          <Button variant="outlined" onClick={() => setMonday(addDays(monday, 7))}>
            Next week
          </Button>
          <TeacherFilter teachers={teachers.data} value={teacherId} onChange={setTeacherId} />
        </Box>
        <Typography variant="h6" component="p" aria-live="polite">
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Times in {zoneName(zone)} (the school’s zone).{' '}
          {week.data ? `${week.data.length} ${week.data.length === 1 ? 'class' : 'classes'}.` : ''}
        </Typography>
        {week.error && <Typography color="error">The classes could not be loaded: {week.error.message}</Typography>}
        <CalendarWeek monday={monday} zone={zone} bookings={week.data ?? []} today={today} />
      </CardContent>
    </Card>
  );
}
