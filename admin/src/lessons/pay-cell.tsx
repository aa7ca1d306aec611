import Typography from '@mui/material/Typography';
import { formatMoney } from '../billing/money';
import type { TeacherPay } from '../providers/payroll-data';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A teacher's pay for the month (docs/requirements.md#payroll): the amount per currency, "No rate" when no rate
 * applies (never 0), and why it is not final yet: lessons not marked, lessons to come, lessons without a rate.
 */
export function PayCell({ pay }: { pay: TeacherPay | undefined }) {
  if (!pay) return <>…</>;
  const notes = [
    pay.unrated > 0 && !pay.noRate ? `${plural(pay.unrated, 'lesson')} without a rate` : null,
    pay.unmarked > 0 ? `Not final: ${pay.unmarked} not marked` : !pay.final ? 'Not final: lessons to come' : null,
  ].filter(Boolean);
  return (
    <>
      {pay.noRate ? (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          No rate
        </Typography>
      ) : pay.amounts.length === 0 ? (
        'Nothing to pay'
      ) : (
        pay.amounts.map((a) => (
          <Typography key={a.currency} variant="body2" component="div" sx={{ fontWeight: 600 }}>
            {formatMoney(a.amount, a.currency)}
          </Typography>
        ))
      )}
      {notes.map((note) => (
        <Typography key={note} variant="caption" color="text.secondary" component="div">
          {note}
        </Typography>
      ))}
    </>
  );
}
