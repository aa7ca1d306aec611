// The billing reports at scale (docs/requirements.md#billing-reports), a part of the billing bench (billing.mjs):
// a year of issued invoices for each of its 2,000 families (four lesson lines each, a sibling discount on every
// fourth, GST; one family in ten in dollars, one in ten in pounds), each month paid in full but by a family in seven
// (its last three months unpaid) and a family in eleven (half of each), a credit note on a family in thirteen;
// written straight to the database. Then `billingAgeing` and `billingRevenue` over the twelve months, timed over
// HTTP after a warm-up.
import { randomUUID } from 'node:crypto';
import { percentile } from './table.mjs';

export const REPORT_READS = 100;
const WARM_UP = 10;
export const REPORT_TARGET = 'p95 ≤ 200 ms';
export const reportPasses = (times) => percentile(times, 95) <= 200;

/** The twelve months before `period` (YYYY-MM), oldest first. */
function yearBefore(period) {
  const [y, m] = period.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 13 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

const day = (month, d) => `${month}-${String(d).padStart(2, '0')}`;
const currencyOf = (f) => (f % 10 === 1 ? 'USD' : f % 10 === 2 ? 'GBP' : 'INR');

/** Writes the year; answers its first and last months and how many invoices and lines it wrote. */
export async function seedYear(db, familyIds, teacherId, period) {
  const months = yearBefore(period);
  const invoices = [];
  const lines = [];
  const notes = [];
  const ledger = [];
  let seq = 0;
  const entry = (familyId, kind, amount, currency, invoiceId, on, noteId = null) =>
    ledger.push([randomUUID(), familyId, kind, amount, currency, invoiceId, noteId, kind, on, 'bench', new Date(on)]);
  familyIds.forEach((familyId, f) => {
    const currency = currencyOf(f);
    const fee = currency === 'INR' ? 90_000 : 4_500;
    months.forEach((month, m) => {
      const id = randomUUID();
      const subtotal = 4 * fee;
      const discount = f % 4 === 0 ? subtotal / 20 : 0;
      const tax = Math.floor(((subtotal - discount) * 1800 + 5000) / 10_000);
      const total = subtotal - discount + tax;
      const issued = new Date(`${day(months[m + 1] ?? period, 1)}T05:00:00Z`);
      const issuedOn = issued.toISOString().slice(0, 10);
      const due = new Date(+issued + 14 * 86_400_000).toISOString().slice(0, 10);
      const credited = f % 13 === 0 && m === 5 ? Math.floor(total / 10) : 0;
      invoices.push([
        ...[id, familyId, month, currency, 'ISSUED', 'BENCH', ++seq, 'BENCH/', subtotal, discount, tax, total],
        ...[credited, 'GST', 1800, issued, 'bench', due, issued],
      ]);
      const line = (position, kind, course, serviceOn, amount) =>
        lines.push([randomUUID(), id, position, kind, kind, course, course && teacherId, serviceOn, 1, amount, amount]);
      for (let l = 0; l < 4; l++) line(l + 1, 'LESSON', 'guitar', day(month, 3 + 7 * l), fee);
      if (discount) line(5, 'DISCOUNT', null, day(month, 28), -discount);
      entry(familyId, 'INVOICE', total, currency, id, issuedOn);
      if (credited) {
        const noteId = randomUUID();
        notes.push([noteId, id, familyId, 'BENCH-CN', seq, 'CN/', credited, currency, 'Bench', 'bench', issued]);
        entry(familyId, 'CREDIT_NOTE', -credited, currency, id, issuedOn, noteId);
      }
      const owed = total - credited;
      const paid = f % 7 === 0 && m >= 9 ? 0 : f % 11 === 0 ? Math.floor(owed / 2) : owed;
      if (paid) entry(familyId, 'PAYMENT', -paid, currency, id, due);
    });
  });
  await db.insert(
    'invoices',
    [
      'id',
      'family_id',
      'period',
      'currency',
      'status',
      'series',
      'seq',
      'number_prefix',
      'subtotal',
      'discount',
      'tax',
      'total',
      'credited',
      'tax_label',
      'tax_bp',
      'issued_at',
      'issued_by',
      'due_on',
      'created_at',
    ],
    invoices,
  );
  await db.insert(
    'invoice_lines',
    [
      'id',
      'invoice_id',
      'position',
      'kind',
      'description',
      'course',
      'teacher_id',
      'service_on',
      'quantity',
      'unit_amount',
      'amount',
    ],
    lines,
  );
  await db.insert(
    'credit_notes',
    [
      'id',
      'invoice_id',
      'family_id',
      'series',
      'seq',
      'number_prefix',
      'amount',
      'currency',
      'reason',
      'issued_by',
      'issued_at',
    ],
    notes,
  );
  await db.insert(
    'ledger_entries',
    [
      'id',
      'family_id',
      'kind',
      'amount',
      'currency',
      'invoice_id',
      'credit_note_id',
      'description',
      'occurred_on',
      'created_by',
      'created_at',
    ],
    ledger,
  );
  return { from: months[0], to: months[11], invoices: invoices.length, lines: lines.length, entries: ledger.length };
}

const AGEING =
  '{ billingAgeing { asOf rows { familyId familyName currency owed notDue days1to30 days31to60 days61to90 over90 oldestDue } credits { familyId credit } totals { currency owed families } } }';
const REVENUE =
  'query($from: String!, $to: String!) { billingRevenue(from: $from, to: $to) { months { month currency revenue tax invoiced received } byCourse { label amount } byTeacher { label amount } } }';

/** Times both reports; answers their times and what the last answers held. */
export async function timeReports(as, year) {
  const time = async (query, variables, check) => {
    const times = [];
    let last = null;
    for (let i = 0; i < WARM_UP + REPORT_READS; i++) {
      const started = performance.now();
      const answer = await as(query, variables);
      if (i >= WARM_UP) times.push(performance.now() - started);
      if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
      last = check(answer.data);
    }
    return { times, last };
  };
  const ageing = await time(AGEING, {}, (d) => ({
    owing: d.billingAgeing.rows.length,
    currencies: d.billingAgeing.totals.length,
  }));
  const revenue = await time(REVENUE, { from: year.from, to: year.to }, (d) => ({
    months: d.billingRevenue.months.length,
  }));
  return { ageing, revenue };
}
