import DownloadIcon from '@mui/icons-material/GetApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { addMonths, monthLabel, zonedMonth } from '@school/common';
import { schoolTimeZone } from '../lib/school-time';
import { fieldErrorsOf } from '../lib/server-errors';
import { useProviderQuery } from '../lib/use-provider-query';
import { CurrencyRevenue } from './revenue-charts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What is wrong with a range before asking the server (which says the same): null when it is one. */
function rangeProblem(from: string, to: string): Record<string, string> | null {
  if (!MONTH.test(from)) return { from: 'Choose a month' };
  if (!MONTH.test(to)) return { to: 'Choose a month' };
  if (to < from) return { to: 'Must not be before the first month' };
  if (addMonths(from, 23) < to) return { to: 'At most 24 months at a time' };
  return null;
}

/**
 * Revenue over a range of months (docs/requirements.md#billing-reports), the last twelve by default: per currency
 * (never added together), charts by month, course and teacher, and the server's CSV of the range.
 */
export function RevenueCard() {
  const thisMonth = zonedMonth(new Date(), schoolTimeZone());
  const [from, setFrom] = useState(addMonths(thisMonth, -11));
  const [to, setTo] = useState(thisMonth);
  const problem = rangeProblem(from, to);
  const revenue = useProviderQuery(`billing-revenue:${from}:${to}`, (p) =>
    problem ? Promise.resolve(undefined) : p.getBillingRevenue(from, to),
  );
  const errors = problem ?? fieldErrorsOf(revenue.error) ?? {};
  const data = revenue.data;
  const currencies = [...new Set((data?.months ?? []).map((m) => m.currency))];
  const picker = (label: string, field: 'from' | 'to', value: string, set: (value: string) => void) => (
    <TextField
      type="month"
      label={label}
      size="small"
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="revenue-heading">
      <CardContent>
        <Typography id="revenue-heading" variant="h6" component="h2" gutterBottom>
          Revenue
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {picker('From', 'from', from, setFrom)}
          {picker('To', 'to', to, setTo)}
          <Button
            component="a"
            href={`/admin/export/revenue.csv?from=${from}&to=${to}`}
            download
            startIcon={<DownloadIcon />}
            disabled={Boolean(problem)}
          >
            Download CSV
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {problem
            ? 'Choose a range of at most 24 months.'
            : data
              ? `${monthLabel(from)} to ${monthLabel(to)}: invoices by the month they bill, payments by the month they came.`
              : revenue.error
                ? ''
                : 'Loading revenue…'}
        </Typography>
        {revenue.error && !fieldErrorsOf(revenue.error) && (
          <Typography color="error">Could not be loaded: {revenue.error.message}</Typography>
        )}
        {data && currencies.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Nothing invoiced or received in these months.
          </Typography>
        )}
        {data && currencies.map((currency) => <CurrencyRevenue key={currency} currency={currency} revenue={data} />)}
      </CardContent>
    </Card>
  );
}
