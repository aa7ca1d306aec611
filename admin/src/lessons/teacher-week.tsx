import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { addMonths, monthLabel, zonedMonth, zoneName } from '@school/common';
import { useProviderQuery } from '../lib/use-provider-query';
import type { SignedInTeacher } from '../providers/lessons-data';
import { LeaveCard } from './leave-card';
import { LessonWeek } from './lesson-week';
import { MonthFigures } from './month-figures';

/**
 * A teacher's home (docs/requirements.md#teacher-week): their week in their own zone, each lesson with the student's
 * local time when it differs, attendance and notes; their leave; their month for payroll.
 */
export function TeacherWeek() {
  const me = useProviderQuery('my-teacher', (p) => p.getMyTeacher());
  if (me.error)
    return (
      <Card sx={{ mt: 2 }}>
        <Title title="My week" />
        <CardContent>
          <Typography color="error" role="alert">
            {me.error.message}
          </Typography>
        </CardContent>
      </Card>
    );
  return me.data ? <Week teacher={me.data} /> : <Title title="My week" />;
}

function Week({ teacher }: { teacher: SignedInTeacher }) {
  const [round, setRound] = useState(0);
  const students = useProviderQuery(`taught:${round}`, (p) => p.getTaughtStudents());
  const byId = useMemo(() => new Map(students.data?.map((s) => [s.id, s]) ?? []), [students.data]);
  const changed = () => setRound((r) => r + 1);
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title="My week" />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {teacher.name}’s week
          </Typography>
          <LessonWeek
            zone={teacher.timeZone}
            zoneNote="your zone"
            teacherId={teacher.id}
            studentName={(id) => byId.get(id)?.name ?? 'Student'}
            studentZone={(id) => byId.get(id)?.timeZone}
            linkStudents={false}
            round={round}
            onChange={changed}
          />
        </CardContent>
      </Card>
      <MonthCard teacher={teacher} round={round} />
      <LeaveCard teachers={[teacher]} onChange={changed} />
    </>
  );
}

function MonthCard({ teacher, round }: { teacher: SignedInTeacher; round: number }) {
  const thisMonth = zonedMonth(new Date(), teacher.timeZone);
  const [month, setMonth] = useState(thisMonth);
  const figures = useProviderQuery(`month:${month}:${round}`, (p) => p.getTeacherMonth(month));
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="month-heading">
      <CardContent>
        <Typography id="month-heading" variant="h6" component="h2" gutterBottom>
          My month: {monthLabel(month)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button variant="outlined" onClick={() => setMonth(addMonths(month, -1))}>
            Previous month
          </Button>
          <Button variant="outlined" onClick={() => setMonth(thisMonth)} disabled={month === thisMonth}>
            This month
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Counted in {zoneName(teacher.timeZone)}. A lesson missed without notice counts as taught.
        </Typography>
        {figures.error && <Typography color="error">{figures.error.message}</Typography>}
        {figures.data && <MonthFigures month={figures.data} />}
      </CardContent>
    </Card>
  );
}
