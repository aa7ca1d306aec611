/**
 * What the school invoiced and received, month by month (docs/requirements.md#billing-reports), per currency — never
 * added across currencies. Summed by the database (four grouped statements), whatever the number of invoices.
 *
 * - An invoice counts in the month it bills (its period), issued ones only; a credit note is taken off its
 *   invoice's month, whenever it was issued.
 * - Revenue is net of tax: the charges, less the invoice's discounts, less the credit notes without their share of
 *   tax (the invoice's tax rate of the note, rounded half up). Tax is shown beside it, and "invoiced" is what the
 *   families were asked for: the invoices' totals less the credit notes.
 * - By course and by teacher: each charge line under its course and teacher, at its amount before discounts; the
 *   discounts and the credit notes are rows of their own, so each breakdown adds up to the revenue.
 * - Received: payments by the day they came; refunds beside them.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { ValidationError } from '../../errors';
import { PERIOD } from './billing-run';
import { sqlOf } from './billing-ageing';
import type { TeacherNames } from './fee-plans';
import { courseName } from './invoice-math';
import type { Currency } from './money';

export const MAX_MONTHS = 24;
/** The keys of the rows of their own in the breakdowns. */
export const DISCOUNTS = 'discounts';
export const CREDIT_NOTES = 'credit-notes';

export interface RevenueMonth {
  month: string;
  currency: Currency;
  charges: number;
  discounts: number;
  /** Credit notes against the month's invoices, without their tax. */
  credited: number;
  /** Charges − discounts − credited: net of tax. */
  revenue: number;
  tax: number;
  /** The invoices' totals less their credit notes (tax included). */
  invoiced: number;
  received: number;
  refunded: number;
}

export interface RevenueShare {
  currency: Currency;
  /** A course value or a teacher id; "discounts" or "credit-notes" for those rows; "" for no teacher. */
  key: string;
  label: string;
  amount: number;
}

export interface Revenue {
  from: string;
  to: string;
  months: RevenueMonth[];
  byCourse: RevenueShare[];
  byTeacher: RevenueShare[];
}

/** The months asked for: both YYYY-MM, from ≤ to, at most 24; refused naming the field otherwise. */
export function monthRange(from: string | null | undefined, to: string | null | undefined): string[] {
  const bad = (field: string, message: string) => new ValidationError(message, { [field]: message });
  if (!PERIOD.test(from ?? '')) throw bad('from', 'Must be a month, YYYY-MM');
  if (!PERIOD.test(to ?? '')) throw bad('to', 'Must be a month, YYYY-MM');
  if (to! < from!) throw bad('to', 'Must not be before the first month');
  const months: string[] = [];
  for (
    let m = DateTime.fromISO(`${from}-01`, { zone: 'UTC' });
    m.toFormat('yyyy-MM') <= to!;
    m = m.plus({ months: 1 })
  ) {
    months.push(m.toFormat('yyyy-MM'));
    if (months.length > MAX_MONTHS) throw bad('to', `At most ${MAX_MONTHS} months at a time`);
  }
  return months;
}

const INVOICES_SQL = `
SELECT period, currency, SUM(subtotal) AS charges, SUM(discount) AS discounts, SUM(tax) AS tax,
  SUM(total) AS total, SUM(credited) AS credited
FROM invoices WHERE status = 'ISSUED' AND period >= ? AND period <= ? GROUP BY period, currency`;

// a note's share of tax: its amount × the invoice's tax ÷ the invoice's total, rounded half up, in 64-bit integers
const CREDIT_TAX_SQL = `
SELECT i.period, i.currency,
  SUM((CAST(n.amount AS BIGINT) * i.tax * 2 + i.total) / (CAST(i.total AS BIGINT) * 2)) AS tax
FROM credit_notes n JOIN invoices i ON i.id = n.invoice_id
WHERE i.status = 'ISSUED' AND i.period >= ? AND i.period <= ? AND i.total > 0
GROUP BY i.period, i.currency`;

const LINES_SQL = `
SELECT i.currency, l.course, l.teacher_id, SUM(l.amount) AS amount
FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
WHERE i.status = 'ISSUED' AND i.period >= ? AND i.period <= ? AND l.kind <> 'DISCOUNT'
GROUP BY i.currency, l.course, l.teacher_id`;

const PAYMENTS_SQL = `
SELECT SUBSTR(occurred_on, 1, 7) AS month, currency, kind, SUM(amount) AS amount
FROM ledger_entries WHERE kind IN ('PAYMENT', 'REFUND') AND occurred_on >= ? AND occurred_on < ?
GROUP BY SUBSTR(occurred_on, 1, 7), currency, kind`;

type Row = Record<string, string | number | null>;

export async function billingRevenue(
  dataSource: DataSource,
  teacherName: TeacherNames,
  from: string,
  to: string,
): Promise<Revenue> {
  const months = monthRange(from, to);
  const end = DateTime.fromISO(`${to}-01`, { zone: 'UTC' }).plus({ months: 1 }).toISODate()!;
  const run = (sql: string, params: string[]): Promise<Row[]> => dataSource.query(sqlOf(dataSource, sql), params);
  const [invoices, creditTax, lines, payments] = await Promise.all([
    run(INVOICES_SQL, [from, to]),
    run(CREDIT_TAX_SQL, [from, to]),
    run(LINES_SQL, [from, to]),
    run(PAYMENTS_SQL, [`${from}-01`, end]),
  ]);
  const byMonth = new Map<string, RevenueMonth>();
  const monthOf = (month: string, currency: Currency) => {
    const key = `${currency}:${month}`;
    let entry = byMonth.get(key);
    if (!entry) {
      entry = {
        month,
        currency,
        charges: 0,
        discounts: 0,
        credited: 0,
        revenue: 0,
        tax: 0,
        invoiced: 0,
        received: 0,
        refunded: 0,
      };
      byMonth.set(key, entry);
    }
    return entry;
  };
  const taxOfCredits = new Map(creditTax.map((r) => [`${String(r.currency)}:${String(r.period)}`, Number(r.tax)]));
  for (const r of invoices) {
    const entry = monthOf(String(r.period), String(r.currency) as Currency);
    const creditedTax = taxOfCredits.get(`${entry.currency}:${entry.month}`) ?? 0;
    entry.charges = Number(r.charges);
    entry.discounts = Number(r.discounts);
    entry.credited = Number(r.credited) - creditedTax;
    entry.tax = Number(r.tax) - creditedTax;
    entry.revenue = entry.charges - entry.discounts - entry.credited;
    entry.invoiced = Number(r.total) - Number(r.credited);
  }
  for (const r of payments) {
    const entry = monthOf(String(r.month), String(r.currency) as Currency);
    if (r.kind === 'PAYMENT') entry.received = -Number(r.amount);
    else entry.refunded = Number(r.amount);
  }
  const currencies = [...new Set([...byMonth.values()].map((m) => m.currency))].sort();
  // every month of the range for each currency seen, so that charts and the file show the gaps
  for (const currency of currencies) for (const month of months) monthOf(month, currency);
  const sorted = [...byMonth.values()].sort(
    (a, b) => a.currency.localeCompare(b.currency) || a.month.localeCompare(b.month),
  );
  const courses = new Map<string, RevenueShare>();
  const teachers = new Map<string, RevenueShare>();
  const add = (shares: Map<string, RevenueShare>, currency: Currency, key: string, amount: number) => {
    const id = `${currency}:${key}`;
    const share = shares.get(id) ?? { currency, key, label: key, amount: 0 };
    share.amount += amount;
    shares.set(id, share);
  };
  for (const r of lines) {
    const currency = String(r.currency) as Currency;
    add(courses, currency, r.course === null ? '' : String(r.course), Number(r.amount));
    add(teachers, currency, r.teacher_id === null ? '' : String(r.teacher_id), Number(r.amount));
  }
  for (const currency of currencies) {
    const months = sorted.filter((m) => m.currency === currency);
    const discounts = months.reduce((sum, m) => sum + m.discounts, 0);
    const credited = months.reduce((sum, m) => sum + m.credited, 0);
    for (const shares of [courses, teachers]) {
      if (discounts) add(shares, currency, DISCOUNTS, -discounts);
      if (credited) add(shares, currency, CREDIT_NOTES, -credited);
    }
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...new Set([...teachers.values()].map((t) => t.key))]
      .filter((id) => id && id !== DISCOUNTS && id !== CREDIT_NOTES)
      .map(async (id) => names.set(id, (await teacherName(id)) ?? 'A former teacher')),
  );
  const label = (key: string, named: (key: string) => string) =>
    key === DISCOUNTS ? 'Discounts' : key === CREDIT_NOTES ? 'Credit notes' : named(key);
  return {
    from,
    to,
    months: sorted,
    byCourse: ordered(courses, (key) => label(key, (k) => (k ? courseName(k) : 'No course'))),
    byTeacher: ordered(teachers, (key) => label(key, (k) => (k ? names.get(k)! : 'No teacher'))),
  };
}

/** Per currency, the largest first; the discounts and credit notes last. */
function ordered(shares: Map<string, RevenueShare>, label: (key: string) => string): RevenueShare[] {
  const last = (s: RevenueShare) => (s.key === DISCOUNTS ? 1 : s.key === CREDIT_NOTES ? 2 : 0);
  return [...shares.values()]
    .map((share) => ({ ...share, label: label(share.key) }))
    .sort(
      (a, b) =>
        a.currency.localeCompare(b.currency) ||
        last(a) - last(b) ||
        b.amount - a.amount ||
        a.label.localeCompare(b.label),
    );
}
