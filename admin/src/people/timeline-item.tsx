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
import { exactTime, relativeTime } from '../lib/school-time';
import type { TimelineEntry } from '../providers/people-data';

/**
 * Each type of entry's icon and its word (the icon's accessible name: the summary already says what
 * happened); a type the server adds later shows as "Event" with a plain icon.
 */
const TYPES: Record<string, { label: string; Icon: typeof HistoryIcon }> = {
  submission: { label: 'Received', Icon: InboxIcon },
  status: { label: 'Status', Icon: SwapHorizIcon },
  note: { label: 'Note', Icon: EditNoteIcon },
  update: { label: 'Edit', Icon: EditNoteIcon },
  assignment: { label: 'Assignment', Icon: AssignmentIndIcon },
  booking: { label: 'Trial class', Icon: EventIcon },
  spam: { label: 'Spam', Icon: ReportIcon },
  mail: { label: 'Mail', Icon: MailIcon },
};
const OTHER = { label: 'Event', Icon: HistoryIcon };

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
  const { label, Icon } = typeOf(entry.type);
  const delivery = entry.deliveryStatus ? (DELIVERY[entry.deliveryStatus] ?? entry.deliveryStatus) : null;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25 }}>
        <Icon fontSize="small" titleAccess={label} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
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
