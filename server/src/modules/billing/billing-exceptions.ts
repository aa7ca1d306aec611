/**
 * Payment exceptions (docs/requirements.md#online-payments): what a provider reported that could not change a
 * balance — an amount or currency the link did not ask for, an invoice credited in full, a link nobody made. Staff
 * see the open ones first, do what is needed outside (refund on the provider, record the payment by hand) and mark
 * each dealt with, saying what they did; the entry stays, with who closed it and when, and the audit log says so.
 */
import type { DataSource } from 'typeorm';
import { asDate, atomically, NothingChanged } from '../../db/atomic';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { clean } from '../typed-text';

export interface PaymentException {
  id: string;
  provider: string;
  eventId: string;
  invoiceId: string | null;
  amount: number | null;
  currency: string | null;
  problem: string;
  createdAt: Date;
  dealtAt: Date | null;
  dealtBy: string | null;
  dealtNote: string | null;
}

const NOTE_MAX = 300;
/** The list shows the newest this many: a school sees a handful a month. */
const LIST_MAX = 500;

export class BillingExceptions {
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Open ones (or every one), newest first. */
  list(includeDealt = false): Promise<PaymentException[]> {
    return this.select(
      `${includeDealt ? '' : 'WHERE dealt_at IS NULL '}ORDER BY created_at DESC LIMIT ${LIST_MAX}`,
      [],
    );
  }

  private async select(rest: string, params: string[]): Promise<PaymentException[]> {
    const rows: Record<string, string | number | Date | null>[] = await this.dataSource.query(
      'SELECT id, provider, event_id, invoice_id, amount, currency, problem, created_at, dealt_at, dealt_by, ' +
        `dealt_note FROM billing_exceptions ${rest}`,
      params,
    );
    return rows.map((r) => ({
      id: r.id as string,
      provider: r.provider as string,
      eventId: r.event_id as string,
      invoiceId: r.invoice_id as string | null,
      amount: r.amount === null ? null : Number(r.amount),
      currency: r.currency as string | null,
      problem: r.problem as string,
      createdAt: asDate(r.created_at as Date | string),
      dealtAt: r.dealt_at === null ? null : asDate(r.dealt_at as Date | string),
      dealtBy: r.dealt_by as string | null,
      dealtNote: r.dealt_note as string | null,
    }));
  }

  /** Closes an open exception with what was done about it. */
  async markDealt(id: string, note: string, actor: Actor, now = new Date()): Promise<PaymentException> {
    const said = clean(note ?? '');
    if (!said || said.length > NOTE_MAX) {
      const message = said ? `At most ${NOTE_MAX} characters` : 'Say what was done, e.g. "Refunded on Razorpay"';
      throw new ValidationError(message, { note: message });
    }
    const [found] = await this.select(`WHERE id = ${this.postgres ? '$1' : '?'}`, [id]);
    if (!found) throw new NotFoundError('No such payment exception');
    const closed = 'This exception was marked dealt with already';
    if (found.dealtAt !== null) throw new ValidationError(closed, { id: closed });
    try {
      await atomically(this.dataSource, [
        {
          sql: 'UPDATE billing_exceptions SET dealt_at = ?, dealt_by = ?, dealt_note = ? WHERE id = ? AND dealt_at IS NULL',
          params: [now, actor.actorEmail, said, id],
          mustChange: true,
        },
        this.audit.statement(
          actor,
          'payment_exception_dealt',
          `billing_exception:${id}`,
          `${found.problem}: ${said}`,
          now,
        ),
      ]);
    } catch (error) {
      // another admin closed it between the read and the write
      if (error instanceof NothingChanged) throw new ValidationError(closed, { id: closed });
      throw error;
    }
    return { ...found, dealtAt: now, dealtBy: actor.actorEmail, dealtNote: said };
  }
}
