import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DragEvent, ReactNode } from 'react';
import { useState } from 'react';
import { addDays, dayLabel, zonedDay, zoneName } from '@school/common';
import { useProviderQuery } from '../lib/use-provider-query';
import type { Lesson } from '../providers/lessons-data';
import { LESSON_DRAG_TYPE, LessonItem } from './lesson-item';
import { useLessonMove, type MoveTeacher } from './move-lesson-dialog';

/** The UTC day a window starts on, padded a day on each side: the zone's day falls inside it. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * One day of lessons across teachers (docs/requirements.md#lesson-moves), in `zone`: a column a teacher with lessons
 * that day, earliest first, side by side on a wide screen (scrolling sideways when there are many), one under another
 * on a phone. A lesson dragged onto another teacher's column opens the move dialog with that teacher, at the same
 * time; the server's one calendar decides.
 */
export function LessonDay({
  zone,
  zoneNote,
  teacherId,
  teachers,
  controls,
  studentName,
  round,
  onChange,
}: {
  zone: string;
  zoneNote: string;
  teacherId?: string;
  teachers: readonly MoveTeacher[];
  controls?: ReactNode;
  studentName: (id: string) => string;
  round: number;
  onChange: () => void;
}) {
  const today = zonedDay(new Date(), zone);
  const [day, setDay] = useState(today);
  const move = useLessonMove({ zone, studentName, teachers, onMoved: onChange });
  const [dropOn, setDropOn] = useState<string | null>(null);
  const lessons = useProviderQuery(`lessons-day:${day}:${teacherId ?? ''}:${round}`, (p) =>
    p.getLessons(utcDay(addDays(day, -1)), utcDay(addDays(day, 2)), { teacherId }),
  );
  const names = new Map(teachers.map((t) => [t.id, t.name]));
  const byTeacher = new Map<string, Lesson[]>();
  for (const lesson of lessons.data ?? [])
    if (zonedDay(lesson.startsAt, zone) === day)
      byTeacher.set(lesson.teacherId, [...(byTeacher.get(lesson.teacherId) ?? []), lesson]);
  const columns = [...byTeacher].sort(([a], [b]) => (names.get(a) ?? '').localeCompare(names.get(b) ?? ''));
  const count = columns.reduce((n, [, list]) => n + list.length, 0);
  const drop = (event: DragEvent, toTeacher: string) => {
    setDropOn(null);
    const lesson = lessons.data?.find((one) => one.id === event.dataTransfer.getData(LESSON_DRAG_TYPE));
    if (!lesson) return;
    event.preventDefault();
    move.ask({ lesson, day, teacherId: toTeacher });
  };
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button variant="outlined" onClick={() => setDay(addDays(day, -1))}>
          Previous day
        </Button>
        <Button variant="outlined" onClick={() => setDay(today)} disabled={day === today}>
          Today
        </Button>
        <Button variant="outlined" onClick={() => setDay(addDays(day, 1))}>
          Next day
        </Button>
        <TextField
          type="date"
          size="small"
          label="Day"
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
          fullWidth={false}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {controls}
      </Box>
      <Typography variant="h6" component="p" aria-live="polite">
        {dayLabel(day)}
        {day === today ? ' (today)' : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Times in {zoneName(zone)} ({zoneNote}).{' '}
        {lessons.data
          ? `${count} ${count === 1 ? 'lesson' : 'lessons'}, ${columns.length} ${columns.length === 1 ? 'teacher' : 'teachers'}.`
          : ''}
      </Typography>
      {lessons.error && <Typography color="error">The lessons could not be loaded: {lessons.error.message}</Typography>}
      {lessons.data && columns.length === 0 && <Typography color="text.secondary">No lessons this day.</Typography>}
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: { xs: 'row', md: 'column' },
          gridAutoColumns: { md: 'minmax(220px, 1fr)' },
          gap: 1,
          overflowX: { md: 'auto' },
        }}
      >
        {columns.map(([id, list]) => (
          <Box
            component="section"
            key={id}
            aria-label={names.get(id) ?? 'Teacher'}
            onDragOver={(event: DragEvent) => {
              if (!event.dataTransfer.types.includes(LESSON_DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropOn(id);
            }}
            onDragLeave={() => setDropOn((current) => (current === id ? null : current))}
            onDrop={(event: DragEvent) => drop(event, id)}
            sx={{
              border: dropOn === id ? 2 : 1,
              borderColor: dropOn === id ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 1,
              minWidth: 0,
            }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
              {names.get(id) ?? 'Teacher'}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list
                .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
                .map((lesson) => (
                  <LessonItem
                    key={lesson.id}
                    lesson={lesson}
                    zone={zone}
                    studentName={studentName(lesson.studentId)}
                    onChange={onChange}
                    onMove={(one) => move.ask({ lesson: one, day })}
                  />
                ))}
            </Box>
          </Box>
        ))}
      </Box>
      {move.dialog}
    </>
  );
}
