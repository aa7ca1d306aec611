import Alert from '@mui/material/Alert';
import { monthLabel } from '@school/common';
import { useProviderQuery } from '../lib/use-provider-query';
import { categoryLabel } from '../labels';
import type { BillingRun } from '../providers/billing-data';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a billing run did, in plain words: drafted now, drafted before, make-ups not taken credited, lessons still
 * unmarked, fees missing.
 */
export function RunResult({ run }: { run: BillingRun }) {
  const teachers = useProviderQuery('teachers:all', (p) => p.getTeachers());
  const teacherName = (id: string) => teachers.data?.find((t) => t.id === id)?.name ?? 'a teacher';
  const parts = [
    `${count(run.drafted, 'invoice', 'invoices')} drafted now`,
    `${count(run.alreadyDrafted, 'family was', 'families were')} drafted before`,
  ];
  return (
    <Alert severity={run.unmarked || run.unpriced.length ? 'warning' : 'success'} sx={{ mb: 2 }} role="status">
      Billing for {monthLabel(run.period)}: {parts.join('; ')}.
      {run.makeUpCredits > 0 &&
        ` ${count(run.makeUpCredits, 'make-up not taken was', 'make-ups not taken were')} credited to the family’s account.`}
      {run.unmarked > 0 &&
        ` ${count(run.unmarked, 'lesson is', 'lessons are')} still unmarked: mark attendance, and the next run charges them.`}
      {run.unpriced.map((u) => (
        <span key={`${u.course}:${u.teacherId}:${u.currency}`}>
          {' '}
          No {u.currency} fee for {categoryLabel(u.course)} with {teacherName(u.teacherId)}:{' '}
          {count(u.count, 'charge was', 'charges were')} left out (add a fee under Fees).
        </span>
      ))}
    </Alert>
  );
}
