import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ZoneSelect } from '../booking/zone-select';
import { fieldErrorsOf } from '../lib/server-errors';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { Family } from '../providers/lessons-data';

/**
 * Corrects a family: the payer's name, the phone (international, or national in the country of the family's zone)
 * and the zone its lessons are shown in. The server's words show under the field they name; the email stays.
 */
export function FamilyDialog({
  family,
  onClose,
  onSaved,
}: {
  family: Family;
  onClose: () => void;
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [payerName, setPayerName] = useState(family.payerName ?? '');
  const [phone, setPhone] = useState(family.phone ?? '');
  const [timeZone, setTimeZone] = useState(family.timeZone);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const titleId = `family-${family.id}`;

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await provider.updateFamily(family.id, { payerName, phone, timeZone });
      notify('Family saved', { type: 'success' });
      onSaved();
    } catch (caught) {
      setErrors(fieldErrorsOf(caught) ?? { form: (caught as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Family of {family.email}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label="Payer’s name"
          value={payerName}
          onChange={(event) => setPayerName(event.target.value)}
          error={Boolean(errors.payerName)}
          helperText={errors.payerName ?? ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          fullWidth
          margin="dense"
          type="tel"
          label="Phone"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={Boolean(errors.phone)}
          helperText={errors.phone ?? 'International (+…), or national in the country of the zone'}
        />
        <ZoneSelect
          label="Time zone"
          value={timeZone}
          onChange={setTimeZone}
          helperText={errors.timeZone ?? 'The family’s lessons and mails are in this zone'}
        />
        {errors.form && (
          <Typography color="error" role="alert" variant="body2">
            {errors.form}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
