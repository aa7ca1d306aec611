import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { TrialRequestFieldsFragment } from '../gql/graphql';
import { exactTime } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import type { SchoolDataProvider } from '../providers/data-provider';
import { BookingTimes } from './booking-times';
import { SlotPicker } from './slot-picker';

const bookedBy = (who: string) => (who === 'visitor' ? 'the student, on the site' : who);

/**
 * The request page's trial class (docs/requirements.md#trial-booking): the class that stands with its teacher and who booked
 * it, the earlier or cancelled ones, and Book / Move / Cancel class. `onChange` lets the page reload
 * what a booking changes elsewhere (the status, the history).
 */
export function TrialClassPanel({ onChange }: { onChange?: () => void }) {
  const record = useRecordContext<TrialRequestFieldsFragment>();
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [round, setRound] = useState(0);
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const id = record?.id;
  const bookings = useProviderQuery(`bookings:${String(id)}:${round}`, (p) =>
    id ? p.getTrialRequestBookings(String(id)) : Promise.resolve([]),
  );
  if (!record) return null;
  const current = bookings.data?.find((b) => b.status === 'booked');
  const others = bookings.data?.filter((b) => b !== current) ?? [];

  const changed = () => {
    setRound((r) => r + 1);
    refresh();
    onChange?.();
  };
  const cancel = async () => {
    if (!current) return;
    try {
      await provider.cancelTrialBooking(current.id);
      notify('Trial class cancelled; its time is free again', { type: 'success' });
      changed();
    } catch (error) {
      notify((error as Error).message || 'The class could not be cancelled', { type: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="trial-class-heading">
      <CardContent>
        <Typography id="trial-class-heading" variant="h6" component="h2" gutterBottom>
          Trial class
        </Typography>
        {bookings.error && <Typography color="error">The bookings could not be loaded.</Typography>}
        {bookings.data && !current && <Typography color="text.secondary">No class is booked.</Typography>}
        {current && (
          <Box sx={{ mb: 1 }}>
            <BookingTimes booking={current} />
            <Typography variant="body2">
              With {current.teacher?.name ?? current.teacherFirstName}; booked by {bookedBy(current.bookedBy)}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
          <Button variant="contained" onClick={() => setPicking(true)} disabled={record.spam || !bookings.data}>
            {current ? 'Move' : 'Book'}
          </Button>
          {current && (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              Cancel class
            </Button>
          )}
        </Box>
        {record.spam && (
          <Typography variant="body2" color="text.secondary">
            A request marked as spam cannot be booked.
          </Typography>
        )}
        {others.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Earlier bookings
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {others.map((b) => (
                <Typography component="li" variant="body2" key={b.id} color="text.secondary">
                  {exactTime(b.startsAt)} with {b.teacher?.name ?? b.teacherFirstName}
                  {b.cancelledAt ? `, cancelled ${exactTime(b.cancelledAt)}` : ''}
                </Typography>
              ))}
            </Box>
          </>
        )}
      </CardContent>
      {picking && (
        <SlotPicker
          requestId={String(record.id)}
          course={record.category}
          moving={Boolean(current)}
          studentZone={current?.visitorTimeZone}
          onClose={() => setPicking(false)}
          onBooked={() => {
            setPicking(false);
            changed();
          }}
        />
      )}
      <Confirm
        isOpen={confirming}
        title="Cancel this trial class?"
        content="The student is sent a cancellation and the time is offered again."
        confirm="Cancel class"
        cancel="Keep it"
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
