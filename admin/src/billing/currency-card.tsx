import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { fieldErrorsOf, firstErrorOf } from '../lib/server-errors';
import type { Currency } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { CURRENCIES, CURRENCY_NAMES } from './money';

/**
 * The currency a family is billed in: the settings' default until staff choose. The server refuses a change once
 * the family has an invoice or a payment (its account stays in one currency); its words show under the field.
 */
export function CurrencyCard({
  familyId,
  currency,
  onSaved,
}: {
  familyId: string;
  currency: Currency;
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [chosen, setChosen] = useState<Currency>(currency);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await provider.setFamilyCurrency(familyId, chosen);
      notify(`The family is billed in ${chosen}`, { type: 'success' });
      onSaved();
    } catch (caught) {
      setError(fieldErrorsOf(caught)?.currency ?? firstErrorOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="currency-heading">
      <CardContent>
        <Typography id="currency-heading" variant="h6" component="h2" gutterBottom>
          Billing currency
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void save(event)}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            select
            label="Billed in"
            value={chosen}
            onChange={(event) => setChosen(event.target.value as Currency)}
            error={Boolean(error)}
            helperText={error ?? 'Fixed once the family has an invoice or a payment'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {CURRENCY_NAMES[c]}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" disabled={busy || chosen === currency} sx={{ mt: 1 }}>
            Change currency
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
