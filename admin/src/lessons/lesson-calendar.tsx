import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CardContent from '@mui/material/CardContent';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { TeacherFilter } from '../components/teacher-filter';
import { schoolTimeZone } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import { ClosuresCard } from './closures-card';
import { LeaveCard } from './leave-card';
import { LessonDay } from './lesson-day';
import { LessonWeek } from './lesson-week';
import { PayrollCard } from './payroll-card';
import { PolicyCard } from './policy-card';

/**
 * The lesson calendar (docs/requirements.md#enrolment): one week, Monday to Sunday in the school's zone, of every
 * teacher's lessons (or one teacher's), or one day with a column a teacher, each with its attendance and note; the school's closures, teachers' leave and
 * the month's payroll below.
 */
export function LessonCalendar() {
  const [teacherId, setTeacherId] = useState('');
  const [round, setRound] = useState(0);
  const [view, setView] = useState<'week' | 'day'>('week');
  const teachers = useProviderQuery('teachers:all', (p) => p.getTeachers());
  const students = useProviderQuery(`students:all:${round}`, (p) => p.getStudents());
  const names = useMemo(() => new Map(students.data?.map((s) => [s.id, s.name]) ?? []), [students.data]);
  const teacherNames = useMemo(() => new Map(teachers.data?.map((t) => [t.id, t.name]) ?? []), [teachers.data]);
  const changed = () => setRound((r) => r + 1);
  const zone = schoolTimeZone();
  const controls = (
    <>
      <TeacherFilter teachers={teachers.data} value={teacherId} onChange={setTeacherId} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: 'week' | 'day' | null) => next && setView(next)}
        aria-label="Calendar view"
      >
        <ToggleButton value="week">Week</ToggleButton>
        <ToggleButton value="day">Day</ToggleButton>
      </ToggleButtonGroup>
    </>
  );
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title="Lesson calendar" />
        <CardContent>
          {view === 'day' ? (
            <LessonDay
              zone={zone}
              zoneNote="the school’s zone"
              teacherId={teacherId || undefined}
              teachers={teachers.data ?? []}
              studentName={(id) => names.get(id) ?? 'Student'}
              round={round}
              onChange={changed}
              controls={controls}
            />
          ) : (
            <LessonWeek
              zone={zone}
              zoneNote="the school’s zone"
              teacherId={teacherId || undefined}
              studentName={(id) => names.get(id) ?? 'Student'}
              teacherName={(id) => (teacherId ? undefined : teacherNames.get(id))}
              teachers={teachers.data}
              round={round}
              onChange={changed}
              controls={controls}
            />
          )}
        </CardContent>
      </Card>
      <ClosuresCard onChange={changed} />
      {teachers.data && teachers.data.length > 0 && <LeaveCard teachers={teachers.data} onChange={changed} />}
      <PolicyCard />
      <PayrollCard />
    </>
  );
}
