/**
 * Payroll in money (docs/requirements.md#payroll): each teacher's month as the payroll table counts it, each lesson
 * taught paid at the teacher's rate of its day. A teacher with no rate in force in the month is "no rate", never 0;
 * a month with lessons unmarked or still to come is not final.
 */
import type { DataSource } from 'typeorm';
import { addDays, addMonths } from '@school/common';
import type { AuditService } from '../audit/audit.service';
import type { LessonsForPayroll, MonthFigures } from '../lessons-for-payroll';
import { monthPay, type MonthPay } from './pay-math';
import type { PayRate } from './pay-rate.entity';
import { PayRates } from './pay-rates';

export interface TeacherPayFigures extends MonthFigures, MonthPay<PayRate> {
  /** No rate applies on any day of the month: the amount is unknown, not 0. */
  noRate: boolean;
  /** Every lesson is marked and none is still to come. */
  final: boolean;
}

export class PayrollService {
  readonly rates: PayRates;

  constructor(
    dataSource: DataSource,
    audit: AuditService,
    private readonly lessons: LessonsForPayroll,
  ) {
    this.rates = new PayRates(dataSource, audit, lessons);
  }

  /** Every teacher's pay for a month (YYYY-MM), by name. BAD_USER_INPUT for another month shape. */
  async month(month: string, now = new Date()): Promise<TeacherPayFigures[]> {
    const months = await this.lessons.month(month, now);
    const rates = await this.rates.list();
    const byTeacher = new Map<string, PayRate[]>();
    for (const rate of rates) byTeacher.set(rate.teacherId, [...(byTeacher.get(rate.teacherId) ?? []), rate]);
    const lastDay = lastDayOf(months[0]?.figures.month ?? month);
    return months.map(({ figures, taught }) => {
      const own = byTeacher.get(figures.teacherId) ?? [];
      return {
        ...figures,
        ...monthPay(own, taught),
        noRate: !own.some((rate) => rate.validFrom <= lastDay),
        final: figures.unmarked === 0 && figures.upcoming === 0,
      };
    });
  }
}

/** "2027-02" → "2027-02-28" (YYYY-MM checked already): the day before the next month's first. */
function lastDayOf(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}
