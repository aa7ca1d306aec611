import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { formatMoney } from '../billing/money';
import { CATEGORY_CHOICES } from '../labels';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { PayRate } from '../providers/payroll-data';

/** "₹500.00 a lesson (Guitar) from 2027-01-15". */
export function rateWords(rate: Pick<PayRate, 'amount' | 'currency' | 'kind' | 'course' | 'validFrom'>): string {
  const per = rate.kind === 'PER_LESSON' ? 'a lesson' : 'an hour';
  const course = rate.course ? ` (${CATEGORY_CHOICES.find((c) => c.id === rate.course)?.name ?? rate.course})` : '';
  return `${formatMoney(rate.amount, rate.currency)} ${per}${course} from ${rate.validFrom}`;
}

/** A teacher's rates so far, oldest first; one whose day has not come can be taken back. */
export function PayRateList({
  rates,
  today,
  onRemoved,
}: {
  rates: PayRate[] | undefined;
  today: string;
  onRemoved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!rates) return null;
  if (rates.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        No rate yet.
      </Typography>
    );
  const remove = async (id: string) => {
    setBusy(true);
    try {
      await provider.removePayRate(id);
      notify('Pay rate taken back', { type: 'success' });
      onRemoved();
    } catch (caught) {
      notify((caught as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="ul" aria-label="Rates so far" sx={{ pl: 2, mt: 0, mb: 1 }}>
      {rates.map((rate) => (
        <Typography component="li" variant="body2" key={rate.id}>
          {rateWords(rate)}
          {rate.validFrom > today && (
            <Button
              size="small"
              disabled={busy}
              onClick={() => void remove(rate.id)}
              sx={{ ml: 1 }}
              aria-label={`Take back ${rateWords(rate)}`}
            >
              Take back
            </Button>
          )}
        </Typography>
      ))}
    </Box>
  );
}
