import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUnselectAll,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useState } from 'react';
import type { SchoolDataProvider } from '../providers/data-provider';

/** A visible "Spam" chip on a row, card or record page (docs/requirements.md#dashboard-spam). */
export function SpamChip(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext();
  if (!record?.spam) return null;
  return <Chip size="small" label="Spam" color="warning" variant="outlined" />;
}

/** Marks records as spam or not spam (an audited mutation; "Not spam" sends the notification once). */
function useMarkSpam(after: () => void) {
  const resource = useResourceContext() ?? '';
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const mark = (ids: Identifier[], spam: boolean) => {
    setBusy(true);
    provider.markSpam(resource, ids, spam).then(
      (done) => {
        notify(`${done.length} marked as ${spam ? 'spam' : 'not spam'}`, { type: 'success' });
        after();
        refresh();
        setBusy(false);
      },
      (error: Error) => {
        notify(error.message || 'Could not change spam', { type: 'error' });
        setBusy(false);
      },
    );
  };
  return { mark, busy };
}

/** "Spam" and "Not spam" for the selected rows. */
export function BulkSpamButtons() {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext<RaRecord>();
  const unselectAll = useUnselectAll(resource);
  const { mark, busy } = useMarkSpam(() => unselectAll());
  return (
    <>
      <Button size="small" disabled={busy} onClick={() => mark(selectedIds, true)}>
        Spam
      </Button>
      <Button size="small" disabled={busy} onClick={() => mark(selectedIds, false)}>
        Not spam
      </Button>
    </>
  );
}

/** On a record page: "Not spam" for a spam record, "Spam" otherwise. */
export function SpamButton() {
  const record = useRecordContext();
  const { mark, busy } = useMarkSpam(() => undefined);
  if (!record) return null;
  const spam = Boolean(record.spam);
  return (
    <Button size="small" disabled={busy} onClick={() => mark([record.id], !spam)}>
      {spam ? 'Not spam' : 'Spam'}
    </Button>
  );
}
