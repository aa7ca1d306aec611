import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { dayLabel, zonedDay, zonedTime, zoneName } from '@school/common';
import { categoryLabel } from '../labels';
import { schoolTimeZone } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import { EnrolmentStatus } from './enrolment-status';
import { LessonItem } from './lesson-item';
import { planSummary } from './lesson-labels';
import { LessonPlanForm } from './lesson-plan-form';
import { MakeUpCredits } from './make-up-credits';
import { PlanActions } from './plan-actions';

const WEEKS_SHOWN = 8;

/**
 * A student (docs/requirements.md#enrolment): the family, the weekly lessons, the next eight weeks of lessons (in the
 * school's zone, with the family's own time beside each day), and "Set a weekly lesson".
 */
export function StudentPage() {
  const { id = '' } = useParams();
  const [round, setRound] = useState(0);
  const zone = schoolTimeZone();
  const student = useProviderQuery(`student:${id}:${round}`, (p) => p.getStudent(id));
  const teachers = useProviderQuery('teachers:all', (p) => p.getTeachers());
  const lessons = useProviderQuery(`student-lessons:${id}:${round}`, (p) => {
    const from = new Date(Date.now() - 7 * 86_400_000);
    return p.getLessons(from, new Date(from.getTime() + (WEEKS_SHOWN + 1) * 7 * 86_400_000), { studentId: id });
  });
  const teacherNames = useMemo(() => new Map(teachers.data?.map((t) => [t.id, t.name]) ?? []), [teachers.data]);
  const s = student.data;
  if (student.error)
    return <Typography color="error">The student could not be loaded: {student.error.message}</Typography>;
  if (student.isPending && !s) return <Typography sx={{ mt: 2 }}>Loading the student…</Typography>;
  if (!s) return <Typography sx={{ mt: 2 }}>There is no such student.</Typography>;
  const familyZone = s.family?.timeZone ?? zone;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={s.name} />
      <Card component="section" aria-labelledby="student-heading">
        <CardContent>
          <Typography id="student-heading" variant="h5" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {s.name}
          </Typography>
          <Typography>
            {categoryLabel(s.course)} ·{' '}
            {s.teacherId ? `with ${teacherNames.get(s.teacherId) ?? 'a teacher'}` : 'no teacher yet'}
          </Typography>
          {s.family && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              Family: <Link to={`/people/${encodeURIComponent(s.family.email)}`}>{s.family.email}</Link>
              {s.family.phone ? ` · ${s.family.phone}` : ''} · times shown to them in {zoneName(s.family.timeZone)}
            </Typography>
          )}
          {s.trialRequestId && (
            <Typography>
              <Link to={`/trial-requests/${s.trialRequestId}/show`}>The trial request</Link>
            </Typography>
          )}
          <EnrolmentStatus student={s} onChanged={() => setRound((r) => r + 1)} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="plans-heading">
        <CardContent>
          <Typography id="plans-heading" variant="h6" component="h2" gutterBottom>
            Weekly lessons
          </Typography>
          {s.plans.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              No weekly lesson yet.
            </Typography>
          ) : (
            <Box component="ul" sx={{ mt: 0, mb: 2, pl: 2.5 }}>
              {s.plans.map((plan) => (
                <Typography component="li" key={plan.id}>
                  {planSummary(plan)} with {teacherNames.get(plan.teacherId) ?? 'a teacher'}, from{' '}
                  {dayLabel(plan.firstDate)} {plan.firstDate.slice(0, 4)}
                  {plan.lastDate ? ` to ${dayLabel(plan.lastDate)} ${plan.lastDate.slice(0, 4)}` : ''}
                  {teachers.data && (
                    <PlanActions plan={plan} teachers={teachers.data} onChanged={() => setRound((r) => r + 1)} />
                  )}
                </Typography>
              ))}
            </Box>
          )}
          {teachers.data && (
            <LessonPlanForm student={s} teachers={teachers.data} onSaved={() => setRound((r) => r + 1)} />
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="credits-heading">
        <CardContent>
          <Typography id="credits-heading" variant="h6" component="h2">
            Make-up credits
          </Typography>
          <MakeUpCredits
            studentId={s.id}
            version={round}
            schoolZone={zone}
            familyZone={familyZone}
            teacherName={(teacherId) => teacherNames.get(teacherId) ?? 'Teacher'}
            onBooked={() => setRound((r) => r + 1)}
          />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="lessons-heading">
        <CardContent>
          <Typography id="lessons-heading" variant="h6" component="h2">
            Lessons
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Last week and the next {WEEKS_SHOWN} weeks, in {zoneName(zone)} (the school’s zone).
          </Typography>
          {lessons.data?.length === 0 && <Typography color="text.secondary">No lessons in these weeks.</Typography>}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lessons.data?.map((lesson) => (
              <Box component="li" key={lesson.id} sx={{ listStyle: 'none' }}>
                <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
                  {dayLabel(zonedDay(lesson.startsAt, zone))}
                  {familyZone !== zone
                    ? ` (family: ${dayLabel(zonedDay(lesson.startsAt, familyZone))}, ${zonedTime(lesson.startsAt, familyZone)})`
                    : ''}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  <LessonItem
                    lesson={lesson}
                    zone={zone}
                    studentName={s.name}
                    showStudent={false}
                    teacherName={teacherNames.get(lesson.teacherId)}
                    onChange={() => setRound((r) => r + 1)}
                  />
                </Box>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
