import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { RetryNotificationDocument } from '../../gql/graphql';
import { createGraphqlClient } from '../../providers/graphql-client';

const request = createGraphqlClient();

/** Sends a failed or not-sent notification again. Sent ones are never resent. */
export function RetryNotificationButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || record.status === 'sent' || record.status === 'queued') return null;
  const retry = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      await request(RetryNotificationDocument, { id: String(record.id) });
      notify('Queued again', { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Could not retry', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Retry" onClick={(event) => void retry(event)} disabled={busy}>
      <ReplayIcon />
    </Button>
  );
}
