import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { fieldErrorsOf } from '../lib/server-errors';
import type { Currency } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { formatMoney, parseAmount } from './money';

export type Adjustment = 'credit' | 'refund';

const WORDS = {
  credit: {
    title: 'Grant credit',
    intro: 'A goodwill credit lowers what the family owes; it pays later invoices.',
    done: 'Credit granted',
  },
  refund: {
    title: 'Record refund',
    intro: 'Money paid back to the family raises what it owes (or lowers its credit).',
    done: 'Refund recorded',
  },
};

/** "Grant credit" or "Record refund": an amount in the family's currency and the reason (1–200 characters). */
export function AdjustDialog({
  kind,
  familyId,
  currency,
  onClose,
  onSaved,
}: {
  kind: Adjustment;
  familyId: string;
  currency: Currency;
  onClose: () => void;
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const words = WORDS[kind];
  const save = async () => {
    const parsed = parseAmount(amount);
    if ('problem' in parsed) return setErrors({ amount: parsed.problem });
    setBusy(true);
    setErrors({});
    try {
      if (kind === 'credit') await provider.grantCredit(familyId, parsed.minor, reason);
      else await provider.recordRefund(familyId, parsed.minor, reason);
      notify(`${words.done}: ${formatMoney(parsed.minor, currency)}`, { type: 'success' });
      onSaved();
    } catch (caught) {
      setErrors(fieldErrorsOf(caught) ?? { form: (caught as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="adjust-title" fullWidth maxWidth="xs">
      <DialogTitle id="adjust-title">{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{words.intro}</DialogContentText>
        <TextField
          fullWidth
          margin="dense"
          label={`Amount (${currency})`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? 'For example 500 or 499.50'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          fullWidth
          margin="dense"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'Shown on the family’s account'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {errors.form && (
          <Typography color="error" role="alert" variant="body2">
            {errors.form}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {words.title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
