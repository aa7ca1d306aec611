import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { personKey } from '@school/common';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { ErasureReport } from '../providers/people-data';

/**
 * Erasing a person cannot be undone, so the admin types their email first (compared as the person key:
 * case and surrounding spaces do not matter).
 */
export function ErasePersonDialog({
  email,
  onClose,
  onErased,
}: {
  email: string;
  onClose: () => void;
  onErased: (report: ErasureReport) => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = personKey(typed) === personKey(email);
  const erase = () => {
    setBusy(true);
    provider.erasePerson(email).then(onErased, (e: Error) => {
      setError(e.message || 'The person could not be erased');
      setBusy(false);
    });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="erase-title" aria-describedby="erase-text">
      <DialogTitle id="erase-title">Erase this person?</DialogTitle>
      <DialogContent>
        <DialogContentText id="erase-text">
          Every submission, resume, mail and trial class of {email} is deleted for good; the audit log keeps only that a
          person was erased. This cannot be undone. Type the email to confirm.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label="Email to erase"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          fullWidth
          autoComplete="off"
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={!confirmed || busy} onClick={erase}>
          Erase for good
        </Button>
      </DialogActions>
    </Dialog>
  );
}
