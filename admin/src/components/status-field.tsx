import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { STATUS_COLORS, statusLabel } from '../labels';

/** The record's status as a coloured chip with a human label ("Trial done", "Not interested"). */
export function StatusField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  if (!record?.status) return null;
  const status = String(record.status);
  return (
    <Chip size="small" label={statusLabel(status)} color={STATUS_COLORS[status] ?? 'default'} variant="outlined" />
  );
}
