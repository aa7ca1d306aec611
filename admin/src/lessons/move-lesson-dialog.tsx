import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { dayLabel, dayTimeInstant, instantLabel, zonedTime, zoneName } from '@school/common';
import { firstErrorOf } from '../lib/server-errors';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { Lesson } from '../providers/lessons-data';

/** What is being moved: the lesson, and the day it was dropped on (its own day when asked from its "Move" button). */
export interface MoveRequest {
  lesson: Lesson;
  day: string;
  /** The teacher whose column it was dropped on (the day view); absent: its own. */
  teacherId?: string;
}

/** A teacher the lesson can move to. */
export interface MoveTeacher {
  id: string;
  name: string;
  courses: readonly string[];
  active: boolean;
}

/**
 * Moving one lesson to another day and time, read and typed in the calendar's zone (dayTimeInstant turns the wall
 * time into the instant, so a DST change lands where the zone's rules put it). The teacher's calendar decides: a time
 * taken answers the server's SLOT_TAKEN message and nothing moves. On staff's calendars the lesson can go to another
 * teacher of its course too. The family is mailed the move by the server.
 */
export function MoveLessonDialog({
  request,
  zone,
  studentName,
  teachers,
  onClose,
  onMoved,
}: {
  request: MoveRequest;
  zone: string;
  studentName: string;
  /** Staff's calendars: the teachers of the lesson's course it may move to (a teacher's own week: none). */
  teachers?: readonly MoveTeacher[];
  onClose: () => void;
  onMoved: (lesson: Lesson) => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const { lesson } = request;
  const [day, setDay] = useState(request.day);
  const [time, setTime] = useState(zonedTime(lesson.startsAt, zone));
  const [teacherId, setTeacherId] = useState(request.teacherId ?? lesson.teacherId);
  const offered = teachers?.filter((t) => t.id === lesson.teacherId || (t.active && t.courses.includes(lesson.course)));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const titleId = `move-${lesson.id}`;
  const startsAt = dayTimeInstant(day, time, zone);

  const save = async () => {
    if (!startsAt) {
      setError('Choose a day and a time');
      return;
    }
    setSaving(true);
    setError('');
    try {
      const other = teacherId !== lesson.teacherId ? teacherId : undefined;
      const moved = await provider.moveLesson(lesson.id, startsAt.toISOString(), other);
      const to = other ? ` with ${offered?.find((t) => t.id === other)?.name ?? 'another teacher'}` : '';
      notify(`Moved to ${dayLabel(day)}, ${zonedTime(moved.startsAt, zone)}${to}: the family is told by mail`, {
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
          Now: {instantLabel(lesson.startsAt, zone, 'short')}. Times in {zoneName(zone)}.
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
        {offered && offered.length > 1 && (
          <TextField
            select
            fullWidth
            margin="dense"
            label="Teacher"
            value={teacherId}
            onChange={(event) => setTeacherId(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {offered.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </TextField>
        )}
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

/**
 * A calendar's moves: `ask` opens the dialog for a lesson (from its button, or dropped on a day or a teacher),
 * `dialog` is the dialog to render while one is asked; a move done calls `onMoved`.
 */
export function useLessonMove({
  zone,
  studentName,
  teachers,
  onMoved,
}: {
  zone: string;
  studentName: (id: string) => string;
  teachers?: readonly MoveTeacher[];
  onMoved: () => void;
}) {
  const [moving, setMoving] = useState<MoveRequest | null>(null);
  const dialog = moving && (
    <MoveLessonDialog
      request={moving}
      zone={zone}
      studentName={studentName(moving.lesson.studentId)}
      teachers={teachers}
      onClose={() => setMoving(null)}
      onMoved={() => {
        setMoving(null);
        onMoved();
      }}
    />
  );
  return { ask: setMoving, dialog };
}
