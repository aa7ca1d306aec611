import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type FormEvent } from 'react';

/** The addresses the server keeps on a link (any other is dropped there, its words kept). */
const KEPT = /^(https?:\/\/|mailto:)/i;

/** An address as typed: "school.example/fees" becomes https://school.example/fees; an email, mailto:. */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return null;
  if (KEPT.test(value)) return value;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `https://${value}`;
}

export function LinkDialog({
  open,
  initial,
  onApply,
  onClose,
}: {
  open: boolean;
  initial: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState('');
  useEffect(() => {
    if (open) {
      setTyped(initial);
      setError('');
    }
  }, [open, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = linkAddress(typed);
    if (!href) return setError('An address starting with https://, http:// or mailto:');
    onApply(href);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Link</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Link address"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error !== ''}
            helperText={error || 'A web address or an email'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
