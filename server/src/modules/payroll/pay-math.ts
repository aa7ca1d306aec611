/**
 * Payroll's arithmetic (docs/requirements.md#payroll), pure: which rate a lesson is paid at, and a month's pay. Money
 * is integers of minor units; an hourly rate is paid by the minute, rounded half up once per rate of the month, so
 * the lines and the total agree to the minor unit.
 */
import type { TaughtLesson } from '../lessons-for-payroll';
import type { PayKind } from './pay-rate.entity';

export interface Rate {
  id: string;
  course: string | null;
  kind: PayKind;
  currency: string;
  amount: number;
  validFrom: string;
}

/** A rate and what it paid in the month. */
export interface PayLine<R extends Rate = Rate> {
  rate: R;
  lessons: number;
  minutes: number;
  amount: number;
}

export interface MonthPay<R extends Rate = Rate> {
  /** By the rate's date, then course. */
  lines: PayLine<R>[];
  /** Per currency, by currency. */
  amounts: { currency: string; amount: number }[];
  /** Lessons taught on a day no rate applied to. */
  unrated: number;
}

/** The largest rate: with a month's lessons the total stays a GraphQL Int (2^31 - 1). */
export const MAX_RATE = 5_000_000;

/** The rate of a lesson of `course` on `day`: the latest for the course if one applies, else the latest for all. */
export function rateOn<R extends Rate>(rates: readonly R[], course: string, day: string): R | null {
  let own: R | null = null;
  let every: R | null = null;
  for (const rate of rates) {
    if (rate.validFrom > day) continue;
    if (rate.course === course) {
      if (!own || rate.validFrom > own.validFrom) own = rate;
    } else if (rate.course === null && (!every || rate.validFrom > every.validFrom)) every = rate;
  }
  return own ?? every;
}

/** What a rate pays for its lessons: each lesson, or each minute at an hourly amount, rounded half up. */
export function lineAmount(kind: PayKind, amount: number, lessons: number, minutes: number): number {
  return kind === 'PER_LESSON' ? lessons * amount : Math.floor((minutes * amount + 30) / 60);
}

/** A teacher's month: each lesson taught at the rate of its day. `rates` are the teacher's own. */
export function monthPay<R extends Rate>(rates: readonly R[], taught: readonly TaughtLesson[]): MonthPay<R> {
  const byRate = new Map<string, PayLine<R>>();
  let unrated = 0;
  for (const lesson of taught) {
    const rate = rateOn(rates, lesson.course, lesson.day);
    if (!rate) {
      unrated += 1;
      continue;
    }
    const line = byRate.get(rate.id) ?? { rate, lessons: 0, minutes: 0, amount: 0 };
    line.lessons += 1;
    line.minutes += lesson.minutes;
    byRate.set(rate.id, line);
  }
  const lines = [...byRate.values()].sort(
    (a, b) =>
      a.rate.validFrom.localeCompare(b.rate.validFrom) || (a.rate.course ?? '').localeCompare(b.rate.course ?? ''),
  );
  const totals = new Map<string, number>();
  for (const line of lines) {
    line.amount = lineAmount(line.rate.kind, line.rate.amount, line.lessons, line.minutes);
    totals.set(line.rate.currency, (totals.get(line.rate.currency) ?? 0) + line.amount);
  }
  const amounts = [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount }));
  return { lines, amounts, unrated };
}

/** "₹500.00 a lesson (guitar) from 2027-01-15", for the audit log and the CSV. */
export function describeRate(rate: Rate, money: (amount: number, currency: string) => string): string {
  const per = rate.kind === 'PER_LESSON' ? 'a lesson' : 'an hour';
  return `${money(rate.amount, rate.currency)} ${per}${rate.course ? ` (${rate.course})` : ''} from ${rate.validFrom}`;
}
