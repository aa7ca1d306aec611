/**
 * The month's billing run (docs/requirements.md#billing-run): one draft invoice per family for the month just gone,
 * in the school's zone. Each lesson given is charged once (per-lesson fees), each student's month once (monthly
 * fees); a lesson of the two months before that was marked late is charged now. Each family's draft is written in a
 * transaction of its own, under unique keys: run on several servers at once, or again after a crash half-way, the
 * run drafts the families not drafted yet and nothing twice.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { atomically } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BillableLesson, EnrolmentForBilling } from '../enrolment-for-billing';
import type { BillingAccounts } from './billing-accounts';
import type { BillingSettings, BillingSettingsStore } from './billing-settings';
import type { FeePlan } from './billing.entities';
import { BlockLedger, lessonsLeft } from './fee-blocks';
import { feeOn, type FeePlans } from './fee-plans';
import { draftStatements } from './invoice-drafts';
import { courseName, type ChargeLine } from './invoice-math';
import type { MakeUpCredits } from './makeup-credits';

export const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** How far back a lesson marked late is still charged by a run. */
const LATE_MONTHS = 2;
const CHARGED = new Set(['ATTENDED', 'ABSENT']);

export interface RunOutcome {
  period: string;
  drafted: number;
  alreadyDrafted: number;
  /** Lessons of the month still unmarked: charged by a later run once marked. */
  unmarked: number;
  /** Lessons or months no fee applies to, by course, teacher and currency: not charged. */
  unpriced: { course: string; teacherId: string; currency: string; count: number }[];
  /** Make-ups not taken credited now (docs/requirements.md#makeup-credits). */
  makeUpCredits: number;
}

/** The month's bounds in `zone`: its first and last dates, and the instants it starts and ends. */
export function monthOf(period: string, zone: string) {
  const start = DateTime.fromISO(`${period}-01`, { zone });
  const end = start.plus({ months: 1 });
  return {
    firstDay: start.toISODate()!,
    lastDay: end.minus({ days: 1 }).toISODate()!,
    from: start.toJSDate(),
    to: end.toJSDate(),
    label: start.toFormat('LLLL yyyy'),
  };
}

export class BillingRun {
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly enrolment: EnrolmentForBilling,
    private readonly settings: BillingSettingsStore,
    private readonly fees: FeePlans,
    private readonly accounts: BillingAccounts,
    private readonly makeUps: MakeUpCredits,
    private readonly schoolTimeZone: string,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  async draft(period: string, actor: Actor, now = new Date()): Promise<RunOutcome> {
    if (!PERIOD.test(period ?? ''))
      throw new ValidationError('Must be a month, YYYY-MM', { period: 'Must be a month, YYYY-MM' });
    const month = monthOf(period, this.schoolTimeZone);
    if (month.to.getTime() > now.getTime()) {
      const message = `${month.label} has not ended yet: it is billed from its last day on`;
      throw new ValidationError(message, { period: message });
    }
    const [settings, fees] = await Promise.all([this.settings.get(), this.fees.all()]);
    const lookback = DateTime.fromJSDate(month.from, { zone: this.schoolTimeZone }).minus({ months: LATE_MONTHS });
    // blocks are sold ahead: the coming month's lessons count only where the school sells blocks
    const next = monthOf(DateTime.fromISO(`${period}-01`).plus({ months: 1 }).toFormat('yyyy-MM'), this.schoolTimeZone);
    const blocksSold = fees.some((fee) => fee.kind === 'BLOCK');
    const [lessons, plans, billed, drafted, coming, left] = await Promise.all([
      this.enrolment.lessons(lookback.toJSDate(), month.to),
      this.enrolment.plans(month.firstDay, month.lastDay),
      this.billedLessons(lookback.toISODate()!),
      this.draftedFamilies(period),
      blocksSold ? this.enrolment.lessons(month.to, next.to) : [],
      blocksSold ? lessonsLeft(this.dataSource) : new Map<string, number>(),
    ]);
    const blocks = new BlockLedger(left, period, next.firstDay);
    const familyIds = [...new Set([...lessons, ...plans, ...coming].map((l) => l.familyId))];
    const currencies = await this.accounts.currencies(familyIds, settings.defaultCurrency);
    const outcome: RunOutcome = {
      period,
      drafted: 0,
      alreadyDrafted: drafted.size,
      unmarked: 0,
      unpriced: [],
      makeUpCredits: 0,
    };
    const unpriced = new Map<string, RunOutcome['unpriced'][number]>();
    const missing = (course: string, teacherId: string, currency: string) => {
      const key = `${course}:${teacherId}:${currency}`;
      const entry = unpriced.get(key) ?? { course, teacherId, currency, count: 0 };
      entry.count++;
      unpriced.set(key, entry);
    };
    const charges = new Map<string, ChargeLine[]>();
    const add = (familyId: string, line: ChargeLine) => charges.set(familyId, [...(charges.get(familyId) ?? []), line]);
    const monthly = new Set<string>();
    for (const plan of plans) {
      const currency = currencies.get(plan.familyId)!;
      const fee = feeOn(fees, { course: plan.course, teacherId: plan.teacherId, currency }, month.firstDay);
      const key = `monthly:${plan.studentId}:${plan.course}:${period}`;
      if (fee?.kind !== 'MONTHLY' || monthly.has(key)) continue;
      monthly.add(key);
      add(plan.familyId, {
        kind: 'MONTHLY',
        description: `${courseName(plan.course)}, ${month.label}: ${fee.lessonsIncluded} lessons a month (${plan.studentName})`,
        studentId: plan.studentId,
        studentName: plan.studentName,
        course: plan.course,
        teacherId: plan.teacherId,
        lessonId: null,
        serviceOn: month.firstDay,
        quantity: 1,
        unitAmount: fee.amount,
        amount: fee.amount,
        billingKey: key,
      });
    }
    const feeOf = (lesson: BillableLesson) => {
      const currency = currencies.get(lesson.familyId)!;
      const day = DateTime.fromJSDate(lesson.startsAt, { zone: this.schoolTimeZone }).toISODate()!;
      return { currency, day, fee: feeOn(fees, { course: lesson.course, teacherId: lesson.teacherId, currency }, day) };
    };
    for (const lesson of [...lessons, ...coming]) {
      const inMonth = lesson.startsAt >= month.from;
      const inNext = lesson.startsAt >= month.to;
      if (lesson.status === 'SCHEDULED' || inNext) {
        if (inMonth && !inNext && lesson.status === 'SCHEDULED') outcome.unmarked++;
        // a lesson still to come (or to mark) at a block fee: what is left must cover it
        if (blocksSold && inMonth && lesson.status === 'SCHEDULED') {
          const { fee } = feeOf(lesson);
          if (fee?.kind === 'BLOCK') blocks.plan(lesson, fee);
        }
        continue;
      }
      if (!CHARGED.has(lesson.status) || billed.has(lesson.id)) continue;
      const { currency, day, fee } = feeOf(lesson);
      if (!fee) {
        if (inMonth) missing(lesson.course, lesson.teacherId, currency);
        continue;
      }
      if (fee.kind === 'BLOCK') blocks.draw(lesson, day);
      else if (fee.kind === 'PER_LESSON') add(lesson.familyId, lessonLine(lesson, fee, day));
      // MONTHLY: in the month's fee
    }
    for (const { familyId, line } of blocks.lines()) add(familyId, line);
    outcome.unpriced = [...unpriced.values()];
    for (const [familyId, lines] of charges) {
      if (drafted.has(familyId)) continue; // its month is billed: a lesson marked late waits for the next month
      const written = await this.write(
        familyId,
        period,
        currencies.get(familyId)!,
        lines,
        settings,
        month.lastDay,
        now,
      );
      if (written) outcome.drafted++;
      else outcome.alreadyDrafted++;
    }
    // credits that ran out by the month's end (late ones of the months before too: each is credited once)
    outcome.makeUpCredits = await this.makeUps.creditExpired(lookback.toJSDate(), month.to, fees, settings, actor, now);
    // a person's run is audited; the calendar's only when it drafted something
    if (actor.actorId !== null || outcome.drafted > 0)
      await this.audit.record(
        actor,
        'invoices_draft',
        `invoices:${period}`,
        `${month.label}: ${outcome.drafted} drafted, ${outcome.alreadyDrafted} drafted before, ${outcome.unmarked} lessons unmarked, ${outcome.makeUpCredits} make-ups credited`,
      );
    return outcome;
  }

  /** The families with a live invoice for the month. */
  private async draftedFamilies(period: string): Promise<Set<string>> {
    const rows: { family_id: string }[] = await this.dataSource.query(
      `SELECT family_id FROM invoices WHERE period = ${this.postgres ? '$1' : '?'} AND run_key IS NOT NULL`,
      [period],
    );
    return new Set(rows.map((r) => r.family_id));
  }

  /** The lessons of the window a live invoice line charges already. */
  private async billedLessons(since: string): Promise<Set<string>> {
    const rows: { lesson_id: string }[] = await this.dataSource.query(
      'SELECT lesson_id FROM invoice_lines WHERE service_on >= ' +
        (this.postgres ? '$1' : '?') +
        ' AND lesson_id IS NOT NULL AND billing_key IS NOT NULL',
      [since],
    );
    return new Set(rows.map((r) => r.lesson_id));
  }

  /** Writes one family's draft; false when a run drafted it (or one of its charges) before. */
  private async write(
    familyId: string,
    period: string,
    currency: string,
    charges: ChargeLine[],
    settings: BillingSettings,
    lastDay: string,
    now: Date,
  ): Promise<boolean> {
    const statements = draftStatements(familyId, period, currency, charges, settings, lastDay, now);
    // PostgreSQL: a family's draft does not wait for its own flush to disk; the run's audit entry, committed as
    // usual at the end, flushes every draft before it (the log is written in order), so when the run answers,
    // all it drafted is durable — and a crash before that loses drafts the next run makes again.
    if (this.postgres) statements.unshift({ sql: 'SET LOCAL synchronous_commit = off', params: [] });
    try {
      await atomically(this.dataSource, statements);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}

function lessonLine(lesson: BillableLesson, fee: FeePlan, day: string): ChargeLine {
  const how = lesson.status === 'ABSENT' ? ', missed without notice' : lesson.makeupFor ? ', make-up' : '';
  return {
    kind: 'LESSON',
    description: `${courseName(lesson.course)} lesson ${day}${how} (${lesson.studentName})`,
    studentId: lesson.studentId,
    studentName: lesson.studentName,
    course: lesson.course,
    teacherId: lesson.teacherId,
    lessonId: lesson.id,
    serviceOn: day,
    quantity: 1,
    unitAmount: fee.amount,
    amount: fee.amount,
    billingKey: `lesson:${lesson.id}`,
  };
}
