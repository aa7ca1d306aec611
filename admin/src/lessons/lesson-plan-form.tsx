import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { zoneName } from '@school/common';
import { schoolDate } from '../lib/school-time';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { Student } from '../providers/lessons-data';
import type { TeacherFieldsFragment } from '../gql/graphql';
import { LENGTHS, planSummary, WEEKDAYS } from './lesson-labels';

type Field = 'teacherId' | 'weekday' | 'startTime' | 'minutes' | 'firstDate' | 'lastDate' | 'course';

/**
 * "Set a weekly lesson" for a student: a teacher of the student's course, a weekday and a start in the teacher's
 * zone, a length and the dates. The server decides (overlaps with the teacher's other lessons or trial classes,
 * the grid, dates): its words show under the field they name, or above the button for a taken time.
 */
export function LessonPlanForm({
  student,
  teachers,
  onSaved,
}: {
  student: Student;
  teachers: readonly TeacherFieldsFragment[];
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const offered = teachers.filter((t) => t.active && (t.courses as string[]).includes(student.course));
  const [values, setValues] = useState({
    teacherId:
      student.teacherId && offered.some((t) => t.id === student.teacherId) ? student.teacherId : (offered[0]?.id ?? ''),
    weekday: String(((new Date(Date.now() + 86_400_000).getDay() + 6) % 7) + 1),
    startTime: '16:00',
    minutes: '30',
    firstDate: schoolDate(new Date(Date.now() + 86_400_000)),
    lastDate: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [taken, setTaken] = useState('');
  const [saving, setSaving] = useState(false);
  const teacher = offered.find((t) => t.id === values.teacherId);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const error = (field: Field) => ({ error: Boolean(errors[field]), helperText: errors[field] ?? ' ' });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setTaken('');
    try {
      const plan = await provider.createLessonPlan({
        studentId: student.id,
        teacherId: values.teacherId,
        course: student.course,
        weekday: Number(values.weekday),
        startTime: values.startTime,
        minutes: Number(values.minutes),
        firstDate: values.firstDate,
        lastDate: values.lastDate || null,
      });
      notify(`Weekly lesson set: ${planSummary(plan)}`, { type: 'success' });
      onSaved();
    } catch (caught) {
      const body = (caught as { body?: { code?: string; errors?: Partial<Record<Field, string>> } }).body;
      if (body?.errors) setErrors(body.errors);
      else setTaken((caught as Error).message);
    } finally {
      setSaving(false);
    }
  };

  if (offered.length === 0)
    return (
      <Typography color="text.secondary">
        No active teacher gives this course: add one (Teachers) before setting a weekly lesson.
      </Typography>
    );
  return (
    <Box component="form" onSubmit={(event) => void save(event)} noValidate aria-labelledby="plan-form-heading">
      <Typography id="plan-form-heading" variant="subtitle1" component="h3" gutterBottom>
        Set a weekly lesson
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <TextField
          select
          label="Teacher"
          value={values.teacherId}
          onChange={set('teacherId')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...error('teacherId')}
        >
          {offered.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Weekday"
          value={values.weekday}
          onChange={set('weekday')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...error('weekday')}
        >
          {WEEKDAYS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          label={`Starts (${zoneName(teacher?.timeZone ?? '')} time)`}
          type="time"
          value={values.startTime}
          onChange={set('startTime')}
          slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
          {...error('startTime')}
        />
        <TextField
          select
          label="Length"
          value={values.minutes}
          onChange={set('minutes')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...error('minutes')}
        >
          {LENGTHS.map((m) => (
            <option key={m} value={String(m)}>
              {m} minutes
            </option>
          ))}
        </TextField>
        <TextField
          label="First date"
          type="date"
          value={values.firstDate}
          onChange={set('firstDate')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...error('firstDate')}
        />
        <TextField
          label="Last date (optional)"
          type="date"
          value={values.lastDate}
          onChange={set('lastDate')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...error('lastDate')}
          helperText={errors.lastDate ?? 'Empty: lessons for a year ahead'}
        />
      </Box>
      {errors.course && <Alert severity="error">{errors.course}</Alert>}
      {taken && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {taken}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={saving || !values.teacherId} sx={{ mt: 1 }}>
        Set weekly lesson
      </Button>
    </Box>
  );
}
