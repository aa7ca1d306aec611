import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useDataProvider, useNotify } from 'react-admin';
import { instantLabel, zonedTime, zoneName } from '@school/common';
import { firstErrorOf } from '../lib/server-errors';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { Attendance, Lesson } from '../providers/lessons-data';
import { ATTENDANCE_CHOICES, LESSON_STATUS_LABELS } from './lesson-labels';

/** What a lesson dragged onto another day carries: its id. */
export const LESSON_DRAG_TYPE = 'application/x-school-lesson';

/**
 * One lesson in a list: its time in `zone`, the student and teacher, how it ended, and "Mark…" (a dialog with the
 * attendance and the teacher's note). `onChange` answers the lesson as saved.
 */
export function LessonItem({
  lesson,
  zone,
  studentName,
  studentZone,
  teacherName,
  showStudent = true,
  linkStudent = true,
  onChange,
  onMove,
}: {
  lesson: Lesson;
  zone: string;
  studentName: string;
  /** The student's family's zone: its local time is shown too when it differs from `zone`'s. */
  studentZone?: string;
  /** false for a teacher (the student's page is the school's). */
  linkStudent?: boolean;
  /** false on the student's own page. */
  showStudent?: boolean;
  teacherName?: string;
  onChange: (lesson: Lesson) => void;
  /** Asks to move it (a lesson still to come): its "Move" button, and dragging it onto another day. */
  onMove?: (lesson: Lesson) => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Attendance>(lesson.status === 'SCHEDULED' ? 'ATTENDED' : lesson.status);
  const [note, setNote] = useState(lesson.note ?? '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const begun = Date.parse(lesson.startsAt) <= Date.now();
  const movable = Boolean(onMove) && lesson.status === 'SCHEDULED' && !begun;
  const titleId = `mark-${lesson.id}`;

  const save = async () => {
    setSaving(true);
    setError('');
    try {
      const saved = await provider.markAttendance(lesson.id, status, note.trim() === (lesson.note ?? '') ? null : note);
      notify(`Marked ${LESSON_STATUS_LABELS[saved.status].toLowerCase()}`, { type: 'success' });
      setOpen(false);
      onChange(saved);
    } catch (caught) {
      setError(firstErrorOf(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="li"
      sx={{ py: 0.5, borderTop: 1, borderColor: 'divider', cursor: movable ? 'grab' : undefined }}
      draggable={movable || undefined}
      onDragStart={(event) => {
        event.dataTransfer.setData(LESSON_DRAG_TYPE, lesson.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        <time dateTime={lesson.startsAt}>{zonedTime(lesson.startsAt, zone)}</time>–
        <time dateTime={lesson.endsAt}>{zonedTime(lesson.endsAt, zone)}</time>
      </Typography>
      {showStudent && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {linkStudent ? <Link to={`/students/${lesson.studentId}`}>{studentName}</Link> : studentName}
        </Typography>
      )}
      {studentZone &&
        instantLabel(lesson.startsAt, studentZone, 'short') !== instantLabel(lesson.startsAt, zone, 'short') && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Their time: {instantLabel(lesson.startsAt, studentZone, 'short')} ({zoneName(studentZone)})
          </Typography>
        )}
      {teacherName && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {teacherName}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color={lesson.status === 'SCHEDULED' ? 'text.secondary' : 'text.primary'}>
          {lesson.makeupFor ? 'Make-up · ' : ''}
          {LESSON_STATUS_LABELS[lesson.status] ?? lesson.status}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen(true)}
          aria-label={`Mark the lesson of ${studentName} at ${zonedTime(lesson.startsAt, zone)}`}
        >
          Mark
        </Button>
        {movable && (
          <Button
            size="small"
            onClick={() => onMove!(lesson)}
            aria-label={`Move the lesson of ${studentName} at ${zonedTime(lesson.startsAt, zone)}`}
          >
            Move
          </Button>
        )}
      </Box>
      {lesson.note && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {lesson.note}
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>
          {studentName}, {zonedTime(lesson.startsAt, zone)}
        </DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label="How it went"
            value={status}
            onChange={(event) => setStatus(event.target.value as Attendance)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            helperText={begun ? ' ' : 'Attended and absent can be marked once the lesson has begun.'}
          >
            {ATTENDANCE_CHOICES.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </TextField>
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label="Lesson note (the family sees it)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {error && (
            <Typography color="error" role="alert" variant="body2">
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
