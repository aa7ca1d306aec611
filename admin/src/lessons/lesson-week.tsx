import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DragEvent, ReactNode } from 'react';
import { useState } from 'react';
import { addDays, dayLabel, mondayOf, zonedDay, zoneName } from '@school/common';
import { useProviderQuery } from '../lib/use-provider-query';
import type { Lesson } from '../providers/lessons-data';
import { LESSON_DRAG_TYPE, LessonItem } from './lesson-item';
import { useLessonMove, type MoveTeacher } from './move-lesson-dialog';

/** The UTC day a window starts on, padded a day on each side: every zone's 7 days fall inside it. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * One week of lessons, Monday to Sunday in `zone` (the school's, or a teacher's), with its week buttons: seven
 * columns on a wide screen, a list of days on a phone. Lessons are asked for a day beyond each side in UTC and
 * placed by the day they fall on in the zone, so no offset is ever computed here.
 */
export function LessonWeek({
  zone,
  zoneNote,
  teacherId,
  controls,
  studentName,
  studentZone,
  teacherName,
  teachers,
  linkStudents = true,
  round,
  onChange,
}: {
  zone: string;
  /** Why these times, e.g. "the school's zone". */
  zoneNote: string;
  teacherId?: string;
  /** More controls beside the week buttons (a teacher filter). */
  controls?: ReactNode;
  studentName: (id: string) => string;
  /** The student's own zone: its local time is shown beside `zone`'s when they differ. */
  studentZone?: (id: string) => string | undefined;
  teacherName?: (id: string) => string | undefined;
  /** Staff's calendar: the teachers a lesson may move to. */
  teachers?: readonly MoveTeacher[];
  linkStudents?: boolean;
  round: number;
  onChange: () => void;
}) {
  const today = zonedDay(new Date(), zone);
  const [monday, setMonday] = useState(() => mondayOf(today));
  const move = useLessonMove({ zone, studentName, teachers, onMoved: onChange });
  const [dropDay, setDropDay] = useState<string | null>(null);
  const week = useProviderQuery(`lessons:${monday}:${teacherId ?? ''}:${round}`, (p) =>
    p.getLessons(utcDay(addDays(monday, -1)), utcDay(addDays(monday, 8)), { teacherId }),
  );
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const byDay = new Map<string, Lesson[]>(days.map((day) => [day, []]));
  for (const lesson of week.data ?? []) byDay.get(zonedDay(lesson.startsAt, zone))?.push(lesson);
  const count = week.data ? days.reduce((n, day) => n + byDay.get(day)!.length, 0) : undefined;
  const dragging = (event: DragEvent) => event.dataTransfer.types.includes(LESSON_DRAG_TYPE);
  // a lesson dropped on a day: the move dialog opens with that day and the lesson's time, to confirm or adjust
  const drop = (event: DragEvent, day: string) => {
    setDropDay(null);
    const lesson = week.data?.find((one) => one.id === event.dataTransfer.getData(LESSON_DRAG_TYPE));
    if (!lesson) return;
    event.preventDefault();
    move.ask({ lesson, day });
  };
  return (
    <>
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
        {controls}
      </Box>
      <Typography variant="h6" component="p" aria-live="polite">
        Week of {dayLabel(monday)} – {dayLabel(addDays(monday, 6))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Times in {zoneName(zone)} ({zoneNote}).{' '}
        {count === undefined ? '' : `${count} ${count === 1 ? 'lesson' : 'lessons'}.`}
      </Typography>
      {week.error && <Typography color="error">The lessons could not be loaded: {week.error.message}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' }, gap: 1 }}>
        {days.map((day) => (
          <Box
            component="section"
            key={day}
            aria-label={dayLabel(day)}
            onDragOver={(event: DragEvent) => {
              if (!dragging(event)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropDay(day);
            }}
            onDragLeave={() => setDropDay((current) => (current === day ? null : current))}
            onDrop={(event: DragEvent) => drop(event, day)}
            sx={{
              border: dropDay === day ? 2 : 1,
              borderColor: dropDay === day || day === today ? 'primary.main' : 'divider',
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
            {byDay.get(day)!.length === 0 ? (
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
                    studentName={studentName(lesson.studentId)}
                    studentZone={studentZone?.(lesson.studentId)}
                    linkStudent={linkStudents}
                    teacherName={teacherName?.(lesson.teacherId)}
                    onChange={onChange}
                    onMove={(one) => move.ask({ lesson: one, day: zonedDay(one.startsAt, zone) })}
                  />
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {move.dialog}
    </>
  );
}
