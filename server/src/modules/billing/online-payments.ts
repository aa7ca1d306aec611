/**
 * Paying an invoice online (docs/requirements.md#online-payments): a payment link for what is still due, made with
 * the provider of the invoice's currency (one link for an amount, made again only when the amount changed), and the
 * providers' webhooks reconciled to the ledger. A payment is recorded once, whatever the number of deliveries (its
 * key is the provider's payment id); a refund waits for its payment (the provider is answered "try again" and
 * delivers it later); what cannot change a balance — an amount or a currency the link did not ask for, an invoice
 * credited in full, a link nobody made — is kept for staff as an exception, once per event.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { zonedDay } from '@school/common';
import { atomically } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { ServiceUnavailableError, ValidationError } from '../../errors';
import type { Actor } from '../audit/audit.service';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import { invoiceNumber, InvoiceRow, LedgerEntryRow } from './billing.entities';
import { amountDue } from './invoice-due';
import type { Ledger } from './ledger';
import { formatMoney } from './money';
import { providerOf, type PaymentProvider, type ProviderEvent, type ProviderName } from './payment-providers';

export class PaymentNotKnownYet extends ServiceUnavailableError {
  constructor() {
    super('The payment this refund is for has not been recorded yet: deliver it again later');
  }
}

export class OnlinePayments {
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly enrolment: EnrolmentForBilling,
    private readonly ledger: Ledger,
    private readonly providers: Map<ProviderName, PaymentProvider>,
    private readonly schoolTimeZone: string,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Whether an invoice in this currency can be paid online here. */
  offered(currency: string): boolean {
    return this.providers.has(providerOf(currency as InvoiceRow['currency']));
  }

  /** What is still to pay of an issued invoice (invoice-due.ts). */
  due(invoice: InvoiceRow): Promise<number> {
    return amountDue(this.dataSource, invoice);
  }

  /** Where to send the family to pay what is due of its invoice. */
  async linkFor(invoice: InvoiceRow, returnUrl: string): Promise<string> {
    if (invoice.status !== 'ISSUED') throw new ValidationError('This invoice is not issued', { id: 'Not issued' });
    const provider = this.providers.get(providerOf(invoice.currency));
    if (!provider)
      throw new ValidationError('Online payment is not set up: please pay by transfer', { id: 'Not set up' });
    const amount = await this.due(invoice);
    if (amount <= 0) throw new ValidationError('Nothing is left to pay on this invoice', { id: 'Paid' });
    const p = (n: number) => (this.postgres ? `$${n}` : '?');
    const [made]: { url: string }[] = await this.dataSource.query(
      `SELECT url FROM payment_links WHERE invoice_id = ${p(1)} AND provider = ${p(2)} AND amount = ${p(3)} ` +
        'ORDER BY created_at DESC LIMIT 1',
      [invoice.id, provider.name, amount],
    );
    if (made) return made.url;
    const family = await this.enrolment.family(invoice.familyId);
    const title = `Invoice ${invoiceNumber(invoice)}`;
    const link = await provider.createLink({
      invoiceId: invoice.id,
      title,
      amount,
      currency: invoice.currency,
      email: family?.email ?? '',
      name: family?.payerName ?? family?.email ?? '',
      returnUrl,
    });
    await atomically(this.dataSource, [
      {
        sql:
          'INSERT INTO payment_links (id, invoice_id, provider, provider_ref, amount, currency, url, created_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        params: [randomUUID(), invoice.id, provider.name, link.ref, amount, invoice.currency, link.url, new Date()],
      },
    ]);
    return link.url;
  }

  /** A verified event of `provider`: recorded, kept as an exception, or ignored as delivered before. */
  async receive(
    provider: ProviderName,
    event: ProviderEvent,
    now = new Date(),
  ): Promise<'recorded' | 'duplicate' | 'exception'> {
    const actor: Actor = { actorId: null, actorEmail: `${provider} webhook`, clientIp: null };
    const day = zonedDay(now, this.schoolTimeZone);
    const p = (n: number) => (this.postgres ? `$${n}` : '?');
    if (event.kind === 'PAYMENT') {
      const [link]: { invoice_id: string; amount: number; currency: string }[] = await this.dataSource.query(
        `SELECT invoice_id, amount, currency FROM payment_links WHERE provider = ${p(1)} AND provider_ref = ${p(2)}`,
        [provider, event.linkRef],
      );
      if (!link)
        return this.exception(
          provider,
          event,
          null,
          `A payment for link ${event.linkRef}, which this school did not make`,
        );
      const invoice = (await this.dataSource.getRepository(InvoiceRow).findOneBy({ id: link.invoice_id }))!;
      if (event.currency !== link.currency || event.amount !== Number(link.amount))
        return this.exception(
          provider,
          event,
          invoice.id,
          `Paid ${formatMoney(event.amount, event.currency)}; the link asked ${formatMoney(Number(link.amount), link.currency)}`,
        );
      if (invoice.credited >= invoice.total)
        return this.exception(
          provider,
          event,
          invoice.id,
          `Paid for ${invoiceNumber(invoice)}, which was credited in full: refund it`,
        );
      return this.post(
        {
          familyId: invoice.familyId,
          kind: 'PAYMENT',
          amount: -event.amount,
          currency: invoice.currency,
          invoiceId: invoice.id,
          method: 'ONLINE',
          reference: event.paymentId,
          description: `Online payment (${provider === 'stripe' ? 'Stripe' : 'Razorpay'}) for ${invoiceNumber(invoice)}`,
          occurredOn: day,
          paymentKey: `${provider}:payment:${event.paymentId}`,
        },
        actor,
        'payment_online',
        now,
      );
    }
    const paid = await this.dataSource
      .getRepository(LedgerEntryRow)
      .findOneBy({ paymentKey: `${provider}:payment:${event.paymentId}` });
    if (!paid) throw new PaymentNotKnownYet();
    if (event.currency !== paid.currency || event.amount > -paid.amount)
      return this.exception(
        provider,
        event,
        paid.invoiceId,
        `A refund of ${formatMoney(event.amount, event.currency)} for a payment of ${formatMoney(-paid.amount, paid.currency)}`,
      );
    return this.post(
      {
        familyId: paid.familyId,
        kind: 'REFUND',
        amount: event.amount,
        currency: paid.currency,
        invoiceId: paid.invoiceId,
        method: 'ONLINE',
        reference: event.refundId,
        description: `Refund of online payment ${event.paymentId}`,
        occurredOn: day,
        paymentKey: `${provider}:refund:${event.refundId}`,
      },
      actor,
      'refund_online',
      now,
    );
  }

  private async post(
    entry: Parameters<Ledger['post']>[0],
    actor: Actor,
    action: 'payment_online' | 'refund_online',
    now: Date,
  ): Promise<'recorded' | 'duplicate'> {
    const duplicate = new Error('duplicate');
    try {
      await this.ledger.post(entry, actor, action, now, () => duplicate);
      return 'recorded';
    } catch (error) {
      if (error === duplicate) return 'duplicate';
      throw error;
    }
  }

  private async exception(provider: ProviderName, event: ProviderEvent, invoiceId: string | null, problem: string) {
    try {
      await atomically(this.dataSource, [
        {
          sql:
            'INSERT INTO billing_exceptions (id, provider, event_id, invoice_id, amount, currency, problem, created_at) ' +
            'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          params: [
            randomUUID(),
            provider,
            event.eventId,
            invoiceId,
            event.amount,
            event.currency.slice(0, 3),
            problem.slice(0, 300),
            new Date(),
          ],
        },
      ]);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return 'exception' as const;
  }
}
