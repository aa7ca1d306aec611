/**
 * The billing calendar (docs/requirements.md#billing-schedule), looked at by every instance every few minutes:
 * - from the settings' billing day of a month (the school's zone), last month's run drafts its invoices — once: a
 *   finished run is marked, and a run that meets another (or follows one cut off half-way) drafts only what is left;
 * - reminders of issued invoices not paid: one `reminderDaysBefore` days before the due date, then one the day after
 *   it and every `overdueEveryDays` days after that (at most three), each queued once under its key however many
 *   instances look; a reminder is written at delivery and not sent when nothing is left to pay by then.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { addDays, zonedDay } from '@school/common';
import { atomically, type Statement } from '../../db/atomic';
import type { Actor } from '../audit/audit.service';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import type { EventOutbox } from '../outbox';
import { Poller } from '../poller';
import type { BillingRun } from './billing-run';
import type { BillingSettingsStore } from './billing-settings';
import { InvoiceRow } from './billing.entities';
import type { OnlinePayments } from './online-payments';

const POLL_MS = 5 * 60_000;
const OVERDUE_REMINDERS = 3;
const SCHEDULER: Actor = { actorId: null, actorEmail: 'billing schedule', clientIp: null };

export interface ReminderTiming {
  /** Days before the due date of the first reminder; 0: none before. */
  daysBefore: number;
  /** Days between reminders once overdue (the first the day after the due date); 0: none. */
  overdueEveryDays: number;
}

export interface InvoiceReminderPayload {
  invoiceId: string;
  stage: string;
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD), counted on the calendar: no zone, no clock change. */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The reminder an invoice due on `dueOn` has on `today`, or null (both YYYY-MM-DD). */
export function reminderStage(dueOn: string, today: string, timing: ReminderTiming): string | null {
  const days = daysFrom(dueOn, today);
  if (days < 0) return timing.daysBefore > 0 && -days <= timing.daysBefore ? 'due' : null;
  if (days === 0 || timing.overdueEveryDays <= 0) return null;
  const n = Math.floor((days - 1) / timing.overdueEveryDays) + 1;
  return n <= OVERDUE_REMINDERS ? `overdue-${n}` : null;
}

export class BillingSchedule {
  private readonly poller = new Poller(
    () => this.runOnce(),
    { firstMs: 5_000, everyMs: POLL_MS },
    (error) => this.log.warn({ err: error }, 'billing schedule: a look failed'),
  );
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: BillingSettingsStore,
    private readonly run: BillingRun,
    private readonly online: OnlinePayments,
    private readonly enrolment: EnrolmentForBilling,
    private readonly outbox: EventOutbox,
    private readonly timing: ReminderTiming,
    private readonly schoolTimeZone: string,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  start(): void {
    this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** One look at `now`: the month's run when due, then the reminders due; answers what it did. */
  async runOnce(now = new Date()): Promise<{ ran: string | null; reminders: number }> {
    const ran = await this.runIfDue(now);
    return { ran, reminders: await this.remind(now) };
  }

  private async runIfDue(now: Date): Promise<string | null> {
    const local = DateTime.fromJSDate(now, { zone: this.schoolTimeZone });
    if (local.day < (await this.settings.get()).billingDay) return null;
    const period = local.minus({ months: 1 }).toFormat('yyyy-MM');
    const [done]: unknown[] = await this.dataSource.query(
      `SELECT period FROM billing_runs WHERE period = ${this.postgres ? '$1' : '?'}`,
      [period],
    );
    if (done) return null;
    const outcome = await this.run.draft(period, SCHEDULER, now);
    await atomically(this.dataSource, [
      {
        sql: 'INSERT INTO billing_runs (period, drafted, finished_at) VALUES (?, ?, ?) ON CONFLICT (period) DO NOTHING',
        params: [period, outcome.drafted, now],
      },
    ]);
    return period;
  }

  private async remind(now: Date): Promise<number> {
    const today = zonedDay(now, this.schoolTimeZone);
    const until = addDays(today, this.timing.daysBefore);
    const open = await this.dataSource
      .getRepository(InvoiceRow)
      .createQueryBuilder('i')
      .where("i.status = 'ISSUED' AND i.credited < i.total AND i.dueOn <= :until", { until })
      .getMany();
    const statements: Statement[] = [];
    for (const invoice of open) {
      const stage = reminderStage(invoice.dueOn!, today, this.timing);
      if (!stage || (await this.online.due(invoice)) <= 0) continue;
      const family = await this.enrolment.family(invoice.familyId);
      if (!family) continue;
      const payload: InvoiceReminderPayload = { invoiceId: invoice.id, stage };
      statements.push(
        this.outbox.statement(
          {
            kind: 'family',
            submissionId: family.id,
            to: family.email,
            topic: 'invoice-reminder',
            key: `invoice-reminder.${invoice.id}.${stage}`,
            payload,
          },
          'skip',
        ),
      );
    }
    if (!statements.length) return 0;
    await atomically(this.dataSource, statements);
    this.outbox.queued();
    return statements.length;
  }
}
