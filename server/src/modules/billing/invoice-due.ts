/** What is still to pay of an invoice (docs/requirements.md#family-invoices), summed from the ledger. */
import type { DataSource } from 'typeorm';
import type { InvoiceRow } from './billing.entities';

/**
 * An issued invoice's total less its credit notes and the payments for it, and never more than the family owes in
 * all (a payment that named no invoice, or a credit, counts too).
 */
export async function amountDue(dataSource: DataSource, invoice: InvoiceRow): Promise<number> {
  const p = dataSource.options.type === 'postgres' ? '$1' : '?';
  const sum = async (sql: string, value: string) => {
    const [row]: { sum: number | string | null }[] = await dataSource.query(sql, [value]);
    return Number(row?.sum ?? 0);
  };
  const [paid, owed] = await Promise.all([
    sum(`SELECT SUM(amount) AS sum FROM ledger_entries WHERE invoice_id = ${p} AND kind = 'PAYMENT'`, invoice.id),
    sum(`SELECT SUM(amount) AS sum FROM ledger_entries WHERE family_id = ${p}`, invoice.familyId),
  ]);
  return Math.max(0, Math.min(invoice.total - invoice.credited + paid, owed));
}
