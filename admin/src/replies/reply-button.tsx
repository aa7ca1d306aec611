import ReplyIcon from '@mui/icons-material/Reply';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { recordChanged } from '../lib/record-changes';
import { ReplyDialog } from './reply-dialog';

/**
 * "Reply" on a submission's page (docs/requirements.md#replies). The server moves the status and
 * records the reply; the page reloads to show both. A submission flagged as spam is not answered.
 */
export function ReplyButton() {
  const record = useRecordContext<{ id: string; name: string; email: string; spam: boolean }>();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  if (record.spam)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" startIcon={<ReplyIcon />} disabled aria-describedby="reply-blocked">
          Reply
        </Button>
        <Typography id="reply-blocked" variant="caption" color="text.secondary">
          Marked as spam: not answered
        </Typography>
      </Stack>
    );
  return (
    <>
      <Button size="small" startIcon={<ReplyIcon />} onClick={() => setOpen(true)}>
        Reply
      </Button>
      {open && (
        <ReplyDialog
          submissionId={String(record.id)}
          to={`${record.name} <${record.email}>`}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            notify('Reply queued: it is on its way', { type: 'success' });
            refresh();
            recordChanged(resource, record.id);
          }}
        />
      )}
    </>
  );
}
