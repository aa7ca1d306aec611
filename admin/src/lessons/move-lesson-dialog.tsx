import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { firstErrorOf } from '../lib/server-errors';
import { dayLabel, timeIn, whenIn, zoneName } from '../lib/zone-time';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { Lesson } from '../providers/lessons-data';

/** What is being moved: the lesson, and the day it was dropped on (its own day when asked from its "Move" button). */
export interface MoveRequest {
  lesson: Lesson;
  day: string;
}

/**
 * Moving one lesson to another day and time, read and typed in the calendar's zone (luxon turns the wall time into
 * the instant, so a DST change lands where the zone's rules put it). The teacher's calendar decides: a time taken
 * answers the server's SLOT_TAKEN message and nothing moves. The family is mailed the move by the server.
 */
export function MoveLessonDialog({
  request,
  zone,
  studentName,
  onClose,
  onMoved,
}: {
  request: MoveRequest;
  zone: string;
  studentName: string;
  onClose: () => void;
  onMoved: (lesson: Lesson) => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const { lesson } = request;
  const [day, setDay] = useState(request.day);
  const [time, setTime] = useState(timeIn(zone, lesson.startsAt));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const titleId = `move-${lesson.id}`;
  const startsAt = DateTime.fromISO(`${day}T${time}`, { zone });

  const save = async () => {
    if (!startsAt.isValid) {
      setError('Choose a day and a time');
      return;
    }
    setSaving(true);
    setError('');
    try {
      const moved = await provider.moveLesson(lesson.id, startsAt.toUTC().toISO());
      notify(`Moved to ${dayLabel(day)}, ${timeIn(zone, moved.startsAt)}: the family is told by mail`, {
        type: 'success',
      });
      onMoved(moved);
    } catch (caught) {
      setError(firstErrorOf(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Move {studentName}'s lesson</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Now: {whenIn(zone, lesson.startsAt)}. Times in {zoneName(zone)}.
        </Typography>
        <TextField
          fullWidth
          margin="dense"
          type="date"
          label="Day"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          fullWidth
          margin="dense"
          type="time"
          label="Starts at"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
        {error && (
          <Typography color="error" role="alert" variant="body2">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}
