import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { SlotDays } from '../booking/slot-days';
import { exactTime } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import { groupSlotsByDay } from '../lib/slot-days';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { MakeUpCredit } from '../providers/lessons-data';

const STATE_LABELS: Record<string, string> = {
  AVAILABLE: 'Available',
  USED: 'Used',
  VOIDED: 'Voided',
  EXPIRED: 'Expired',
};

/**
 * A student's make-up credits (docs/requirements.md#make-ups), each with what became of it, and "Book make-up" for
 * an available one: the free times of the course's teachers until the credit expires.
 */
export function MakeUpCredits({
  studentId,
  version,
  schoolZone,
  familyZone,
  teacherName,
  onBooked,
}: {
  studentId: string;
  version: number;
  schoolZone: string;
  familyZone: string;
  teacherName: (id: string) => string;
  onBooked: () => void;
}) {
  const credits = useProviderQuery(`credits:${studentId}:${version}`, (p) => p.getMakeUpCredits(studentId));
  const [booking, setBooking] = useState<MakeUpCredit | null>(null);
  const available = credits.data?.filter((c) => c.state === 'AVAILABLE').length ?? 0;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {credits.data ? `${available} available` : 'Loading credits…'}
      </Typography>
      {credits.error && <Typography color="error">The credits could not be loaded: {credits.error.message}</Typography>}
      {credits.data?.length === 0 && <Typography color="text.secondary">No make-up credits yet.</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {credits.data?.map((credit) => (
          <Box component="li" key={credit.id} sx={{ py: 0.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {STATE_LABELS[credit.state] ?? credit.state}
              {credit.state === 'AVAILABLE' ? `, until ${exactTime(credit.expiresAt)}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {credit.reason ?? 'Credit'}, earned {exactTime(credit.earnedAt)}
            </Typography>
            {credit.state === 'AVAILABLE' && (
              <Button size="small" variant="outlined" sx={{ mt: 0.5 }} onClick={() => setBooking(credit)}>
                Book make-up
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {booking && (
        <MakeUpPicker
          credit={booking}
          schoolZone={schoolZone}
          familyZone={familyZone}
          teacherName={teacherName}
          onClose={() => setBooking(null)}
          onBooked={() => {
            setBooking(null);
            onBooked();
          }}
        />
      )}
    </>
  );
}

function MakeUpPicker({
  credit,
  schoolZone,
  familyZone,
  teacherName,
  onClose,
  onBooked,
}: {
  credit: MakeUpCredit;
  schoolZone: string;
  familyZone: string;
  teacherName: (id: string) => string;
  onClose: () => void;
  onBooked: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);
  const [anyTeacher, setAnyTeacher] = useState(false);
  const slots = useProviderQuery(`makeup-slots:${credit.id}:${anyTeacher}:${round}`, (p) =>
    p.getMakeUpSlots(credit.id, anyTeacher),
  );
  const days = useMemo(() => groupSlotsByDay(slots.data ?? [], schoolZone), [slots.data, schoolZone]);
  const pick = async (startsAt: string, teacherId: string) => {
    setBusy(true);
    setError('');
    try {
      await provider.bookMakeUp(credit.id, startsAt, teacherId);
      notify(`Make-up booked: ${exactTime(startsAt)} with ${teacherName(teacherId)}`, { type: 'success' });
      onBooked();
    } catch (caught) {
      setError((caught as Error).message);
      setRound((r) => r + 1);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="make-up-title" fullWidth maxWidth="sm">
      <DialogTitle id="make-up-title">Book a make-up</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Free times until the credit expires ({exactTime(credit.expiresAt)}), in the school’s zone.
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={anyTeacher} onChange={(event) => setAnyTeacher(event.target.checked)} />}
          label="Any teacher of the course (not only the student’s)"
        />
        {error && (
          <Typography color="error" role="alert" sx={{ mb: 1 }}>
            {error}
          </Typography>
        )}
        {slots.error && (
          <Typography color="error">The free times could not be loaded: {slots.error.message}</Typography>
        )}
        {slots.isPending && !slots.data ? (
          <Typography>Looking for free times…</Typography>
        ) : days.length === 0 ? (
          <Typography color="text.secondary">
            {anyTeacher ? 'No teacher of this course is' : 'The student’s teacher is not'} free before the credit
            expires.
          </Typography>
        ) : (
          <SlotDays
            days={days}
            schoolZone={schoolZone}
            studentZone={familyZone}
            teacherName={teacherName}
            busy={busy}
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
