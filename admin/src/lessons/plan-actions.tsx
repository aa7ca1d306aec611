import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { TeacherFieldsFragment } from '../gql/graphql';
import { fieldErrorsOf } from '../lib/server-errors';
import { schoolDate } from '../lib/school-time';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { LessonPlan } from '../providers/lessons-data';
import { LENGTHS, planSummary, WEEKDAYS } from './lesson-labels';

type Mode = 'change' | 'end';

/**
 * "Change from a date" and "End" for a weekly lesson (docs/requirements.md#enrolment): the server keeps the history
 * (the lessons before the date, and the marked ones) and says in words what it refuses.
 */
export function PlanActions({
  plan,
  teachers,
  onChanged,
}: {
  plan: LessonPlan;
  teachers: readonly TeacherFieldsFragment[];
  onChanged: () => void;
}) {
  const [mode, setMode] = useState<Mode | null>(null);
  const today = schoolDate(new Date());
  if (plan.lastDate && plan.lastDate < today) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, ml: 1 }}>
      <Button size="small" onClick={() => setMode('change')} aria-label={`Change ${planSummary(plan)} from a date`}>
        Change
      </Button>
      <Button size="small" color="error" onClick={() => setMode('end')} aria-label={`End ${planSummary(plan)}`}>
        End
      </Button>
      {mode && (
        <PlanDialog
          mode={mode}
          plan={plan}
          teachers={teachers}
          onClose={() => setMode(null)}
          onDone={() => {
            setMode(null);
            onChanged();
          }}
        />
      )}
    </Box>
  );
}

function PlanDialog({
  mode,
  plan,
  teachers,
  onClose,
  onDone,
}: {
  mode: Mode;
  plan: LessonPlan;
  teachers: readonly TeacherFieldsFragment[];
  onClose: () => void;
  onDone: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const offered = teachers.filter((t) => t.active && (t.courses as string[]).includes(plan.course));
  const [values, setValues] = useState({
    date: schoolDate(new Date(Date.now() + 86_400_000)),
    teacherId: plan.teacherId,
    weekday: String(plan.weekday),
    startTime: plan.startTime,
    minutes: String(plan.minutes),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? ' ' });
  const save = async () => {
    setSaving(true);
    setErrors({});
    setProblem('');
    try {
      if (mode === 'end') {
        await provider.endLessonPlan(plan.id, values.date);
        notify(`Weekly lesson ends on ${values.date}`, { type: 'success' });
      } else {
        const changed = await provider.changeLessonPlan(plan.id, {
          fromDate: values.date,
          teacherId: values.teacherId,
          weekday: Number(values.weekday),
          startTime: values.startTime,
          minutes: Number(values.minutes),
        });
        notify(`From ${values.date}: ${planSummary(changed)}`, { type: 'success' });
      }
      onDone();
    } catch (caught) {
      const errors = fieldErrorsOf(caught);
      if (errors) setErrors({ ...errors, date: errors.fromDate ?? errors.lastDate ?? '' });
      else setProblem((caught as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const native = { select: { native: true }, inputLabel: { shrink: true } };
  return (
    <Dialog open onClose={onClose} aria-labelledby="plan-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="plan-dialog-title">
        {mode === 'end' ? 'End the weekly lesson' : 'Change from a date'}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {planSummary(plan)}.{' '}
          {mode === 'end'
            ? 'The lessons after the last date that are not marked yet are removed.'
            : 'The lessons before the date, and those already marked, stay as they are.'}
        </Typography>
        <TextField
          fullWidth
          margin="dense"
          type="date"
          label={mode === 'end' ? 'Last date with a lesson' : 'From'}
          value={values.date}
          onChange={set('date')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('date')}
        />
        {mode === 'change' && (
          <>
            <TextField
              select
              fullWidth
              margin="dense"
              label="Teacher"
              value={values.teacherId}
              onChange={set('teacherId')}
              slotProps={native}
              {...field('teacherId')}
            >
              {offered.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              margin="dense"
              label="Weekday"
              value={values.weekday}
              onChange={set('weekday')}
              slotProps={native}
              {...field('weekday')}
            >
              {WEEKDAYS.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </TextField>
            <TextField
              fullWidth
              margin="dense"
              type="time"
              label="Starts (teacher’s time)"
              value={values.startTime}
              onChange={set('startTime')}
              slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
              {...field('startTime')}
            />
            <TextField
              select
              fullWidth
              margin="dense"
              label="Length"
              value={values.minutes}
              onChange={set('minutes')}
              slotProps={native}
              {...field('minutes')}
            >
              {[...new Set([plan.minutes, ...LENGTHS])].map((m) => (
                <option key={m} value={String(m)}>
                  {m} minutes
                </option>
              ))}
            </TextField>
          </>
        )}
        {problem && (
          <Typography color="error" role="alert">
            {problem}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          color={mode === 'end' ? 'error' : 'primary'}
          onClick={() => void save()}
          disabled={saving}
        >
          {mode === 'end' ? 'End it' : 'Save the change'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
