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
import type { InvoiceDetail } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { amountText, formatMoney, parseAmount } from './money';

/** A credit note against an issued invoice: at most what is not credited yet, with a reason (1–200 characters). */
export function CreditNoteDialog({
  invoice,
  onClose,
  onSaved,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const left = invoice.total - invoice.credited;
  const [amount, setAmount] = useState(amountText(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = parseAmount(amount);
    if ('problem' in parsed) return setErrors({ amount: parsed.problem });
    setBusy(true);
    setErrors({});
    try {
      const note = await provider.creditInvoice(invoice.id, parsed.minor, reason);
      notify(`Credit note ${note.number} issued`, { type: 'success' });
      onSaved();
    } catch (caught) {
      setErrors(fieldErrorsOf(caught) ?? { form: (caught as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="credit-note-title" fullWidth maxWidth="xs">
      <DialogTitle id="credit-note-title">Credit note for {invoice.number}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Takes back part or all of the invoice: at most {formatMoney(left, invoice.currency)}.
        </DialogContentText>
        <TextField
          fullWidth
          margin="dense"
          label={`Amount (${invoice.currency})`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          fullWidth
          margin="dense"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'Printed on the credit note'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {(errors.form || errors.invoiceId) && (
          <Typography color="error" role="alert" variant="body2">
            {errors.form ?? errors.invoiceId}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Issue credit note
        </Button>
      </DialogActions>
    </Dialog>
  );
}
