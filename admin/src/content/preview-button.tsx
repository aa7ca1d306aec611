import PreviewIcon from '@mui/icons-material/Preview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useResourceContext, type HttpError } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ContentPreview } from '../providers/content-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { usePhone } from '../lib/use-phone';

/**
 * "Preview": the page the item shows on, rendered by the server with the form as it stands, as if
 * published (nothing is saved). The page comes without scripts and is shown in a sandboxed frame. A field
 * the server refuses is marked as on a save.
 */
export function PreviewButton() {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const { getValues, setError, clearErrors } = useFormContext();
  const phone = usePhone();
  const titleId = useId();
  const [preview, setPreview] = useState<ContentPreview | null>(null);
  const [loading, setLoading] = useState(false);

  const open = async () => {
    setLoading(true);
    clearErrors();
    try {
      setPreview(await provider.previewContent(resource, getValues(), record));
    } catch (error) {
      const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined;
      const fields = body?.errors;
      for (const [field, message] of Object.entries(fields ?? {})) setError(field, { type: 'server', message });
      notify((error as Error).message || 'The preview could not be made', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button startIcon={<PreviewIcon />} onClick={() => void open()} disabled={loading}>
        Preview
      </Button>
      <Dialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        aria-labelledby={titleId}
        fullScreen={phone}
        fullWidth
        maxWidth="xl"
        slotProps={{ paper: { sx: { height: phone ? '100%' : '90vh' } } }}
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          Preview of {preview?.path ?? 'the page'}
        </DialogTitle>
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
          As the site would show it once published. Nothing is saved yet.
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0, px: phone ? 0 : 3 }}>
          {preview && (
            <iframe
              title={`The page ${preview.path}, as it would be published`}
              sandbox=""
              srcDoc={preview.html}
              style={{ width: '100%', height: '100%', border: 0, background: '#fff' }}
            />
          )}
        </Box>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>Close preview</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
