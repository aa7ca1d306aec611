import Box from '@mui/material/Box';
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
import { exactTime } from '../lib/school-time';
import { fieldErrorsOf } from '../lib/server-errors';
import { useProviderQuery } from '../lib/use-provider-query';
import type { Currency, PaymentException } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { CURRENCIES, formatMoney } from './money';

const PROVIDERS: Record<string, string> = { stripe: 'Stripe', razorpay: 'Razorpay' };

function amountOf(exception: PaymentException): string | null {
  if (exception.amount === null || exception.amount === undefined) return null;
  const currency = exception.currency as Currency;
  return (CURRENCIES as readonly string[]).includes(currency)
    ? formatMoney(exception.amount, currency)
    : `${exception.amount} (${exception.currency ?? '?'})`;
}

/**
 * "Payments to look at" (docs/requirements.md#online-payments): what a provider reported that could not change a
 * balance — money that came for the wrong amount, for an invoice credited in full, for a link nobody made. Each stays
 * until an admin marks it dealt with, saying what they did. Nothing shows while there is nothing to look at.
 */
export function PaymentExceptions({ onOpenInvoice }: { onOpenInvoice: (id: string) => void }) {
  const [round, setRound] = useState(0);
  const [closing, setClosing] = useState<PaymentException | null>(null);
  const exceptions = useProviderQuery(`payment-exceptions:${round}`, (p) => p.getPaymentExceptions());
  const open = exceptions.data ?? [];
  if (open.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="payment-exceptions-title"
      sx={{ mb: 2, p: 2, border: 2, borderColor: 'warning.main', borderRadius: 1 }}
    >
      <Typography id="payment-exceptions-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {open.length === 1 ? '1 payment to look at' : `${open.length} payments to look at`}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        A provider reported money that could not go on a family’s account. Put it right on the provider or record it by
        hand, then mark it dealt with.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {open.map((exception) => (
          <Box component="li" key={exception.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {exception.problem}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {[
                PROVIDERS[exception.provider] ?? exception.provider,
                exactTime(exception.createdAt),
                amountOf(exception),
                `event ${exception.eventId}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              {exception.invoiceId && (
                <Button size="small" onClick={() => onOpenInvoice(exception.invoiceId!)}>
                  Open invoice
                </Button>
              )}
              <Button
                size="small"
                variant="outlined"
                onClick={() => setClosing(exception)}
                aria-label={`Mark dealt with: ${exception.problem}`}
              >
                Mark dealt with
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      {closing && (
        <DealtDialog
          exception={closing}
          onClose={() => setClosing(null)}
          onSaved={() => {
            setClosing(null);
            setRound((n) => n + 1);
          }}
        />
      )}
    </Box>
  );
}

function DealtDialog({
  exception,
  onClose,
  onSaved,
}: {
  exception: PaymentException;
  onClose: () => void;
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await provider.markPaymentExceptionDealt(exception.id, note);
      notify('Marked dealt with', { type: 'success' });
      onSaved();
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      setError(fields?.note ?? fields?.id ?? (caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="dealt-title" fullWidth maxWidth="xs">
      <DialogTitle id="dealt-title">Mark dealt with</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{exception.problem}</DialogContentText>
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label="What was done"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'For example "Refunded on Razorpay" — kept with the exception and in the audit log'}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Mark dealt with
        </Button>
      </DialogActions>
    </Dialog>
  );
}
