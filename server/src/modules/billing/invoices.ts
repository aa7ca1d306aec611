/**
 * Invoices after the run (docs/requirements.md#invoices): staff review the drafts, discard one (its charges go back
 * to the next run) or issue them. Issuing hands out the next number of the financial year's series in the same
 * transaction that issues the invoice and posts its total to the family's ledger: a number is never skipped, never
 * given twice, whatever the number of servers. An issued invoice is never edited: a credit note (numbered in a
 * series of its own) takes back part or all of it; credited in full, its charges can be billed again.
 */
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { zonedDay } from '@school/common';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { clean } from '../typed-text';
import { CreditNoteRow, invoiceNumber, InvoiceLineRow, InvoiceRow } from './billing.entities';
import { financialYear, type BillingSettings, type BillingSettingsStore } from './billing-settings';
import { PERIOD } from './billing-run';
import { checkAmount, formatMoney } from './money';

/** Statements that take the next number of `series` and answer it to a later statement as a subquery. */
function nextNumber(series: string): { statements: Statement[]; number: string } {
  return {
    statements: [
      {
        sql: 'INSERT INTO invoice_series (series, last_number) VALUES (?, 0) ON CONFLICT (series) DO NOTHING',
        params: [series],
      },
      {
        sql: 'UPDATE invoice_series SET last_number = last_number + 1 WHERE series = ?',
        params: [series],
        mustChange: true,
      },
    ],
    number: '(SELECT last_number FROM invoice_series WHERE series = ?)',
  };
}

export class Invoices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly settings: BillingSettingsStore,
    private readonly schoolTimeZone: string,
  ) {}

  list(filter: { period?: string | null; familyId?: string | null; status?: string | null }): Promise<InvoiceRow[]> {
    const query = this.dataSource.getRepository(InvoiceRow).createQueryBuilder('i');
    if (filter.period) query.andWhere('i.period = :period', { period: filter.period });
    if (filter.familyId) query.andWhere('i.familyId = :familyId', { familyId: filter.familyId });
    if (filter.status) query.andWhere('i.status = :status', { status: filter.status });
    return query
      .orderBy('i.period', 'DESC')
      .addOrderBy('i.series', 'ASC')
      .addOrderBy('i.seq', 'ASC')
      .take(5000)
      .getMany();
  }

  async get(id: string): Promise<InvoiceRow> {
    const row = await this.dataSource.getRepository(InvoiceRow).findOneBy({ id });
    if (!row) throw new NotFoundError('No such invoice');
    return row;
  }

  lines(invoiceId: string): Promise<InvoiceLineRow[]> {
    return this.dataSource.getRepository(InvoiceLineRow).find({ where: { invoiceId }, order: { position: 'ASC' } });
  }

  creditNotes(invoiceId: string): Promise<CreditNoteRow[]> {
    return this.dataSource.getRepository(CreditNoteRow).find({ where: { invoiceId }, order: { seq: 'ASC' } });
  }

  /** Issues a draft: the next number of the year's series, a due date, its total on the family's ledger. */
  async issue(id: string, actor: Actor, now = new Date()): Promise<InvoiceRow> {
    await this.issueOne(await this.get(id), await this.settings.get(), actor, now);
    return this.get(id);
  }

  private async issueOne(invoice: InvoiceRow, settings: BillingSettings, actor: Actor, now: Date): Promise<void> {
    const id = invoice.id;
    if (invoice.status !== 'DRAFT') throw refused('id', `Invoice ${invoiceNumber(invoice)} is issued already`);
    const today = DateTime.fromJSDate(now, { zone: this.schoolTimeZone });
    const year = financialYear(today.toISODate()!, settings.fyStartMonth);
    const series = `INV:${year}`;
    const next = nextNumber(series);
    const dueOn = today.plus({ days: settings.dueDays }).toISODate()!;
    try {
      await atomically(this.dataSource, [
        ...next.statements,
        {
          sql:
            `UPDATE invoices SET status = 'ISSUED', series = ?, seq = ${next.number}, number_prefix = ?, ` +
            "issued_at = ?, issued_by = ?, due_on = ? WHERE id = ? AND status = 'DRAFT'",
          params: [series, series, `${settings.invoicePrefix}${year}/`, now, actor.actorEmail, dueOn, id],
          mustChange: true,
        },
        {
          sql:
            'INSERT INTO ledger_entries (id, family_id, kind, amount, currency, invoice_id, description, occurred_on, ' +
            "created_by, created_at) SELECT ?, family_id, 'INVOICE', total, currency, id, ?, ?, ?, ? FROM invoices " +
            'WHERE id = ?',
          params: [
            randomUUID(),
            `Invoice for ${period(invoice.period)}`,
            today.toISODate()!,
            actor.actorEmail,
            now,
            id,
          ],
          mustChange: true,
        },
        this.audit.statement(
          actor,
          'invoice_issue',
          `invoice:${id}`,
          `${period(invoice.period)}: ${formatMoney(invoice.total, invoice.currency)}, due ${dueOn}`,
          now,
        ),
      ]);
    } catch (error) {
      if (error instanceof NothingChanged) throw refused('id', 'This invoice was issued or discarded meanwhile');
      throw error;
    }
  }

  /** Issues every draft of a month, oldest family first; answers how many it issued. */
  async issueAll(month: string, actor: Actor, now = new Date()): Promise<number> {
    if (!PERIOD.test(month ?? '')) throw refused('period', 'Must be a month, YYYY-MM');
    const drafts = await this.dataSource
      .getRepository(InvoiceRow)
      .find({ where: { period: month, status: 'DRAFT' }, order: { createdAt: 'ASC', id: 'ASC' } });
    const settings = await this.settings.get();
    let issued = 0;
    for (const draft of drafts) {
      try {
        await this.issueOne(draft, settings, actor, now);
        issued++;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error; // issued or discarded by someone else meanwhile
      }
    }
    return issued;
  }

  /** Discards a draft: its charges are billed by the next run. */
  async discard(id: string, actor: Actor): Promise<boolean> {
    const invoice = await this.get(id);
    if (invoice.status !== 'DRAFT') throw refused('id', 'An issued invoice stays: issue a credit note instead');
    try {
      await atomically(this.dataSource, [
        { sql: 'DELETE FROM invoice_lines WHERE invoice_id = ?', params: [id] },
        { sql: "DELETE FROM invoices WHERE id = ? AND status = 'DRAFT'", params: [id], mustChange: true },
        this.audit.statement(actor, 'invoice_discard', `invoice:${id}`, `draft for ${period(invoice.period)}`),
      ]);
    } catch (error) {
      if (error instanceof NothingChanged) throw refused('id', 'This invoice was issued or discarded meanwhile');
      throw error;
    }
    return true;
  }

  /** A credit note against an issued invoice, at most what is not credited yet. */
  async credit(invoiceId: string, amount: number, reason: string, actor: Actor, now = new Date()) {
    checkAmount('amount', amount);
    const why = clean(reason ?? '').normalize('NFC');
    if (!why || why.length > 200) throw refused('reason', 'Say why, in 1 to 200 characters');
    const invoice = await this.get(invoiceId);
    if (invoice.status !== 'ISSUED') throw refused('invoiceId', 'A draft is discarded, not credited');
    const open = invoice.total - invoice.credited;
    if (amount > open) throw refused('amount', `At most ${formatMoney(open, invoice.currency)} is left to credit`);
    const settings = await this.settings.get();
    const today = zonedDay(now, this.schoolTimeZone);
    const year = financialYear(today, settings.fyStartMonth);
    const series = `CN:${year}`;
    const next = nextNumber(series);
    const id = randomUUID();
    const full = 'SELECT 1 FROM invoices WHERE id = ? AND credited = total';
    try {
      await atomically(this.dataSource, [
        {
          sql: "UPDATE invoices SET credited = credited + ? WHERE id = ? AND status = 'ISSUED' AND credited + ? <= total",
          params: [amount, invoiceId, amount],
          mustChange: true,
        },
        ...next.statements,
        {
          sql:
            'INSERT INTO credit_notes (id, invoice_id, family_id, series, seq, number_prefix, amount, currency, reason, ' +
            `issued_by, issued_at) VALUES (?, ?, ?, ?, ${next.number}, ?, ?, ?, ?, ?, ?)`,
          params: [
            id,
            invoiceId,
            invoice.familyId,
            series,
            series,
            `CN/${year}/`,
            amount,
            invoice.currency,
            why,
            actor.actorEmail,
            now,
          ],
        },
        {
          sql:
            'INSERT INTO ledger_entries (id, family_id, kind, amount, currency, invoice_id, credit_note_id, description, ' +
            "occurred_on, created_by, created_at) VALUES (?, ?, 'CREDIT_NOTE', ?, ?, ?, ?, ?, ?, ?, ?)",
          params: [
            randomUUID(),
            invoice.familyId,
            -amount,
            invoice.currency,
            invoiceId,
            id,
            `Credit note: ${why}`,
            today,
            actor.actorEmail,
            now,
          ],
        },
        // credited in full: the month and its lessons may be billed again
        {
          sql: `UPDATE invoice_lines SET billing_key = NULL WHERE invoice_id = ? AND EXISTS (${full})`,
          params: [invoiceId, invoiceId],
        },
        { sql: `UPDATE invoices SET run_key = NULL WHERE id = ? AND EXISTS (${full})`, params: [invoiceId, invoiceId] },
        this.audit.statement(
          actor,
          'credit_note',
          `invoice:${invoiceId}`,
          `${formatMoney(amount, invoice.currency)} of ${invoiceNumber(invoice)}: ${why}`,
          now,
        ),
      ]);
    } catch (error) {
      if (error instanceof NothingChanged) throw refused('amount', 'The invoice was credited meanwhile: look again');
      throw error;
    }
    return (await this.dataSource.getRepository(CreditNoteRow).findOneBy({ id }))!;
  }
}

const period = (value: string) => DateTime.fromISO(`${value}-01`).toFormat('LLLL yyyy');

function refused(field: string, message: string) {
  return new ValidationError(message, { [field]: message });
}
