import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useRecordContext } from 'react-admin';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import type { ChipColor } from '../../labels';

export const NOTIFICATION_STATUS_CHOICES = [
  { id: 'queued', name: 'Queued' },
  { id: 'sent', name: 'Sent' },
  { id: 'failed', name: 'Failed' },
  { id: 'skipped', name: 'Not sent' },
];

const COLORS: Record<string, ChipColor> = { queued: 'info', sent: 'success', failed: 'error', skipped: 'default' };

/** The delivery status as a chip; the last error shows on hover. */
export function NotificationStatusField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<NotificationFieldsFragment>();
  if (!record?.status) return null;
  const name = NOTIFICATION_STATUS_CHOICES.find((c) => c.id === record.status)?.name ?? String(record.status);
  const chip = <Chip size="small" label={name} color={COLORS[record.status] ?? 'default'} variant="outlined" />;
  return record.lastError ? (
    <Tooltip title={String(record.lastError)}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}
