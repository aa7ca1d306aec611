import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { monthLabel } from '@school/common';
import { BarChart } from '../components/bar-chart';
import type { BillingRevenue } from '../providers/billing-reports-data';
import { formatMoney } from './money';

type Share = BillingRevenue['byCourse'][number];
type Month = BillingRevenue['months'][number];

const compact = new Map<string, Intl.NumberFormat>();
/** A bar's label, short: "₹7.2K", "£80". The full amount is in the bar's title and the list under the chart. */
export function shortMoney(amount: number, currency: string): string {
  let format = compact.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-GB', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compact.set(currency, format);
  }
  // minor units to major for display only
  return format.format(amount / 100);
}

/** At most 10 characters under a bar; the whole name is in the list under the chart. */
const shortName = (name: string) => (name.length > 10 ? `${name.slice(0, 9)}…` : name);

function ShareChart({ title, shares, currency }: { title: string; shares: Share[]; currency: string }) {
  // the discounts and credit notes lower the total: they are listed, not drawn
  const bars = shares.filter((s) => s.amount > 0 && s.key !== 'discounts' && s.key !== 'credit-notes');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <BarChart
        title={`${title}, ${currency}`}
        data={bars.map((s) => ({ label: shortName(s.label), value: s.amount }))}
        barWidth={72}
        format={(value) => shortMoney(value, currency)}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {shares.map((s) => `${s.label} ${formatMoney(s.amount, currency)}`).join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * One currency's revenue (docs/requirements.md#billing-reports): net of tax by month, what came in by month, and
 * the range's revenue by course and by teacher, the discounts and credit notes listed under them.
 */
export function CurrencyRevenue({ currency, revenue }: { currency: string; revenue: BillingRevenue }) {
  const months = revenue.months.filter((m) => m.currency === currency);
  const total = (key: keyof Omit<Month, 'month' | 'currency'>) => months.reduce((sum, m) => sum + m[key], 0);
  const monthBars = (key: 'revenue' | 'received') =>
    months.map((m) => ({ label: monthLabel(m.month, 'short'), value: Math.max(0, m[key]) }));
  const format = (value: number) => shortMoney(value, currency);
  return (
    <Box component="section" aria-labelledby={`revenue-${currency}`} sx={{ mt: 3 }}>
      <Typography id={`revenue-${currency}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {currency}: revenue {formatMoney(total('revenue'), currency)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid={`revenue-${currency}`}>
        Net of tax ({formatMoney(total('tax'), currency)} tax); invoiced {formatMoney(total('invoiced'), currency)};
        received {formatMoney(total('received'), currency)}
        {total('refunded') ? `; refunded ${formatMoney(total('refunded'), currency)}` : ''}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h4">
            Revenue by month
          </Typography>
          <BarChart title={`Revenue by month, ${currency}`} data={monthBars('revenue')} barWidth={44} format={format} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h4">
            Received by month
          </Typography>
          <BarChart
            title={`Payments received by month, ${currency}`}
            data={monthBars('received')}
            barWidth={44}
            color="#2e7d32"
            format={format}
          />
        </Box>
        <ShareChart
          title="By course"
          currency={currency}
          shares={revenue.byCourse.filter((s) => s.currency === currency)}
        />
        <ShareChart
          title="By teacher"
          currency={currency}
          shares={revenue.byTeacher.filter((s) => s.currency === currency)}
        />
      </Box>
    </Box>
  );
}
