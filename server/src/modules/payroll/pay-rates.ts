/**
 * Teachers' pay rates (docs/requirements.md#payroll), set like the school's fees: a new rate is a new row from a day
 * (today or later in the teacher's zone), so a month already paid keeps its rates; a rate is taken back only before
 * its day. Both are audited in the same transaction as the change.
 */
import { randomUUID } from 'node:crypto';
import { TRIAL_CATEGORIES, zonedDay } from '@school/common';
import type { DataSource, Repository } from 'typeorm';
import { atomically } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { LessonsForPayroll } from '../lessons-for-payroll';
import { formatMoney, isCurrency } from '../money';
import { clean, validDate } from '../typed-text';
import { describeRate, MAX_RATE } from './pay-math';
import { PAY_KINDS, PayRate, type PayRateInput } from './pay-rate.entity';

export class PayRates {
  private readonly rows: Repository<PayRate>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly lessons: LessonsForPayroll,
  ) {
    this.rows = dataSource.getRepository(PayRate);
  }

  /** Every rate, or one teacher's, by teacher, course and date. */
  list(teacherId?: string | null): Promise<PayRate[]> {
    return this.rows.find({
      where: teacherId ? { teacherId } : {},
      order: { teacherId: 'ASC', course: 'ASC', validFrom: 'ASC' },
    });
  }

  async set(input: PayRateInput, actor: Actor, now = new Date()): Promise<PayRate> {
    const problems: Record<string, string> = {};
    const teacher = input.teacherId ? await this.lessons.teacher(input.teacherId.trim()) : null;
    if (!teacher) problems.teacherId = 'No such teacher';
    const course = input.course ? clean(input.course) || null : null;
    if (course && !(TRIAL_CATEGORIES as readonly string[]).includes(course))
      problems.course = `Unknown course: ${course}`;
    if (!(PAY_KINDS as readonly string[]).includes(input.kind)) problems.kind = 'Per lesson or per hour';
    if (!isCurrency(input.currency)) problems.currency = 'Unknown currency';
    if (!Number.isInteger(input.amount)) problems.amount = 'Must be a whole number of minor units (paise, cents)';
    else if (input.amount <= 0) problems.amount = 'Must be more than 0';
    else if (input.amount > MAX_RATE)
      // an unknown currency is refused above; the limit is then said without one
      problems.amount = `Must be at most ${isCurrency(input.currency) ? formatMoney(MAX_RATE, input.currency) : MAX_RATE}`;
    const validFrom = (input.validFrom ?? '').trim();
    if (!validDate(validFrom)) problems.validFrom = 'Must be a date, YYYY-MM-DD';
    else if (teacher && validFrom < zonedDay(now, teacher.timeZone))
      problems.validFrom = "Must not be in the past (in the teacher's zone): a month paid keeps its rate";
    const first = Object.values(problems)[0];
    if (first || !teacher) throw new ValidationError(first ?? 'No such teacher', problems);
    const rate = this.rows.create({
      id: randomUUID(),
      teacherId: teacher.id,
      course,
      kind: input.kind,
      currency: input.currency,
      amount: input.amount,
      validFrom,
      createdBy: actor.actorEmail,
      createdAt: now,
    });
    try {
      await atomically(this.dataSource, [
        {
          sql:
            'INSERT INTO pay_rates (id, teacher_id, course, kind, currency, amount, valid_from, created_by, created_at) ' +
            'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          params: [
            rate.id,
            rate.teacherId,
            course,
            rate.kind,
            rate.currency,
            rate.amount,
            validFrom,
            rate.createdBy,
            now,
          ],
        },
        this.audit.statement(actor, 'pay_rate_set', `pay_rate:${rate.id}`, `${teacher.name}: ${describe(rate)}`, now),
      ]);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = `${teacher.name} has a rate from ${validFrom}${course ? ` for ${course}` : ''} already`;
      throw new ValidationError(message, { validFrom: message });
    }
    return rate;
  }

  /** Takes back a rate whose day has not come (in the teacher's zone). */
  async remove(id: string, actor: Actor, now = new Date()): Promise<boolean> {
    const rate = await this.rows.findOneBy({ id });
    if (!rate) throw new NotFoundError('No such pay rate');
    const teacher = await this.lessons.teacher(rate.teacherId);
    if (rate.validFrom <= zonedDay(now, teacher?.timeZone ?? 'UTC')) {
      const message = 'This rate applies already: set a new rate from a later date instead';
      throw new ValidationError(message, { id: message });
    }
    await atomically(this.dataSource, [
      { sql: 'DELETE FROM pay_rates WHERE id = ?', params: [id], mustChange: true },
      this.audit.statement(
        actor,
        'pay_rate_remove',
        `pay_rate:${id}`,
        `${teacher?.name ?? ''}: ${describe(rate)}`,
        now,
      ),
    ]);
    return true;
  }
}

const describe = (rate: PayRate) => describeRate(rate, formatMoney);
