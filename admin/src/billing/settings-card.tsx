import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { fieldErrorsOf } from '../lib/server-errors';
import { useProviderQuery } from '../lib/use-provider-query';
import type { BillingSettings, Currency } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { CURRENCIES, CURRENCY_NAMES, parsePercent, percentText } from './money';

type Values = Record<keyof Omit<BillingSettings, '__typename'>, string>;
const RATES = ['taxBp', 'siblingBp', 'multiCourseBp'] as const;
const WHOLE = ['billingDay', 'dueDays', 'fyStartMonth'] as const;
const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2026, i, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
);

const asText = (s: BillingSettings): Values => ({
  defaultCurrency: s.defaultCurrency,
  taxLabel: s.taxLabel,
  taxBp: percentText(s.taxBp),
  siblingBp: percentText(s.siblingBp),
  multiCourseBp: percentText(s.multiCourseBp),
  billingDay: String(s.billingDay),
  dueDays: String(s.dueDays),
  fyStartMonth: String(s.fyStartMonth),
  invoicePrefix: s.invoicePrefix,
  payInstructions: s.payInstructions,
  schoolAddress: s.schoolAddress ?? '',
  taxId: s.taxId ?? '',
});

/**
 * The school's billing settings (docs/requirements.md#billing-settings), saved all at once: rates are typed as
 * percentages and sent as basis points (18 % → 1800), read by string handling; the server names a bad field.
 */
export function SettingsCard() {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const settings = useProviderQuery('billing-settings', (p) => p.getBillingSettings());
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data) setValues(asText(settings.data));
  }, [settings.data]);
  if (settings.error) return <Typography color="error">The settings could not be loaded.</Typography>;
  if (!values) return null;
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v!, [name]: event.target.value }));
  const field = (name: keyof Values, help = ' ') => ({
    value: values[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? help,
    slotProps: { inputLabel: { shrink: true } },
  });
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<keyof Values, string>> = {};
    const rates = Object.fromEntries(
      RATES.map((name) => {
        const bp = parsePercent(values[name]);
        if (bp === null) problems[name] = 'A percentage from 0 to 100, at most 2 decimals';
        return [name, bp ?? 0];
      }),
    ) as Record<(typeof RATES)[number], number>;
    for (const name of WHOLE) if (!/^\d{1,3}$/.test(values[name].trim())) problems[name] = 'A whole number';
    if (Object.keys(problems).length) return setErrors(problems);
    setBusy(true);
    setErrors({});
    try {
      const saved = await provider.setBillingSettings({
        ...rates,
        defaultCurrency: values.defaultCurrency as Currency,
        taxLabel: values.taxLabel,
        billingDay: Number(values.billingDay),
        dueDays: Number(values.dueDays),
        fyStartMonth: Number(values.fyStartMonth),
        invoicePrefix: values.invoicePrefix,
        payInstructions: values.payInstructions,
        schoolAddress: values.schoolAddress.trim() || null,
        taxId: values.taxId.trim() || null,
      });
      setValues(asText(saved));
      notify('Billing settings saved', { type: 'success' });
    } catch (caught) {
      setErrors(fieldErrorsOf(caught) ?? {});
      if (!fieldErrorsOf(caught)) notify((caught as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const narrow = { width: { xs: '100%', sm: 220 } };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="billing-settings-heading">
      <CardContent>
        <Typography id="billing-settings-heading" variant="h6" component="h2" gutterBottom>
          Billing settings
        </Typography>
        <Box
          component="form"
          onSubmit={(event) => void save(event)}
          noValidate
          aria-label="Billing settings"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            select
            label="Default currency"
            sx={narrow}
            {...field('defaultCurrency')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {CURRENCY_NAMES[c]}
              </option>
            ))}
          </TextField>
          <TextField label="Tax name" sx={narrow} {...field('taxLabel', 'For example GST')} />
          <TextField label="Tax rate (%)" sx={narrow} {...field('taxBp', '0: no tax line')} />
          <TextField label="Sibling discount (%)" sx={narrow} {...field('siblingBp')} />
          <TextField label="Second-course discount (%)" sx={narrow} {...field('multiCourseBp')} />
          <TextField label="Billing day of the month" sx={narrow} {...field('billingDay', '1 to 28')} />
          <TextField label="Days to pay" sx={narrow} {...field('dueDays')} />
          <TextField
            select
            label="Financial year starts in"
            sx={narrow}
            {...field('fyStartMonth')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {MONTHS.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </TextField>
          <TextField label="Invoice number prefix" sx={narrow} {...field('invoicePrefix', 'A–Z, 0–9, / and -')} />
          <TextField
            label="How to pay (printed on invoices)"
            multiline
            minRows={2}
            fullWidth
            {...field('payInstructions', 'Bank details, UPI id')}
          />
          <TextField
            label="School address (printed on invoices)"
            multiline
            minRows={2}
            sx={{ width: { xs: '100%', sm: 446 } }}
            {...field('schoolAddress', 'Street, city, postcode; empty: none')}
          />
          <TextField label="Tax id (printed on invoices)" sx={narrow} {...field('taxId', 'For example a GSTIN')} />
          <Button type="submit" variant="contained" disabled={busy}>
            Save settings
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
