import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { dayLabel } from '@school/common';
import type { TeacherFieldsFragment } from '../gql/graphql';
import { useProviderQuery } from '../lib/use-provider-query';
import type { SchoolDataProvider } from '../providers/data-provider';

type Field = 'teacherId' | 'firstDate' | 'lastDate' | 'reason';

/**
 * A teacher's leave (docs/requirements.md#teacher-leave): the chosen teacher's leave with Remove, and Declare (days in
 * the teacher's zone). Declaring cancels their lessons on those days, each with a make-up credit.
 */
export function LeaveCard({
  teachers,
  onChange,
}: {
  /** Whose leave: every teacher (staff), or the signed-in teacher alone. */
  teachers: ReadonlyArray<Pick<TeacherFieldsFragment, 'id' | 'name'>>;
  onChange: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [round, setRound] = useState(0);
  const [values, setValues] = useState({ teacherId: teachers[0]?.id ?? '', firstDate: '', lastDate: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const leave = useProviderQuery(`leave:${values.teacherId}:${round}`, (p) =>
    values.teacherId ? p.getTeacherLeave(values.teacherId) : Promise.resolve([]),
  );
  const teacher = teachers.find((t) => t.id === values.teacherId);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const field = (name: Field) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? ' ' });
  const changed = () => {
    setRound((r) => r + 1);
    onChange();
  };
  const declare = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setProblem('');
    try {
      await provider.addTeacherLeave({ ...values, reason: values.reason || null });
      notify(`Leave declared for ${teacher?.name ?? 'the teacher'}; their lessons on those days are cancelled`, {
        type: 'success',
      });
      setValues((v) => ({ ...v, firstDate: '', lastDate: '', reason: '' }));
      changed();
    } catch (caught) {
      const body = (caught as { body?: { errors?: Partial<Record<Field, string>> } }).body;
      if (body?.errors) setErrors(body.errors);
      else setProblem((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    setBusy(true);
    try {
      await provider.removeTeacherLeave(id);
      notify('Leave removed; the days are free again', { type: 'success' });
      changed();
    } catch (caught) {
      notify((caught as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const native = { select: { native: true }, inputLabel: { shrink: true } };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="leave-heading">
      <CardContent>
        <Typography id="leave-heading" variant="h6" component="h2" gutterBottom>
          Teacher leave
        </Typography>
        <Box
          component="form"
          onSubmit={(event) => void declare(event)}
          noValidate
          aria-label="Declare leave"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            select
            label="Teacher"
            value={values.teacherId}
            onChange={set('teacherId')}
            slotProps={native}
            fullWidth={false}
            sx={{ minWidth: 200 }}
            {...field('teacherId')}
          >
            {teachers.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </TextField>
          <TextField
            label="First day"
            type="date"
            value={values.firstDate}
            onChange={set('firstDate')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth={false}
            {...field('firstDate')}
          />
          <TextField
            label="Last day"
            type="date"
            value={values.lastDate}
            onChange={set('lastDate')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth={false}
            {...field('lastDate')}
          />
          <TextField
            label="Reason (families never see it)"
            value={values.reason}
            onChange={set('reason')}
            fullWidth={false}
            {...field('reason')}
          />
          <Button type="submit" variant="outlined" disabled={busy || !values.teacherId} sx={{ mt: 1 }}>
            Declare leave
          </Button>
        </Box>
        {problem && (
          <Typography color="error" role="alert" sx={{ mb: 1 }}>
            {problem}
          </Typography>
        )}
        {leave.data?.length === 0 && (
          <Typography color="text.secondary">{teacher?.name ?? 'This teacher'} has no leave.</Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {leave.data?.map((l) => (
            <Box
              component="li"
              key={l.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {dayLabel(l.firstDate)} {l.firstDate.slice(0, 4)} – {dayLabel(l.lastDate)} {l.lastDate.slice(0, 4)}
                {l.reason ? ` (${l.reason})` : ''}
              </Typography>
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => void remove(l.id)}
                aria-label={`Remove the leave from ${l.firstDate}`}
              >
                Remove
              </Button>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
