/**
 * The school's money at a glance (docs/requirements.md#billing-reports): who owes what and for how long
 * (billing-ageing.ts), and what was invoiced and received month by month (billing-revenue.ts). Admins only.
 */
import type { DataSource } from 'typeorm';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import { asOfDay, billingAgeing, type Ageing } from './billing-ageing';
import { billingRevenue, type Revenue } from './billing-revenue';
import type { TeacherNames } from './fee-plans';

export class BillingReports {
  constructor(
    private readonly dataSource: DataSource,
    private readonly enrolment: EnrolmentForBilling,
    private readonly teacherName: TeacherNames,
    private readonly schoolTimeZone: string,
  ) {}

  /** On `asOf` (YYYY-MM-DD; today in the school's zone when absent): the ledger's lines up to that day. */
  ageing(asOf?: string | null, now = new Date()): Promise<Ageing> {
    return billingAgeing(this.dataSource, this.enrolment, asOfDay(asOf, this.schoolTimeZone, now));
  }

  /** The months from `from` to `to` (YYYY-MM, at most 24). */
  revenue(from: string, to: string): Promise<Revenue> {
    return billingRevenue(this.dataSource, this.teacherName, from, to);
  }
}
