import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { schoolDate, schoolDayStart, schoolTimeZone } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import { addDays, dayIn, dayLabel, mondayOf, zoneName } from '../lib/zone-time';
import type { Lesson } from '../providers/lessons-data';
import { ClosuresCard } from './closures-card';
import { LeaveCard } from './leave-card';
import { LessonItem } from './lesson-item';

/**
 * The lesson calendar (docs/requirements.md#enrolment): one week, Monday to Sunday in the school's zone, of every
 * teacher's lessons (or one teacher's), each with its attendance and note. Seven columns on a wide screen, a list of
 * days on a phone.
 */
export function LessonCalendar() {
  const zone = schoolTimeZone();
  const today = schoolDate(new Date());
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [teacherId, setTeacherId] = useState('');
  const [round, setRound] = useState(0);
  const teachers = useProviderQuery('teachers:all', (p) => p.getTeachers());
  const students = useProviderQuery(`students:all:${round}`, (p) => p.getStudents());
  const week = useProviderQuery(`lessons:${monday}:${teacherId}:${round}`, (p) =>
    p.getLessons(schoolDayStart(monday), schoolDayStart(monday, 7), { teacherId: teacherId || undefined }),
  );
  const names = useMemo(() => new Map(students.data?.map((s) => [s.id, s.name]) ?? []), [students.data]);
  const teacherNames = useMemo(() => new Map(teachers.data?.map((t) => [t.id, t.name]) ?? []), [teachers.data]);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const byDay = new Map<string, Lesson[]>();
  for (const lesson of week.data ?? []) {
    const day = dayIn(zone, lesson.startsAt);
    byDay.set(day, [...(byDay.get(day) ?? []), lesson]);
  }
  const count = week.data?.length;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title="Lesson calendar" />
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
            <TextField
              select
              label="Teacher"
              size="small"
              value={teacherId}
              onChange={(event) => setTeacherId(event.target.value)}
              fullWidth={false}
              sx={{ minWidth: 220 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">All teachers</option>
              {teachers.data?.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </TextField>
          </Box>
          <Typography variant="h6" component="p" aria-live="polite">
            Week of {dayLabel(monday)} – {dayLabel(addDays(monday, 6))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Times in {zoneName(zone)} (the school’s zone).{' '}
            {count === undefined ? '' : `${count} ${count === 1 ? 'lesson' : 'lessons'}.`}
          </Typography>
          {week.error && <Typography color="error">The lessons could not be loaded: {week.error.message}</Typography>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' }, gap: 1 }}>
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
                  minWidth: 0,
                }}
              >
                <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
                  {dayLabel(day)}
                  {day === today ? ' (today)' : ''}
                </Typography>
                {(byDay.get(day) ?? []).length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No lessons
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {byDay.get(day)!.map((lesson) => (
                      <LessonItem
                        key={lesson.id}
                        lesson={lesson}
                        zone={zone}
                        studentName={names.get(lesson.studentId) ?? 'Student'}
                        teacherName={teacherId ? undefined : teacherNames.get(lesson.teacherId)}
                        onChange={() => setRound((r) => r + 1)}
                      />
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <ClosuresCard onChange={() => setRound((r) => r + 1)} />
      {teachers.data && teachers.data.length > 0 && (
        <LeaveCard teachers={teachers.data} onChange={() => setRound((r) => r + 1)} />
      )}
    </>
  );
}
