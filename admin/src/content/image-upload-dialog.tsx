import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { CONTENT_IMAGE_LIMITS, contentImageErrors, contentImageMessages } from '@school/common';
import type { ContentImage } from '../providers/content-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { uploadRefusal, type UploadRefusal } from './image-upload-errors';

/** What the file input offers; the server still judges the file by its bytes. */
const ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Stage = { at: 'idle' } | { at: 'sending'; percent: number } | { at: 'processing' };

/**
 * "Upload an image": a JPEG, PNG or WebP file and its description (required: the site gives it to people
 * who cannot see the picture). The upload shows its progress, then that the server is making the image's
 * sizes; the server's refusals show on the file or the description, and a busy server asks to try again.
 */
export function ImageUploadDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: (image: ContentImage) => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const titleId = useId();
  const fileNoteId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [refusal, setRefusal] = useState<UploadRefusal>({});
  const [stage, setStage] = useState<Stage>({ at: 'idle' });
  const busy = stage.at !== 'idle';

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setAlt('');
    setRefusal({});
    setStage({ at: 'idle' });
  }, [open]);

  const cancel = () => {
    abort.current?.abort();
    onClose();
  };

  const pick = (chosen: File | null) => {
    setFile(chosen);
    const tooBig = chosen !== null && chosen.size > CONTENT_IMAGE_LIMITS.bytes;
    setRefusal((before) => ({ ...before, file: tooBig ? contentImageMessages.size : undefined, other: undefined }));
  };

  const submit = async (event: FormEvent) => {
    // the dialog sits inside the item's form in React's tree: its submit must not save the item
    event.preventDefault();
    event.stopPropagation();
    const local: UploadRefusal = {
      file: file
        ? file.size > CONTENT_IMAGE_LIMITS.bytes
          ? contentImageMessages.size
          : undefined
        : 'Choose the image file to upload first',
      alt: contentImageErrors({ alt }).alt,
    };
    if (local.file || local.alt) return setRefusal(local);
    setRefusal({});
    const controller = new AbortController();
    abort.current = controller;
    setStage({ at: 'sending', percent: 0 });
    try {
      const image = await provider.uploadContentImage(file!, alt.trim(), {
        signal: controller.signal,
        onProgress: (sent, total) =>
          setStage(sent >= total ? { at: 'processing' } : { at: 'sending', percent: Math.round((sent / total) * 100) }),
      });
      onUploaded(image);
    } catch (error) {
      if (!controller.signal.aborted) setRefusal(uploadRefusal(error));
    } finally {
      if (abort.current === controller) abort.current = null;
      setStage({ at: 'idle' });
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : cancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Upload an image</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={busy}
              aria-describedby={fileNoteId}
            >
              {file ? 'Choose another file' : 'Choose a file'}
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file ? `${file.name} (${size(file.size)})` : 'No file chosen'}
            </Typography>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              aria-label="Image file"
              hidden
              onChange={(event) => pick(event.target.files?.[0] ?? null)}
            />
          </Box>
          <FormHelperText id={fileNoteId} error={Boolean(refusal.file)} sx={{ mx: 0 }}>
            {refusal.file ?? 'A JPEG, PNG or WebP photo, at most 10 MB and 40 megapixels.'}
          </FormHelperText>
          <TextField
            label="Image description"
            required
            fullWidth
            margin="normal"
            value={alt}
            disabled={busy}
            onChange={(event) => {
              setAlt(event.target.value);
              setRefusal((before) => ({ ...before, alt: undefined }));
            }}
            error={Boolean(refusal.alt)}
            helperText={
              refusal.alt ??
              `What the picture shows, in words, for people who cannot see it (at most ${CONTENT_IMAGE_LIMITS.alt} characters).`
            }
          />
          {stage.at !== 'idle' && (
            <Box sx={{ mt: 1 }}>
              <LinearProgress
                aria-label="Upload progress"
                variant={stage.at === 'sending' ? 'determinate' : 'indeterminate'}
                value={stage.at === 'sending' ? stage.percent : undefined}
              />
              <Typography variant="body2" role="status" sx={{ mt: 1 }}>
                {stage.at === 'sending'
                  ? `Uploading… ${stage.percent}%`
                  : "Uploaded. Making the image's sizes for the site…"}
              </Typography>
            </Box>
          )}
          {refusal.other && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {refusal.other}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
