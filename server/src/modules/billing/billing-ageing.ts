/**
 * Who owes what, and for how long (docs/requirements.md#billing-reports): each family's balance summed from its
 * ledger on a day, split by how overdue the issued invoices behind it are. Computed by the database in one
 * statement whatever the number of families: only the families that owe (or are in credit) come back.
 *
 * What a family owes is pinned to its debits — issued invoices (less their credit notes and the payments that named
 * them) and refunds — newest first: money that named no invoice, a credit, or a payment beyond its invoice pays the
 * oldest debt first, so what is left unpaid is the most recent. The balance never exceeds those debits (every line
 * that raises it is one of them), so the buckets always add up to the balance.
 */
import type { DataSource } from 'typeorm';
import { addDays, zonedDay } from '@school/common';
import { ValidationError } from '../../errors';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import { validDate } from '../typed-text';
import type { Currency } from './money';
import { forDatabase } from '../../db/dialect';

export const BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type Bucket = (typeof BUCKETS)[number];
export type Buckets = Record<Bucket, number>;

export interface AgeingRow extends Buckets {
  familyId: string;
  familyName: string;
  currency: Currency;
  /** What the family owes on the day: its ledger's sum (the buckets add up to it). */
  owed: number;
  /** The due date of its oldest unpaid invoice (or refund), YYYY-MM-DD. */
  oldestDue: string;
}

export interface CreditRow {
  familyId: string;
  familyName: string;
  currency: Currency;
  /** How much the family is in credit: a positive amount. */
  credit: number;
}

export interface CurrencyTotals extends Buckets {
  currency: Currency;
  owed: number;
  families: number;
  /** What the families in credit hold, in all (positive). */
  credit: number;
  creditFamilies: number;
}

export interface Ageing {
  asOf: string;
  rows: AgeingRow[];
  credits: CreditRow[];
  totals: CurrencyTotals[];
}

/** `?` placeholders on either database. */
export function sqlOf(dataSource: DataSource, sql: string): string {
  return forDatabase(dataSource, sql);
}

const AGEING_SQL = `
WITH e AS (
  SELECT id, family_id, currency, kind, amount, invoice_id, occurred_on FROM ledger_entries WHERE occurred_on <= ?
), balances AS (
  SELECT family_id, currency, SUM(amount) AS balance FROM e GROUP BY family_id, currency
), debits AS (
  SELECT e.family_id, e.currency, i.due_on AS due, e.invoice_id AS item, SUM(e.amount) AS open
  FROM e JOIN invoices i ON i.id = e.invoice_id
  WHERE e.kind IN ('INVOICE', 'CREDIT_NOTE', 'PAYMENT')
  GROUP BY e.family_id, e.currency, i.due_on, e.invoice_id
  HAVING SUM(CASE WHEN e.kind = 'INVOICE' THEN 1 ELSE 0 END) > 0 AND SUM(e.amount) > 0
  UNION ALL
  SELECT family_id, currency, occurred_on, id, amount FROM e WHERE kind = 'REFUND'
), newest_first AS (
  SELECT d.family_id, d.currency, d.due, d.open, b.balance,
    SUM(d.open) OVER (PARTITION BY d.family_id, d.currency ORDER BY d.due DESC, d.item DESC
      ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) - d.open AS newer
  FROM debits d JOIN balances b ON b.family_id = d.family_id AND b.currency = d.currency
  WHERE b.balance > 0
), unpaid AS (
  SELECT family_id, currency, due, CASE WHEN balance - newer < open THEN balance - newer ELSE open END AS owed
  FROM newest_first WHERE newer < balance
)
SELECT family_id, currency, SUM(owed) AS owed, MIN(due) AS oldest,
  SUM(CASE WHEN due >= ? THEN owed ELSE 0 END) AS not_due,
  SUM(CASE WHEN due < ? AND due >= ? THEN owed ELSE 0 END) AS d30,
  SUM(CASE WHEN due < ? AND due >= ? THEN owed ELSE 0 END) AS d60,
  SUM(CASE WHEN due < ? AND due >= ? THEN owed ELSE 0 END) AS d90,
  SUM(CASE WHEN due < ? THEN owed ELSE 0 END) AS over90
FROM unpaid GROUP BY family_id, currency`;

const CREDITS_SQL = `
SELECT family_id, currency, SUM(amount) AS balance FROM ledger_entries WHERE occurred_on <= ?
GROUP BY family_id, currency HAVING SUM(amount) < 0`;

type Sum = number | string | null;

const emptyBuckets = (): Buckets => ({ notDue: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 });

/** The day asked for, or today in the school's zone; refused naming `asOf` when it is not a date. */
export function asOfDay(asOf: string | null | undefined, zone: string, now: Date): string {
  if (asOf === null || asOf === undefined || asOf === '') return zonedDay(now, zone);
  if (!validDate(asOf)) throw new ValidationError('Must be a date, YYYY-MM-DD', { asOf: 'Must be a date, YYYY-MM-DD' });
  return asOf;
}

export async function billingAgeing(
  dataSource: DataSource,
  enrolment: EnrolmentForBilling,
  day: string,
): Promise<Ageing> {
  // overdue by n days: due on day − n (the day itself is not overdue yet)
  const before = (days: number) => addDays(day, -days);
  const [d30, d60, d90] = [before(30), before(60), before(90)];
  const query = (sql: string, params: string[]) =>
    dataSource.query<Record<string, Sum>[]>(sqlOf(dataSource, sql), params);
  const [owing, inCredit] = await Promise.all([
    query(AGEING_SQL, [day, day, day, d30, d30, d60, d60, d90, d90]),
    query(CREDITS_SQL, [day]),
  ]);
  const ids = [...new Set([...owing, ...inCredit].map((r) => String(r.family_id)))];
  const families = await enrolment.families(ids);
  const names = new Map(families.map((f) => [f.id, f.payerName || f.email]));
  const nameOf = (id: string) => names.get(id) ?? '';
  const rows: AgeingRow[] = owing.map((r) => ({
    familyId: String(r.family_id),
    familyName: nameOf(String(r.family_id)),
    currency: String(r.currency) as Currency,
    owed: Number(r.owed),
    oldestDue: String(r.oldest),
    notDue: Number(r.not_due),
    days1to30: Number(r.d30),
    days31to60: Number(r.d60),
    days61to90: Number(r.d90),
    over90: Number(r.over90),
  }));
  // the longest overdue first, then the largest
  rows.sort(
    (a, b) =>
      a.currency.localeCompare(b.currency) ||
      a.oldestDue.localeCompare(b.oldestDue) ||
      b.owed - a.owed ||
      a.familyName.localeCompare(b.familyName),
  );
  const credits: CreditRow[] = inCredit
    .map((r) => ({
      familyId: String(r.family_id),
      familyName: nameOf(String(r.family_id)),
      currency: String(r.currency) as Currency,
      credit: -Number(r.balance),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency) || b.credit - a.credit);
  return { asOf: day, rows, credits, totals: totalsOf(rows, credits) };
}

function totalsOf(rows: AgeingRow[], credits: CreditRow[]): CurrencyTotals[] {
  const totals = new Map<Currency, CurrencyTotals>();
  const of = (currency: Currency) => {
    const existing = totals.get(currency);
    if (existing) return existing;
    const fresh = { currency, owed: 0, families: 0, credit: 0, creditFamilies: 0, ...emptyBuckets() };
    totals.set(currency, fresh);
    return fresh;
  };
  for (const row of rows) {
    const total = of(row.currency);
    total.owed += row.owed;
    total.families++;
    for (const bucket of BUCKETS) total[bucket] += row[bucket];
  }
  for (const credit of credits) {
    const total = of(credit.currency);
    total.credit += credit.credit;
    total.creditFamilies++;
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
