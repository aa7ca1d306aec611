import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DndContext, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, useNotify, useResourceContext, type RaRecord } from 'react-admin';
import { SortableRow } from './sortable-row';

export interface OrderedListProps {
  /** The item's name as the list and the announcements say it. */
  name: (record: RaRecord) => string;
  /** One line under the name. */
  secondary?: (record: RaRecord) => ReactNode;
}

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * The items in the site's order, reordered by drag (mouse or touch) or by keyboard and buttons. A move
 * saves the item's new `position` (save<Kind>; the server makes room), then the list reloads in the
 * server's order and the move is announced.
 */
export function OrderedList({ name, secondary }: OrderedListProps) {
  const { data, isPending, refetch } = useListContext<RaRecord>();
  const resource = useResourceContext() ?? '';
  const provider = useDataProvider();
  const notify = useNotify();
  const [moving, setMoving] = useState<RaRecord[] | null>(null);
  const [said, setSaid] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
  );
  if (isPending) return null;
  const rows = moving ?? data ?? [];
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>Nothing here yet.</Typography>;

  const move = async (record: RaRecord, to: number) => {
    const from = rows.findIndex((row) => row.id === record.id);
    if (from < 0 || to === from) return;
    setMoving(arrayMove(rows, from, to));
    try {
      await provider.update(resource, { id: record.id, data: { ...record, position: to }, previousData: record });
      await refetch();
      setSaid(`${name(record)} moved to place ${to + 1} of ${rows.length}`);
    } catch (error) {
      notify((error as Error).message || 'The new order could not be saved', { type: 'error' });
      await refetch();
    } finally {
      setMoving(null);
    }
  };
  const dragged = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const record = rows.find((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    if (record && to >= 0) void move(record, to);
  };

  return (
    <Box sx={{ px: 1 }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragged}>
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="In their order on the site">
            {rows.map((record, index) => (
              <SortableRow
                key={record.id}
                record={record}
                name={name(record)}
                secondary={secondary?.(record)}
                index={index}
                count={rows.length}
                busy={moving !== null}
                onMove={(r, to) => void move(r, to)}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Box role="status" sx={hidden}>
        {said}
      </Box>
    </Box>
  );
}
