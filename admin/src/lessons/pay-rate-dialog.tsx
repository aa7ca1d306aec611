import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { zonedDay, zoneName } from '@school/common';
import { CURRENCIES, CURRENCY_NAMES, parseAmount } from '../billing/money';
import { CATEGORY_CHOICES } from '../labels';
import { fieldErrorsOf } from '../lib/server-errors';
import { useProviderQuery } from '../lib/use-provider-query';
import type { Currency } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { PayKind } from '../providers/payroll-data';
import { PayRateList } from './pay-rate-list';

type Field = 'course' | 'kind' | 'currency' | 'amount' | 'validFrom' | 'teacherId' | 'form';

export interface PaidTeacher {
  teacherId: string;
  teacherName: string;
  timeZone: string;
}

/**
 * "Set pay rate" (docs/requirements.md#payroll): a teacher's rate from a day in their own zone (today or later), per
 * lesson or per hour, for every course or one, with their rates so far. The server's refusals show under the field
 * they name; a rate whose day has not come can be taken back.
 */
export function PayRateDialog({
  teacher,
  onClose,
  onSaved,
}: {
  teacher: PaidTeacher;
  onClose: () => void;
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const today = zonedDay(new Date(), teacher.timeZone);
  const [round, setRound] = useState(0);
  const rates = useProviderQuery(`pay-rates:${teacher.teacherId}:${round}`, (p) => p.getPayRates(teacher.teacherId));
  const [course, setCourse] = useState('');
  const [kind, setKind] = useState<PayKind>('PER_LESSON');
  const [currency, setCurrency] = useState<Currency>('INR');
  const [amount, setAmount] = useState('');
  const [validFrom, setValidFrom] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = parseAmount(amount);
    if ('problem' in parsed) return setErrors({ amount: parsed.problem });
    setBusy(true);
    setErrors({});
    try {
      await provider.setPayRate({
        teacherId: teacher.teacherId,
        course: course || null,
        kind,
        currency,
        amount: parsed.minor,
        validFrom,
      });
      notify('Pay rate set', { type: 'success' });
      onSaved();
      onClose();
    } catch (caught) {
      setErrors(fieldErrorsOf(caught) ?? { form: (caught as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const help = (name: Field, text = ' ') => ({ error: Boolean(errors[name]), helperText: errors[name] ?? text });
  const select = {
    select: true,
    fullWidth: true,
    margin: 'dense',
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  } as const;
  return (
    <Dialog open onClose={onClose} aria-labelledby="pay-rate-title" fullWidth maxWidth="xs">
      <DialogTitle id="pay-rate-title">Set pay rate: {teacher.teacherName}</DialogTitle>
      <DialogContent>
        <PayRateList
          rates={rates.data}
          today={today}
          onRemoved={() => {
            setRound((r) => r + 1);
            onSaved();
          }}
        />
        <TextField
          {...select}
          label="Course"
          value={course}
          onChange={(e) => setCourse(e.target.value)}
          {...help('course')}
        >
          <option value="">Every course</option>
          {CATEGORY_CHOICES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Paid"
          value={kind}
          onChange={(e) => setKind(e.target.value as PayKind)}
          {...help('kind')}
        >
          <option value="PER_LESSON">Per lesson taught</option>
          <option value="PER_HOUR">Per hour taught (by the minute)</option>
        </TextField>
        <TextField
          {...select}
          label="Currency"
          value={currency}
          onChange={(e) => setCurrency(e.target.value as Currency)}
          {...help('currency')}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {CURRENCY_NAMES[c]}
            </option>
          ))}
        </TextField>
        <TextField
          fullWidth
          margin="dense"
          label="Amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          {...help('amount', 'For example 500 or 1,250.50')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          fullWidth
          margin="dense"
          type="date"
          label="Applies from"
          value={validFrom}
          onChange={(e) => setValidFrom(e.target.value)}
          {...help('validFrom', `Today or later, in ${zoneName(teacher.timeZone)}`)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        {(errors.form || errors.teacherId) && (
          <Typography color="error" role="alert" variant="body2">
            {errors.form ?? errors.teacherId}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Set rate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
