/**
 * Payroll's arithmetic (docs/requirements.md#payroll): each lesson at the rate of its day, a course's own rate before
 * the teacher's rate for every course, an hourly rate paid by the minute and rounded half up once per rate, a total
 * per currency, and lessons no rate applies to counted apart rather than paid 0.
 */
import { describe, expect, it } from 'vitest';
import type { TaughtLesson } from '../../../server/src/modules/lessons-for-payroll';
import { lineAmount, monthPay, rateOn, type Rate } from '../../../server/src/modules/payroll/pay-math';
import { majorUnits } from '../../../server/src/http/payroll-export';

const rate = (id: string, validFrom: string, amount: number, more: Partial<Rate> = {}): Rate => ({
  id,
  course: null,
  kind: 'PER_LESSON',
  currency: 'INR',
  amount,
  validFrom,
  ...more,
});
const lesson = (day: string, course = 'guitar', minutes = 45): TaughtLesson => ({ id: day, course, day, minutes });

describe('the rate of a day', () => {
  const rates = [
    rate('all-1', '2027-03-01', 50_000),
    rate('all-2', '2027-03-15', 60_000),
    rate('piano', '2027-03-10', 90_000, { course: 'piano' }),
  ];

  it('is the latest rate from that day or before', () => {
    expect(rateOn(rates, 'guitar', '2027-02-28')).toBeNull();
    expect(rateOn(rates, 'guitar', '2027-03-14')?.id).toBe('all-1');
    expect(rateOn(rates, 'guitar', '2027-03-15')?.id).toBe('all-2');
  });

  it("is a course's own rate where one applies, the rate for every course before it", () => {
    expect(rateOn(rates, 'piano', '2027-03-09')?.id).toBe('all-1');
    expect(rateOn(rates, 'piano', '2027-03-10')?.id).toBe('piano');
    expect(rateOn(rates, 'piano', '2027-03-20')?.id).toBe('piano');
  });
});

describe("a month's pay", () => {
  it('pays each lesson at the rate of its day, line by line and in total', () => {
    const pay = monthPay(
      [rate('a', '2027-03-01', 50_000), rate('b', '2027-03-15', 60_000)],
      [lesson('2027-03-02'), lesson('2027-03-09'), lesson('2027-03-15'), lesson('2027-03-22')],
    );
    expect(pay.lines.map((l) => [l.rate.id, l.lessons, l.amount])).toEqual([
      ['a', 2, 100_000],
      ['b', 2, 120_000],
    ]);
    expect(pay.amounts).toEqual([{ currency: 'INR', amount: 220_000 }]);
    expect(pay.unrated).toBe(0);
  });

  it('pays an hourly rate by the minute, rounded half up once per rate', () => {
    expect(lineAmount('PER_HOUR', 3_000, 1, 45)).toBe(2_250);
    // 20 minutes at 1001 an hour is 333.67: rounded to 334
    expect(lineAmount('PER_HOUR', 1_001, 1, 20)).toBe(334);
    // 3 × 20 minutes at 1001 an hour is exactly 1001, not 3 × 334
    const pay = monthPay(
      [rate('h', '2027-03-01', 1_001, { kind: 'PER_HOUR', currency: 'GBP' })],
      [lesson('2027-03-02', 'guitar', 20), lesson('2027-03-03', 'guitar', 20), lesson('2027-03-04', 'guitar', 20)],
    );
    expect(pay.amounts).toEqual([{ currency: 'GBP', amount: 1_001 }]);
  });

  it('counts lessons before any rate apart, and totals each currency on its own', () => {
    const pay = monthPay(
      [rate('inr', '2027-03-10', 50_000), rate('usd', '2027-03-20', 4_000, { currency: 'USD' })],
      [lesson('2027-03-02'), lesson('2027-03-12'), lesson('2027-03-25')],
    );
    expect(pay.unrated).toBe(1);
    expect(pay.amounts).toEqual([
      { currency: 'INR', amount: 50_000 },
      { currency: 'USD', amount: 4_000 },
    ]);
  });

  it('pays nothing, with no line, when nothing was taught', () => {
    expect(monthPay([rate('a', '2027-03-01', 50_000)], [])).toEqual({ lines: [], amounts: [], unrated: 0 });
  });
});

describe('amounts in the CSV', () => {
  it('are major units written with integer arithmetic', () => {
    expect(majorUnits(0)).toBe('0.00');
    expect(majorUnits(5)).toBe('0.05');
    expect(majorUnits(125_050)).toBe('1250.50');
    expect(majorUnits(-1_999)).toBe('-19.99');
  });
});
