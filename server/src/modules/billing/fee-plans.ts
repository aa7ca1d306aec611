/**
 * The school's fees (docs/requirements.md#fee-plans): per course, or per teacher of a course where their rate
 * differs, in a currency, from a date. A new fee never edits an old one: it applies from its own date, so a month
 * already billed keeps the fee it was billed at. A fee may be taken back only before its date.
 */
import { randomUUID } from 'node:crypto';
import { TRIAL_CATEGORIES, zonedDay } from '@school/common';
import type { DataSource, Repository } from 'typeorm';
import { atomically } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { clean, validDate } from '../typed-text';
import { FeePlan, type FeeKind } from './billing.entities';
import { amountProblem, formatMoney, isCurrency, type Currency } from './money';

export interface FeePlanInput {
  course: string;
  teacherId?: string | null;
  kind: FeeKind;
  currency: Currency;
  amount: number;
  lessonsIncluded?: number | null;
  validFrom: string;
}

/** Who teaches: a teacher's name by id (null: no such teacher). */
export type TeacherNames = (id: string) => Promise<string | null>;

/** The fee of a lesson or a month: the teacher's own if one applies on `date`, else the course's. */
export function feeOn(
  plans: readonly FeePlan[],
  key: { course: string; teacherId: string | null; currency: string },
  date: string,
): FeePlan | null {
  let own: FeePlan | null = null;
  let course: FeePlan | null = null;
  for (const plan of plans) {
    if (plan.course !== key.course || plan.currency !== key.currency || plan.validFrom > date) continue;
    if (plan.teacherId !== null && plan.teacherId === key.teacherId) {
      if (!own || plan.validFrom > own.validFrom) own = plan;
    } else if (plan.teacherId === null && (!course || plan.validFrom > course.validFrom)) course = plan;
  }
  return own ?? course;
}

export class FeePlans {
  private readonly rows: Repository<FeePlan>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly teacherName: TeacherNames,
    private readonly schoolTimeZone: string,
  ) {
    this.rows = dataSource.getRepository(FeePlan);
  }

  /** Every fee, by course, teacher, currency and date. */
  all(): Promise<FeePlan[]> {
    return this.rows.find({ order: { course: 'ASC', teacherId: 'ASC', currency: 'ASC', validFrom: 'ASC' } });
  }

  async set(input: FeePlanInput, actor: Actor, now = new Date()): Promise<FeePlan> {
    const problems: Record<string, string> = {};
    const course = clean(input.course ?? '');
    if (!(TRIAL_CATEGORIES as readonly string[]).includes(course)) problems.course = `Unknown course: ${course}`;
    const teacherId = input.teacherId?.trim() || null;
    const teacher = teacherId ? await this.teacherName(teacherId) : null;
    if (teacherId && !teacher) problems.teacherId = 'No such teacher';
    if (!isCurrency(input.currency)) problems.currency = 'Unknown currency';
    const amount = amountProblem(input.amount);
    if (amount) problems.amount = amount;
    const included = input.lessonsIncluded ?? null;
    if (input.kind === 'MONTHLY' && (included === null || !Number.isInteger(included) || included < 1 || included > 31))
      problems.lessonsIncluded = 'A monthly fee names the lessons it includes, 1 to 31';
    if (input.kind === 'BLOCK' && (included === null || !Number.isInteger(included) || included < 1 || included > 100))
      problems.lessonsIncluded = 'A block names the lessons it buys, 1 to 100';
    if (input.kind === 'PER_LESSON' && included !== null)
      problems.lessonsIncluded = 'Only a monthly fee or a block includes lessons';
    if (!validDate(input.validFrom ?? '')) problems.validFrom = 'Must be a date, YYYY-MM-DD';
    else if (input.validFrom < zonedDay(now, this.schoolTimeZone))
      problems.validFrom = 'Must not be in the past: a month billed keeps its fee';
    const first = Object.values(problems)[0];
    if (first) throw new ValidationError(first, problems);
    const plan = this.rows.create({
      id: randomUUID(),
      course,
      teacherId,
      kind: input.kind,
      currency: input.currency,
      amount: input.amount,
      lessonsIncluded: included,
      validFrom: input.validFrom,
      createdBy: actor.actorEmail,
      createdAt: now,
    });
    try {
      await atomically(this.dataSource, [
        {
          sql:
            'INSERT INTO fee_plans (id, course, teacher_id, kind, currency, amount, lessons_included, valid_from, ' +
            'created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          params: [
            plan.id,
            course,
            teacherId,
            plan.kind,
            plan.currency,
            plan.amount,
            included,
            plan.validFrom,
            plan.createdBy,
            now,
          ],
        },
        this.audit.statement(actor, 'fee_plan_set', `fee_plan:${plan.id}`, describe(plan, teacher), now),
      ]);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = `A fee from ${input.validFrom} is set already for this course${teacher ? ' and teacher' : ''} in ${input.currency}`;
      throw new ValidationError(message, { validFrom: message });
    }
    return plan;
  }

  /** Takes back a fee whose date has not come. */
  async remove(id: string, actor: Actor, now = new Date()): Promise<boolean> {
    const plan = await this.rows.findOneBy({ id });
    if (!plan) throw new NotFoundError('No such fee');
    if (plan.validFrom <= zonedDay(now, this.schoolTimeZone)) {
      const message = 'This fee applies already: set a new fee from a later date instead';
      throw new ValidationError(message, { id: message });
    }
    await atomically(this.dataSource, [
      { sql: 'DELETE FROM fee_plans WHERE id = ?', params: [id], mustChange: true },
      this.audit.statement(actor, 'fee_plan_remove', `fee_plan:${id}`, describe(plan, null), now),
    ]);
    return true;
  }
}

function describe(plan: FeePlan, teacher: string | null): string {
  const per =
    plan.kind === 'MONTHLY'
      ? `a month (${plan.lessonsIncluded} lessons)`
      : plan.kind === 'BLOCK'
        ? `a block of ${plan.lessonsIncluded} lessons`
        : 'a lesson';
  return `${plan.course}${teacher ? ` with ${teacher}` : ''}: ${formatMoney(plan.amount, plan.currency)} ${per} from ${plan.validFrom}`;
}
