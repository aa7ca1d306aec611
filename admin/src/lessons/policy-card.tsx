import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useProviderQuery } from '../lib/use-provider-query';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { LessonPolicy } from '../providers/lessons-data';

type Field = 'noticeHours' | 'creditsPerTerm' | 'expiryDays' | 'reminderHours';
const REMINDERS = [
  { value: '24', label: '24 hours before' },
  { value: '2', label: '2 hours before' },
  { value: '0', label: 'Off' },
];
const asText = (policy: LessonPolicy): Record<Field, string> => ({
  noticeHours: String(policy.noticeHours),
  creditsPerTerm: String(policy.creditsPerTerm),
  expiryDays: String(policy.expiryDays),
  reminderHours: String(policy.reminderHours),
});

/**
 * The school's lesson policy (docs/requirements.md#make-ups, #lesson-reminders): the notice a family's absence needs
 * to earn a make-up credit, credits a term, how long a credit stays valid, and when families are reminded of a lesson.
 */
export function PolicyCard() {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const policy = useProviderQuery('lesson-policy', (p) => p.getLessonPolicy());
  const [values, setValues] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (policy.data) setValues(asText(policy.data));
  }, [policy.data]);
  if (!values) return null;
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v!, [field]: event.target.value }));
  const field = (name: Field) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? ' ' });
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await provider.setLessonPolicy({
        noticeHours: Number(values.noticeHours),
        creditsPerTerm: Number(values.creditsPerTerm),
        expiryDays: Number(values.expiryDays),
        reminderHours: Number(values.reminderHours),
      });
      setValues(asText(saved));
      notify('Lesson policy saved', { type: 'success' });
    } catch (caught) {
      const body = (caught as { body?: { errors?: Partial<Record<Field, string>> } }).body;
      if (body?.errors) setErrors(body.errors);
      else notify((caught as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const number = { type: 'number', fullWidth: false, slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="policy-heading">
      <CardContent>
        <Typography id="policy-heading" variant="h6" component="h2" gutterBottom>
          Lesson policy
        </Typography>
        <Box
          component="form"
          onSubmit={(event) => void save(event)}
          noValidate
          aria-label="Lesson policy"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            label="Notice for a credit (hours)"
            value={values.noticeHours}
            onChange={set('noticeHours')}
            {...number}
            {...field('noticeHours')}
          />
          <TextField
            label="Credits by notice a term"
            value={values.creditsPerTerm}
            onChange={set('creditsPerTerm')}
            {...number}
            {...field('creditsPerTerm')}
          />
          <TextField
            label="A credit is valid (days)"
            value={values.expiryDays}
            onChange={set('expiryDays')}
            {...number}
            {...field('expiryDays')}
          />
          <TextField
            select
            label="Reminders to families"
            value={values.reminderHours}
            onChange={set('reminderHours')}
            fullWidth={false}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...field('reminderHours')}
          >
            {REMINDERS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1 }}>
            Save policy
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
