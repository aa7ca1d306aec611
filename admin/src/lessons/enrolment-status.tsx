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
import { firstErrorOf } from '../lib/server-errors';
import { schoolDate } from '../lib/school-time';
import type { SchoolDataProvider } from '../providers/data-provider';
import { standingLabel } from './lesson-labels';

/**
 * Where a student stands (docs/requirements.md#students-leaving), with "Record leaving" (a last date: every weekly
 * lesson ends then) or, for one who left, "Record return". The server says in words what it refuses.
 */
export function EnrolmentStatus({
  student,
  onChanged,
}: {
  student: { id: string; name: string; status: string; leftOn?: string | null };
  onChanged: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const today = schoolDate(new Date());
  const [open, setOpen] = useState(false);
  const [lastDate, setLastDate] = useState(today);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const run = async (change: () => Promise<unknown>, done: string) => {
    setSaving(true);
    setProblem('');
    try {
      await change();
      notify(done, { type: 'success' });
      setOpen(false);
      onChanged();
    } catch (caught) {
      setProblem(firstErrorOf(caught));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>Status: {standingLabel(student, today)}</Typography>
      {student.status === 'left' ? (
        <Button
          size="small"
          disabled={saving}
          onClick={() => void run(() => provider.rejoinStudent(student.id), `${student.name} is back`)}
        >
          Record return
        </Button>
      ) : (
        <Button size="small" color="error" onClick={() => setOpen(true)}>
          Record leaving
        </Button>
      )}
      {problem && !open && (
        <Typography color="error" role="alert">
          {problem}
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="leaving-title" fullWidth maxWidth="xs">
        <DialogTitle id="leaving-title">{student.name} leaves</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Every weekly lesson ends on the last date; the lessons after it that are not marked yet are removed and
            their times are free again.
          </Typography>
          <TextField
            fullWidth
            margin="dense"
            type="date"
            label="Last date with a lesson"
            value={lastDate}
            onChange={(event) => setLastDate(event.target.value)}
            error={Boolean(problem)}
            helperText={problem || ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button
            variant="contained"
            color="error"
            disabled={saving}
            onClick={() =>
              void run(() => provider.endEnrolment(student.id, lastDate), `${student.name} leaves after ${lastDate}`)
            }
          >
            Record leaving
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
