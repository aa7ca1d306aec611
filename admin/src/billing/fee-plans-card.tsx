import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { categoryLabel } from '../labels';
import { schoolDay } from '../lib/school-time';
import { firstErrorOf } from '../lib/server-errors';
import { usePhone } from '../lib/use-phone';
import { useProviderQuery } from '../lib/use-provider-query';
import type { FeePlan } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { FeeDialog } from './fee-dialog';
import { formatMoney } from './money';

/**
 * The school's fees (docs/requirements.md#fee-plans): a fee never changes — a new price is a new fee from a date —
 * and one is taken back only before its date. A table on a laptop, a list on a phone.
 */
export function FeePlansCard() {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const phone = usePhone();
  const [round, setRound] = useState(0);
  const [adding, setAdding] = useState(false);
  const [takingBack, setTakingBack] = useState<FeePlan | null>(null);
  const plans = useProviderQuery(`fee-plans:${round}`, (p) => p.getFeePlans());
  const teachers = useProviderQuery('teachers:all', (p) => p.getTeachers());
  const teacherOf = (id: string | null | undefined) =>
    id ? (teachers.data?.find((t) => t.id === id)?.name ?? 'A teacher') : 'Every teacher';
  const today = schoolDay();
  const what = (plan: FeePlan) => {
    const money = formatMoney(plan.amount, plan.currency);
    if (plan.kind === 'MONTHLY') return `${money} a month (${plan.lessonsIncluded ?? '?'} lessons)`;
    if (plan.kind === 'BLOCK') return `${money} a block of ${plan.lessonsIncluded ?? '?'} lessons, paid ahead`;
    return `${money} a lesson`;
  };
  const takeBackButton = (plan: FeePlan) =>
    plan.validFrom > today ? (
      <Button
        size="small"
        color="error"
        onClick={() => setTakingBack(plan)}
        aria-label={`Take back the ${categoryLabel(plan.course)} fee from ${plan.validFrom}`}
      >
        Take back
      </Button>
    ) : (
      <Typography variant="body2" color="text.secondary">
        Applies
      </Typography>
    );
  const takeBack = async () => {
    const plan = takingBack!;
    setTakingBack(null);
    try {
      await provider.removeFeePlan(plan.id);
      notify('Fee taken back', { type: 'success' });
      setRound((n) => n + 1);
    } catch (caught) {
      notify(firstErrorOf(caught), { type: 'error' });
    }
  };
  const list = plans.data ?? [];
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="fees-heading">
      <CardContent>
        <Typography id="fees-heading" variant="h6" component="h2" gutterBottom>
          Fees
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add fee
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {plans.data
              ? list.length === 0
                ? 'No fees yet: lessons are not charged until a fee applies.'
                : `${list.length} ${list.length === 1 ? 'fee' : 'fees'}`
              : 'Loading fees…'}
          </Typography>
        </Box>
        {plans.error && <Typography color="error">The fees could not be loaded: {plans.error.message}</Typography>}
        {phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((plan) => (
              <Box component="li" key={plan.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {categoryLabel(plan.course)} · {teacherOf(plan.teacherId)}
                </Typography>
                <Typography variant="body2">
                  {what(plan)} · from {plan.validFrom}
                </Typography>
                {takeBackButton(plan)}
              </Box>
            ))}
          </Box>
        ) : (
          list.length > 0 && (
            <Table size="small" aria-label="Fees">
              <TableHead>
                <TableRow>
                  <TableCell>Course</TableCell>
                  <TableCell>Teacher</TableCell>
                  <TableCell>Fee</TableCell>
                  <TableCell>Currency</TableCell>
                  <TableCell>From</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((plan) => (
                  <TableRow key={plan.id}>
                    <TableCell>{categoryLabel(plan.course)}</TableCell>
                    <TableCell>{teacherOf(plan.teacherId)}</TableCell>
                    <TableCell>{what(plan)}</TableCell>
                    <TableCell>{plan.currency}</TableCell>
                    <TableCell>{plan.validFrom}</TableCell>
                    <TableCell>{takeBackButton(plan)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        )}
      </CardContent>
      {adding && (
        <FeeDialog
          teachers={teachers.data ?? []}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            setRound((n) => n + 1);
          }}
        />
      )}
      <Confirm
        isOpen={takingBack !== null}
        title="Take this fee back?"
        content="It has not applied yet: the fee before it keeps applying."
        confirm="Take back"
        onConfirm={() => void takeBack()}
        onClose={() => setTakingBack(null)}
      />
    </Card>
  );
}
