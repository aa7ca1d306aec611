import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { CATEGORY_CHOICES } from '../labels';
import { schoolDay } from '../lib/school-time';
import { fieldErrorsOf } from '../lib/server-errors';
import type { Currency, FeeKind } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import type { TeacherFieldsFragment } from '../gql/graphql';
import { CURRENCIES, CURRENCY_NAMES, parseAmount } from './money';

type Field = 'course' | 'teacherId' | 'kind' | 'currency' | 'amount' | 'lessonsIncluded' | 'validFrom' | 'form';

/**
 * "Add fee": for a course, or one teacher of it, in a currency, from a date (today or later): per lesson, a
 * monthly fee naming the lessons it includes, or a block of lessons paid ahead. The server's refusals show under the field they name.
 */
export function FeeDialog({
  teachers,
  onClose,
  onSaved,
}: {
  teachers: TeacherFieldsFragment[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const [course, setCourse] = useState<string>(CATEGORY_CHOICES[0].id);
  const [teacherId, setTeacherId] = useState('');
  const [kind, setKind] = useState<FeeKind>('PER_LESSON');
  const [currency, setCurrency] = useState<Currency>('INR');
  const [amount, setAmount] = useState('');
  const [lessons, setLessons] = useState('4');
  const [validFrom, setValidFrom] = useState(() => schoolDay());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const ofCourse = teachers.filter((t) => (t.courses as string[]).includes(course));
  const save = async () => {
    const parsed = parseAmount(amount);
    if ('problem' in parsed) return setErrors({ amount: parsed.problem });
    const counted = kind !== 'PER_LESSON';
    if (counted && !/^\d{1,3}$/.test(lessons.trim()))
      return setErrors({ lessonsIncluded: `A whole number from 1 to ${kind === 'MONTHLY' ? 31 : 100}` });
    setBusy(true);
    setErrors({});
    try {
      await provider.setFeePlan({
        course,
        teacherId: teacherId || null,
        kind,
        currency,
        amount: parsed.minor,
        lessonsIncluded: counted ? Number(lessons) : null,
        validFrom,
      });
      notify('Fee added', { type: 'success' });
      onSaved();
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
    <Dialog open onClose={onClose} aria-labelledby="fee-title" fullWidth maxWidth="xs">
      <DialogTitle id="fee-title">Add fee</DialogTitle>
      <DialogContent>
        <TextField
          {...select}
          label="Course"
          value={course}
          onChange={(e) => setCourse(e.target.value)}
          {...help('course')}
        >
          {CATEGORY_CHOICES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Teacher"
          value={teacherId}
          onChange={(e) => setTeacherId(e.target.value)}
          {...help('teacherId', 'Only where this teacher’s rate differs')}
        >
          <option value="">Every teacher of the course</option>
          {ofCourse.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Charged"
          value={kind}
          onChange={(e) => setKind(e.target.value as FeeKind)}
          {...help('kind')}
        >
          <option value="PER_LESSON">Per lesson given</option>
          <option value="MONTHLY">Monthly (flat)</option>
          <option value="BLOCK">Block of lessons, paid ahead</option>
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
          {...help('amount', 'For example 1,500 or 1,250.50')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {kind !== 'PER_LESSON' && (
          <TextField
            fullWidth
            margin="dense"
            label={kind === 'MONTHLY' ? 'Lessons included a month' : 'Lessons in a block'}
            value={lessons}
            onChange={(e) => setLessons(e.target.value)}
            {...help(
              'lessonsIncluded',
              kind === 'MONTHLY' ? '1 to 31, shown on invoices' : '1 to 100: each lesson given draws one',
            )}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        <TextField
          fullWidth
          margin="dense"
          type="date"
          label="Applies from"
          value={validFrom}
          onChange={(e) => setValidFrom(e.target.value)}
          {...help('validFrom', 'Today or later')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: schoolDay() } }}
        />
        {errors.form && (
          <Typography color="error" role="alert" variant="body2">
            {errors.form}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Add fee
        </Button>
      </DialogActions>
    </Dialog>
  );
}
