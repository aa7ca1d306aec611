import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { instantLabel, zoneName } from '@school/common';
import { schoolTimeZone } from '../lib/school-time';
import { usePhone } from '../lib/use-phone';
import { useProviderQuery } from '../lib/use-provider-query';
import { groupSlotsByDay } from '../lib/slot-days';
import type { SchoolDataProvider } from '../providers/data-provider';
import { SlotDays } from './slot-days';
import { ZoneSelect } from './zone-select';

const DAYS_AHEAD = 21;

export interface SlotPickerProps {
  requestId: string;
  course: string;
  /** Moving a class that stands (the title says so). */
  moving: boolean;
  /** The student's zone the mail used last time (a move keeps it unless changed). */
  studentZone?: string | null;
  onClose: () => void;
  onBooked: () => void;
}

/**
 * The next 21 days of free times for the request's course, grouped by the school's days, with every
 * teacher free at each time; picking one books (or moves) the class. When someone else took the time
 * first, the free times are loaded again and the admin is told so.
 */
export function SlotPicker({ requestId, course, moving, studentZone, onClose, onBooked }: SlotPickerProps) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const school = schoolTimeZone();
  const [zone, setZone] = useState(studentZone || school);
  const [round, setRound] = useState(0);
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);
  const slots = useProviderQuery(`slots:${course}:${round}`, (p) => {
    const from = new Date();
    return p.getTrialSlots(course, from, new Date(from.getTime() + DAYS_AHEAD * 86_400_000));
  });
  const teachers = useProviderQuery('teachers:all', (p) => p.getTeachers());
  const days = useMemo(() => groupSlotsByDay(slots.data ?? [], school), [slots.data, school]);
  const teacherName = (id: string) =>
    teachers.data?.find((t) => t.id === id)?.name ??
    slots.data?.find((s) => s.teacherId === id)?.teacherFirstName ??
    'A teacher';

  async function pick(startsAt: string, teacherId: string) {
    setBusy(true);
    try {
      await provider.bookTrial({ trialRequestId: requestId, startsAt, teacherId, visitorTimeZone: zone });
      notify(
        `Trial class ${moving ? 'moved to' : 'booked for'} ${instantLabel(startsAt, school, 'short')} with ${teacherName(teacherId)}`,
        {
          type: 'success',
        },
      );
      onBooked();
    } catch (error) {
      if ((error as { body?: { code?: string } }).body?.code === 'SLOT_TAKEN') {
        setTaken(true);
        setRound((r) => r + 1);
      } else notify((error as Error).message || 'The class could not be booked', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={usePhone()} fullWidth maxWidth="md" aria-labelledby="slot-picker-title">
      <DialogTitle id="slot-picker-title">{moving ? 'Move the trial class' : 'Book the trial class'}</DialogTitle>
      <DialogContent dividers>
        <ZoneSelect
          label="Student’s time zone"
          value={zone}
          onChange={setZone}
          helperText="The confirmation mail shows the time in this zone"
        />
        <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
          Times in {zoneName(school)} (the school’s zone). Choose a teacher at a time to book.
        </Typography>
        {taken && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            That time was just taken — here are the free times now.
          </Alert>
        )}
        {slots.error && <Alert severity="error">The free times could not be loaded: {slots.error.message}</Alert>}
        {slots.isPending && !slots.data ? (
          <Typography color="text.secondary">Loading the free times…</Typography>
        ) : (
          <SlotDays
            days={days}
            schoolZone={school}
            studentZone={zone}
            teacherName={teacherName}
            busy={busy || slots.isPending}
            onPick={(startsAt, teacherId) => void pick(startsAt, teacherId)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
