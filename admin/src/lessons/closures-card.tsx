import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { dayLabel } from '@school/common';
import { useProviderQuery } from '../lib/use-provider-query';
import type { SchoolDataProvider } from '../providers/data-provider';

type Field = 'name' | 'firstDate' | 'lastDate';

/**
 * The school's closures (docs/requirements.md#closures): the list with Remove, and Add (a name and the days). Adding
 * one takes the unmarked weekly lessons on its days out; removing it puts them back where the teacher is free.
 */
export function ClosuresCard({ onChange }: { onChange: () => void }) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [round, setRound] = useState(0);
  const closures = useProviderQuery(`closures:${round}`, (p) => p.getSchoolClosures());
  const [values, setValues] = useState({ name: '', firstDate: '', lastDate: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const changed = () => {
    setRound((r) => r + 1);
    onChange();
  };
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const closure = await provider.addSchoolClosure(values);
      notify(`${closure.name} added: no weekly lessons on those days`, { type: 'success' });
      setValues({ name: '', firstDate: '', lastDate: '' });
      changed();
    } catch (caught) {
      const body = (caught as { body?: { errors?: Partial<Record<Field, string>> } }).body;
      if (body?.errors) setErrors(body.errors);
      else notify((caught as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string, name: string) => {
    setBusy(true);
    try {
      const back = await provider.removeSchoolClosure(id);
      notify(`${name} removed; ${back} ${back === 1 ? 'lesson is' : 'lessons are'} back`, { type: 'success' });
      changed();
    } catch (caught) {
      notify((caught as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: Field) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? ' ' });
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="closures-heading">
      <CardContent>
        <Typography id="closures-heading" variant="h6" component="h2" gutterBottom>
          School closures
        </Typography>
        {closures.data?.length === 0 && <Typography color="text.secondary">No closures.</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
          {closures.data?.map((c) => (
            <Box
              component="li"
              key={c.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {c.name}: {dayLabel(c.firstDate)} {c.firstDate.slice(0, 4)}
                {c.lastDate !== c.firstDate ? ` – ${dayLabel(c.lastDate)} ${c.lastDate.slice(0, 4)}` : ''}
              </Typography>
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => void remove(c.id, c.name)}
                aria-label={`Remove ${c.name}`}
              >
                Remove
              </Button>
            </Box>
          ))}
        </Box>
        <Box
          component="form"
          onSubmit={(event) => void add(event)}
          noValidate
          aria-label="Add a closure"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            label="Name, e.g. Diwali"
            value={values.name}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
            fullWidth={false}
            {...field('name')}
          />
          <TextField
            label="First day"
            type="date"
            value={values.firstDate}
            onChange={(e) => setValues((v) => ({ ...v, firstDate: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth={false}
            {...field('firstDate')}
          />
          <TextField
            label="Last day"
            type="date"
            value={values.lastDate}
            onChange={(e) => setValues((v) => ({ ...v, lastDate: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth={false}
            {...field('lastDate')}
          />
          <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1 }}>
            Add closure
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
