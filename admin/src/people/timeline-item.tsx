import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventIcon from '@mui/icons-material/Event';
import HistoryIcon from '@mui/icons-material/History';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import MailIcon from '@mui/icons-material/MailOutlined';
import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { exactTime, relativeTime } from '../lib/school-time';
import type { TimelineEntry } from '../providers/people-data';

/** Each type of entry's icon and word; a type the server adds later shows as "Event" with a plain icon. */
const TYPES: Record<string, { label: string; icon: ReactElement }> = {
  submission: { label: 'Received', icon: <InboxIcon fontSize="small" /> },
  status: { label: 'Status', icon: <SwapHorizIcon fontSize="small" /> },
  note: { label: 'Note', icon: <EditNoteIcon fontSize="small" /> },
  update: { label: 'Edit', icon: <EditNoteIcon fontSize="small" /> },
  assignment: { label: 'Assignment', icon: <AssignmentIndIcon fontSize="small" /> },
  booking: { label: 'Trial class', icon: <EventIcon fontSize="small" /> },
  spam: { label: 'Spam', icon: <ReportIcon fontSize="small" /> },
  mail: { label: 'Mail', icon: <MailIcon fontSize="small" /> },
};
const OTHER = { label: 'Event', icon: <HistoryIcon fontSize="small" /> };

export const typeOf = (type: string) => TYPES[type] ?? OTHER;

const DELIVERY: Record<string, string> = {
  queued: 'queued',
  sent: 'sent',
  failed: 'failed',
  skipped: 'not sent (no mail configured)',
};

function MailDetails({ entry }: { entry: TimelineEntry }) {
  if (!entry.subject && !entry.body) return null;
  return (
    <details>
      <summary>
        <Typography variant="body2" component="span">
          Show the mail
        </Typography>
      </summary>
      <Box sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, my: 1 }}>
        {entry.subject && (
          <Typography variant="body2" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
            {entry.subject}
          </Typography>
        )}
        {entry.body && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.body}
          </Typography>
        )}
      </Box>
    </details>
  );
}

/** One line of a person's timeline: what happened, by whom, when (school time), and a mail's text. */
export function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const { label, icon } = typeOf(entry.type);
  const delivery = entry.deliveryStatus ? (DELIVERY[entry.deliveryStatus] ?? entry.deliveryStatus) : null;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 'bold' }}>
            {label}:
          </Box>{' '}
          {entry.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {entry.actorEmail ? `by ${entry.actorEmail} · ` : ''}
          <time dateTime={entry.at} title={exactTime(entry.at)}>
            {exactTime(entry.at)} ({relativeTime(entry.at)})
          </time>
          {delivery && ` · delivery: ${delivery}`}
        </Typography>
        {entry.type === 'mail' && <MailDetails entry={entry} />}
      </Box>
    </Box>
  );
}
