import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { schoolDay } from '../lib/school-time';
import { fieldErrorsOf } from '../lib/server-errors';
import { useProviderQuery } from '../lib/use-provider-query';
import type { Currency, PaymentMethod } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { formatMoney, parseAmount } from './money';

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'BANK_TRANSFER', label: 'Bank transfer' },
  { value: 'UPI', label: 'UPI' },
  { value: 'CASH', label: 'Cash' },
  { value: 'CARD', label: 'Card' },
];
const NEEDS_REFERENCE: PaymentMethod[] = ['BANK_TRANSFER', 'UPI'];

/**
 * "Record payment": money that came outside the product (docs/requirements.md#ledger), in the family's currency,
 * optionally for one issued invoice. A bank transfer or UPI needs its reference; the server's refusals show under
 * the field they name.
 */
export function PaymentDialog({
  familyId,
  currency,
  onClose,
  onSaved,
}: {
  familyId: string;
  currency: Currency;
  onClose: () => void;
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const invoices = useProviderQuery(`invoices:family:${familyId}`, (p) => p.getInvoices({ familyId }));
  const payable = (invoices.data ?? []).filter((i) => i.status === 'ISSUED' && i.credited < i.total);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('BANK_TRANSFER');
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => schoolDay());
  const [invoiceId, setInvoiceId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = parseAmount(amount);
    if ('problem' in parsed) return setErrors({ amount: parsed.problem });
    setBusy(true);
    setErrors({});
    try {
      await provider.recordPayment({
        familyId,
        currency,
        amount: parsed.minor,
        method,
        reference: reference || null,
        receivedOn,
        invoiceId: invoiceId || null,
      });
      notify(`Payment of ${formatMoney(parsed.minor, currency)} recorded`, { type: 'success' });
      onSaved();
    } catch (caught) {
      setErrors(fieldErrorsOf(caught) ?? { form: (caught as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const select = { select: true, fullWidth: true, margin: 'dense', slotProps: { select: { native: true } } } as const;
  return (
    <Dialog open onClose={onClose} aria-labelledby="payment-title" fullWidth maxWidth="xs">
      <DialogTitle id="payment-title">Record payment</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label={`Amount received (${currency})`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount || errors.currency)}
          helperText={errors.amount ?? errors.currency ?? 'For example 1,250.50'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...select}
          label="How it came"
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          error={Boolean(errors.method)}
          helperText={errors.method ?? ' '}
        >
          {METHODS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </TextField>
        <TextField
          fullWidth
          margin="dense"
          label={NEEDS_REFERENCE.includes(method) ? 'Reference (UTR or transaction id)' : 'Reference (optional)'}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={Boolean(errors.reference)}
          helperText={errors.reference ?? 'Recorded once per method'}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          fullWidth
          margin="dense"
          type="date"
          label="Received on"
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
          error={Boolean(errors.receivedOn)}
          helperText={errors.receivedOn ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: schoolDay() } }}
        />
        <TextField
          {...select}
          label="For invoice"
          value={invoiceId}
          onChange={(event) => setInvoiceId(event.target.value)}
          error={Boolean(errors.invoiceId)}
          helperText={errors.invoiceId ?? 'Optional: the issued invoice it pays'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">No particular invoice</option>
          {payable.map((i) => (
            <option key={i.id} value={i.id}>
              {i.number} · {formatMoney(i.total, i.currency)}
            </option>
          ))}
        </TextField>
        {errors.form && (
          <Typography color="error" role="alert" variant="body2">
            {errors.form}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Record payment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
