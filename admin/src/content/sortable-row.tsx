import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, RecordContextProvider, useCreatePath, useResourceContext, type RaRecord } from 'react-admin';
import { PublishedChip } from './published-chip';

export interface RowProps {
  record: RaRecord;
  name: string;
  secondary?: ReactNode;
  index: number;
  count: number;
  busy: boolean;
  onMove: (record: RaRecord, to: number) => void;
}

/**
 * One item of an ordered list: a drag handle (mouse, touch, or the up and down arrow keys while it has
 * focus), its name linking to its form, a line about it, Published / Draft, and Move up / Move down.
 */
export function SortableRow({ record, name, secondary, index, count, busy, onMove }: RowProps) {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: record.id,
    disabled: busy,
  });
  const keys = (event: KeyboardEvent) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : -1;
    if (to < 0 || to >= count) return;
    event.preventDefault();
    if (!busy) onMove(record, to);
  };
  return (
    <RecordContextProvider value={record}>
      <Box
        component="li"
        ref={setNodeRef}
        style={{ transform: CSS.Transform.toString(transform), transition }}
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          py: 1,
          px: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: isDragging ? 'action.selected' : 'background.paper',
          position: 'relative',
          zIndex: isDragging ? 1 : 'auto',
        }}
      >
        <IconButton
          ref={setActivatorNodeRef}
          {...listeners}
          onKeyDown={keys}
          aria-label={`Reorder ${name} (place ${index + 1} of ${count}): drag, or press the up or down arrow key`}
          sx={{ cursor: busy ? 'default' : 'grab', touchAction: 'none' }}
          size="small"
        >
          <DragIndicatorIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            <Link to={createPath({ resource, id: record.id, type: 'edit' })}>{name}</Link>
          </Typography>
          {secondary && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {secondary}
            </Typography>
          )}
          <Box sx={{ mt: 0.5 }}>
            <PublishedChip />
          </Box>
        </Box>
        <IconButton
          aria-label={`Move ${name} up`}
          disabled={busy || index === 0}
          onClick={() => onMove(record, index - 1)}
          size="small"
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Move ${name} down`}
          disabled={busy || index === count - 1}
          onClick={() => onMove(record, index + 1)}
          size="small"
        >
          <ArrowDownwardIcon />
        </IconButton>
      </Box>
    </RecordContextProvider>
  );
}
