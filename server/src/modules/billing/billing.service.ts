/** Fees, invoices and the families' ledger (docs/requirements.md#billing), built once by the composition root. */
import type { DataSource } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import type { EventOutbox } from '../outbox';
import { BillingAccounts } from './billing-accounts';
import { BillingExceptions } from './billing-exceptions';
import { BillingReports } from './billing-reports';
import { BillingRun } from './billing-run';
import { BillingSchedule, type ReminderTiming } from './billing-schedule';
import type { BillingSettingsStore } from './billing-settings';
import { FeePlans, type TeacherNames } from './fee-plans';
import { InvoicePdfs } from './invoice-pdf';
import { Invoices } from './invoices';
import { Ledger } from './ledger';
import { MakeUpCredits } from './makeup-credits';
import { OnlinePayments } from './online-payments';
import type { PaymentProvider, ProviderName } from './payment-providers';

export class BillingService {
  readonly fees: FeePlans;
  readonly accounts: BillingAccounts;
  readonly run: BillingRun;
  readonly invoices: Invoices;
  readonly ledger: Ledger;
  readonly online: OnlinePayments;
  /** What providers reported that could not change a balance, for staff to deal with. */
  readonly exceptions: BillingExceptions;
  /** An invoice as a PDF. */
  readonly pdfs: InvoicePdfs;
  /** The month's run on the billing day, and the reminders of unpaid invoices. */
  readonly schedule: BillingSchedule;
  /** Who owes what, and revenue. */
  readonly reports: BillingReports;

  constructor(
    dataSource: DataSource,
    audit: AuditService,
    readonly enrolment: EnrolmentForBilling,
    /** The billing settings, shared with the mails' composers (app.ts builds them once). */
    readonly settings: BillingSettingsStore,
    teacherName: TeacherNames,
    schoolTimeZone: string,
    /** Receipts are queued in it. */
    outbox: EventOutbox,
    /** The payment providers configured (payment-providers.ts). */
    readonly providers: Map<ProviderName, PaymentProvider>,
    reminders: ReminderTiming,
    log: { warn(obj: object, msg: string): void },
  ) {
    this.fees = new FeePlans(dataSource, audit, teacherName, schoolTimeZone);
    this.accounts = new BillingAccounts(dataSource, audit, enrolment);
    this.reports = new BillingReports(dataSource, enrolment, teacherName, schoolTimeZone);
    this.invoices = new Invoices(dataSource, audit, this.settings, schoolTimeZone);
    this.ledger = new Ledger(dataSource, audit, enrolment, this.accounts, this.settings, schoolTimeZone, outbox);
    const makeUps = new MakeUpCredits(enrolment, this.accounts, this.ledger, schoolTimeZone);
    this.run = new BillingRun(
      dataSource,
      audit,
      enrolment,
      this.settings,
      this.fees,
      this.accounts,
      makeUps,
      schoolTimeZone,
    );
    this.exceptions = new BillingExceptions(dataSource, audit);
    this.online = new OnlinePayments(dataSource, enrolment, this.ledger, providers, schoolTimeZone);
    this.pdfs = new InvoicePdfs(this.invoices, this.settings, this.online, enrolment, schoolTimeZone);
    this.schedule = new BillingSchedule(
      dataSource,
      this.settings,
      this.run,
      this.online,
      enrolment,
      outbox,
      reminders,
      schoolTimeZone,
      log,
    );
  }
}
