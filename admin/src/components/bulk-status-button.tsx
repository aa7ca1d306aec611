import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useResourceContext, useUnselectAll, useUpdateMany } from 'react-admin';

/** "Change status" for the selected rows: one updateMany call, then the list refreshes. */
export function BulkStatusButton({ choices }: { choices: { id: string; name: string }[] }) {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);

  const apply = (status: string, name: string) => {
    setAnchor(null);
    // fire and forget: the outcome is handled by onSuccess/onError below
    void updateMany(
      resource,
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${selectedIds.length} marked as "${name}"`, { type: 'success' });
          unselectAll();
          refresh();
        },
        onError: (error) => notify((error as Error)?.message || 'The status could not be changed', { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button size="small" disabled={isPending} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        Change status
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((c) => (
          <MenuItem key={c.id} onClick={() => apply(c.id, c.name)}>
            {c.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
