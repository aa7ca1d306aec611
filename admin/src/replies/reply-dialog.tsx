import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { REPLY_LIMITS } from '@school/common';
import { useProviderQuery } from '../lib/use-provider-query';
import type { TimelineEntry } from '../providers/people-data';
import { useReplyComposer } from './use-reply-composer';
import { VariablesHelp } from './variables-help';

interface Props {
  submissionId: string;
  /** Who the reply goes to ("Meera Shah <m@example.org>"). */
  to: string;
  onClose: () => void;
  onSent: (entry: TimelineEntry) => void;
}

/** Writes a reply to one submission: a template, subject and body, a preview with the real values, Send. */
export function ReplyDialog({ submissionId, to, onClose, onSent }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const templates = useProviderQuery('reply-templates', (p) => p.getReplyTemplates());
  const c = useReplyComposer(submissionId);
  const send = async () => {
    const entry = await c.send();
    if (entry) onSent(entry);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="reply-title">
      <DialogTitle id="reply-title">Reply</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">To: {to}</Typography>
          {c.errors.form && <Alert severity="error">{c.errors.form}</Alert>}
          <TextField
            select
            label="Template"
            value={c.draft.templateId}
            onChange={(e) => c.pick(templates.data?.find((t) => t.id === e.target.value))}
            helperText={templates.data?.length === 0 ? 'No templates yet: admins add them under Reply templates.' : ' '}
          >
            <MenuItem value="">No template</MenuItem>
            {templates.data?.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Subject"
            value={c.draft.subject}
            onChange={(e) => c.edit('subject', e.target.value)}
            error={Boolean(c.errors.subject)}
            helperText={c.errors.subject ?? ' '}
            slotProps={{ htmlInput: { maxLength: REPLY_LIMITS.subject } }}
            required
          />
          <TextField
            label="Message"
            value={c.draft.body}
            onChange={(e) => c.edit('body', e.target.value)}
            error={Boolean(c.errors.body)}
            helperText={c.errors.body ?? ' '}
            multiline
            minRows={8}
            required
          />
          <VariablesHelp />
          {c.preview && (
            <Box
              component="section"
              aria-labelledby="reply-preview-title"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            >
              <Typography id="reply-preview-title" variant="subtitle1" component="h3">
                Preview
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
                {c.preview.subject}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>
                {c.preview.body}
              </Typography>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        {c.preview ? (
          <Button onClick={c.hidePreview}>Hide preview</Button>
        ) : (
          <Button onClick={() => void c.showPreview()} disabled={c.busy}>
            Preview
          </Button>
        )}
        <Button variant="contained" onClick={() => void send()} disabled={c.busy}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
