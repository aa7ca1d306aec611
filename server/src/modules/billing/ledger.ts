/**
 * Each family's ledger (docs/requirements.md#ledger): invoices and refunds raise what the family owes; payments,
 * credit notes and credits lower it. The balance is the sum of its lines, never a stored figure, and each line says
 * what it is. Staff record payments that came outside the product (a bank transfer, UPI, cash) with their
 * reference; a reference is recorded once. Every line is audited.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { zonedDay } from '@school/common';
import { atomically, type Statement } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import type { EventOutbox } from '../outbox';
import { clean, validDate } from '../typed-text';
import type { BillingAccounts } from './billing-accounts';
import type { BillingSettingsStore } from './billing-settings';
import {
  InvoiceRow,
  invoiceNumber,
  LedgerEntryRow,
  METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './billing.entities';
import type { FamilyLedger, PaymentInput } from './ledger-lines';
import { checkAmount, formatMoney, type Currency } from './money';

export type { FamilyLedger, LedgerLine, PaymentInput } from './ledger-lines';

const NEEDS_REFERENCE: readonly PaymentMethod[] = ['BANK_TRANSFER', 'UPI', 'ONLINE'];

export class Ledger {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly enrolment: EnrolmentForBilling,
    private readonly accounts: BillingAccounts,
    private readonly settings: BillingSettingsStore,
    private readonly schoolTimeZone: string,
    /** Receipts are queued in it. */
    private readonly outbox: EventOutbox,
  ) {}

  async of(familyId: string): Promise<FamilyLedger> {
    const [family, entries] = await Promise.all([
      this.enrolment.family(familyId),
      this.dataSource
        .getRepository(LedgerEntryRow)
        .find({ where: { familyId }, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    if (!family) throw new NotFoundError('No such family');
    const invoiceIds = [...new Set(entries.flatMap((e) => (e.invoiceId ? [e.invoiceId] : [])))];
    const numbers = new Map<string, string | null>();
    if (invoiceIds.length) {
      const invoices = await this.dataSource
        .getRepository(InvoiceRow)
        .createQueryBuilder('i')
        .select(['i.id', 'i.numberPrefix', 'i.seq'])
        .where('i.id IN (:...ids)', { ids: invoiceIds })
        .getMany();
      for (const invoice of invoices) numbers.set(invoice.id, invoiceNumber(invoice));
    }
    let balance = 0;
    const lines = entries.map((entry) => {
      balance += entry.amount;
      return { ...entry, balance, invoiceNumber: entry.invoiceId ? (numbers.get(entry.invoiceId) ?? null) : null };
    });
    const currency =
      entries[0]?.currency ?? (await this.accounts.currencyOf(familyId, (await this.settings.get()).defaultCurrency));
    return { familyId, currency, balance, lines };
  }

  /** A payment received: the family owes that much less (more than it owed is a credit for later invoices). */
  async recordPayment(input: PaymentInput, actor: Actor, now = new Date()): Promise<FamilyLedger> {
    const amount = checkAmount('amount', input.amount);
    if (!PAYMENT_METHODS.includes(input.method)) throw refused('method', 'Unknown payment method');
    const reference = clean(input.reference ?? '').normalize('NFC');
    if (NEEDS_REFERENCE.includes(input.method) && !reference)
      throw refused('reference', 'Give the reference (UTR or transaction id) the payment came with');
    if (reference.length > 100) throw refused('reference', 'At most 100 characters');
    if (!validDate(input.receivedOn ?? '')) throw refused('receivedOn', 'Must be a date, YYYY-MM-DD');
    if (input.receivedOn > zonedDay(now, this.schoolTimeZone)) throw refused('receivedOn', 'Must not be in the future');
    const currency = await this.currencyOf(input.familyId);
    if (input.currency !== currency) throw refused('currency', `The family is billed in ${currency}`);
    let description = `Payment by ${METHOD_NAMES[input.method]}${reference ? ` (${reference})` : ''}`;
    let invoiceId: string | null = null;
    if (input.invoiceId) {
      const invoice = await this.dataSource.getRepository(InvoiceRow).findOneBy({ id: input.invoiceId });
      if (!invoice || invoice.familyId !== input.familyId)
        throw refused('invoiceId', "Not one of this family's invoices");
      if (invoice.status !== 'ISSUED') throw refused('invoiceId', 'This invoice is not issued yet');
      if (invoice.credited >= invoice.total && invoice.total > 0)
        throw refused('invoiceId', 'This invoice was credited in full: record the payment without it');
      invoiceId = invoice.id;
      description += ` for ${invoiceNumber(invoice)}`;
    }
    const key = reference ? `manual:${input.method}:${reference.toLowerCase()}` : null;
    await this.post(
      {
        familyId: input.familyId,
        kind: 'PAYMENT',
        amount: -amount,
        currency,
        invoiceId,
        method: input.method,
        reference: reference || null,
        description,
        occurredOn: input.receivedOn,
        paymentKey: key,
      },
      actor,
      'payment_record',
      now,
      () =>
        refused('reference', `A ${METHOD_NAMES[input.method]} payment with reference ${reference} is recorded already`),
    );
    return this.of(input.familyId);
  }

  /** A credit granted by staff (goodwill, a lesson the school could not give): the family owes that much less. */
  async grantCredit(familyId: string, amount: number, reason: string, actor: Actor, now = new Date()) {
    return this.adjust(familyId, amount, reason, 'CREDIT', actor, now);
  }

  /** Money paid back to the family (of a credit it had): it owes that much more. */
  async recordRefund(familyId: string, amount: number, reason: string, actor: Actor, now = new Date()) {
    return this.adjust(familyId, amount, reason, 'REFUND', actor, now);
  }

  private async adjust(
    familyId: string,
    amount: number,
    reason: string,
    kind: 'CREDIT' | 'REFUND',
    actor: Actor,
    now: Date,
  ) {
    checkAmount('amount', amount);
    const why = clean(reason ?? '').normalize('NFC');
    if (!why || why.length > 200) throw refused('reason', 'Say why, in 1 to 200 characters');
    const currency = await this.currencyOf(familyId);
    await this.post(
      {
        familyId,
        kind,
        amount: kind === 'CREDIT' ? -amount : amount,
        currency,
        invoiceId: null,
        method: null,
        reference: null,
        description: `${kind === 'CREDIT' ? 'Credit' : 'Refund'}: ${why}`,
        occurredOn: zonedDay(now, this.schoolTimeZone),
        paymentKey: null,
      },
      actor,
      kind === 'CREDIT' ? 'ledger_credit' : 'refund_record',
      now,
      () => refused('reason', 'Recorded already'),
    );
    return this.of(familyId);
  }

  private async currencyOf(familyId: string): Promise<Currency> {
    const family = await this.enrolment.family(familyId);
    if (!family) throw new NotFoundError('No such family');
    return this.accounts.currencyOf(familyId, (await this.settings.get()).defaultCurrency);
  }

  /** Writes one line and its audit entry; `duplicate` is thrown when its payment key is taken. */
  async post(
    entry: Omit<LedgerEntryRow, 'id' | 'createdBy' | 'createdAt' | 'creditNoteId'>,
    actor: Actor,
    action: 'payment_record' | 'ledger_credit' | 'refund_record' | 'payment_online' | 'refund_online',
    now: Date,
    duplicate: () => Error,
  ) {
    const id = randomUUID();
    const family = entry.kind === 'PAYMENT' ? await this.enrolment.family(entry.familyId) : null;
    const statements: Statement[] = [
      {
        sql:
          'INSERT INTO ledger_entries (id, family_id, kind, amount, currency, invoice_id, method, reference, ' +
          'description, occurred_on, payment_key, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        params: [
          id,
          entry.familyId,
          entry.kind,
          entry.amount,
          entry.currency,
          entry.invoiceId,
          entry.method,
          entry.reference,
          entry.description,
          entry.occurredOn,
          entry.paymentKey,
          actor.actorEmail,
          now,
        ],
      },
      this.audit.statement(
        actor,
        action,
        `family:${entry.familyId}`,
        `${entry.description}: ${formatMoney(Math.abs(entry.amount), entry.currency)} on ${entry.occurredOn}`,
        now,
      ),
      // a receipt for every payment, queued with it: a payment recorded twice (refused) mails nothing twice
      ...(family
        ? [
            this.outbox.statement({
              kind: 'family',
              submissionId: entry.familyId,
              to: family.email,
              topic: 'receipt',
              key: `receipt.${id}`,
              payload: { entryId: id },
            }),
          ]
        : []),
    ];
    try {
      await atomically(this.dataSource, statements);
      if (family) this.outbox.queued();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }
}

function refused(field: string, message: string) {
  return new ValidationError(message, { [field]: message });
}
