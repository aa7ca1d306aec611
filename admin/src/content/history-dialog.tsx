import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { exactTime, relativeTime } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import type { ContentVersion } from '../providers/content-data';
import type { SchoolDataProvider } from '../providers/data-provider';

/** A version's name for a reader: its title, name or label as it was then. */
function versionName(version: ContentVersion): string {
  try {
    const fields = JSON.parse(version.snapshot) as Record<string, unknown>;
    const name = fields.title ?? fields.name ?? fields.label;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

function VersionList({ round, onRestore }: { round: number; onRestore: (version: ContentVersion) => void }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { data, error } = useProviderQuery(`versions:${resource}:${String(record?.id)}:${round}`, (p) =>
    record ? p.getContentVersions(resource, record.id) : Promise.resolve([]),
  );
  if (error) return <Typography color="error">The history could not be loaded.</Typography>;
  if (!data) return <Typography color="text.secondary">Loading…</Typography>;
  if (data.length === 0) return <Typography color="text.secondary">It has never been published.</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {data.map((version, i) => (
        <Box component="li" key={version.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {i === 0 ? 'Latest: ' : ''}
            {versionName(version) || 'Untitled'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Published by {version.savedBy},{' '}
            <time dateTime={version.savedAt} title={exactTime(version.savedAt)}>
              {exactTime(version.savedAt)} ({relativeTime(version.savedAt)})
            </time>
          </Typography>
          <Button size="small" sx={{ mt: 0.5 }} onClick={() => onRestore(version)}>
            Restore this version
          </Button>
        </Box>
      ))}
    </Box>
  );
}

/**
 * "History": the item's published versions, newest first (who, when); "Restore this version" asks first,
 * then publishes that version again (rollbackContent) and the form reloads with it.
 */
export function HistoryButton({ what }: { what: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const [restoring, setRestoring] = useState<ContentVersion | null>(null);

  const restore = async () => {
    if (!record || !restoring) return;
    try {
      await provider.rollbackContent(resource, record.id, restoring.id);
      notify(`Restored and published the version of ${exactTime(restoring.savedAt)}`, { type: 'success' });
      setOpen(false);
      setRound((r) => r + 1);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'The version could not be restored', { type: 'error' });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>History of this {what}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Each time it was published, newest first. Restoring a version publishes it again.
          </Typography>
          {open && <VersionList round={round} onRestore={setRestoring} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={restoring !== null}
        title="Restore this version?"
        content={`The ${what} as published ${restoring ? exactTime(restoring.savedAt) : ''} replaces what is there now, and the site shows it at once. Unsaved changes in the form are lost.`}
        confirm="Restore"
        cancel="Keep the current one"
        onConfirm={() => void restore()}
        onClose={() => setRestoring(null)}
      />
    </>
  );
}
