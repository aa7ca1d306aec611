/**
 * Billing's arithmetic (docs/requirements.md#invoices): minor units only, basis points rounded half up, discounts
 * that name whom they are for, the same invoice from the same charges whatever their order, and the financial year
 * an issue date falls in.
 */
import { describe, expect, it } from 'vitest';
import { financialYear } from '../../../server/src/modules/billing/billing-settings';
import { invoiceFigures, type ChargeLine } from '../../../server/src/modules/billing/invoice-math';
import { amountProblem, formatMoney, share } from '../../../server/src/modules/billing/money';

const charge = (studentName: string, course: string, amount: number): ChargeLine => ({
  kind: 'LESSON',
  description: `${course} (${studentName})`,
  studentId: studentName,
  studentName,
  course,
  teacherId: null,
  lessonId: null,
  serviceOn: '2027-03-02',
  quantity: 1,
  unitAmount: amount,
  amount,
  billingKey: `${studentName}:${course}:${amount}`,
});

describe('money', () => {
  it('takes basis points of minor units, rounding half up', () => {
    expect(share(861_000, 1800)).toBe(154_980);
    expect(share(5, 1000)).toBe(1); // 0.5 paise rounds up
    expect(share(4, 1000)).toBe(0);
    expect(share(999_999_999, 10_000)).toBe(999_999_999);
  });

  it('refuses amounts that are not whole, positive minor units', () => {
    expect(amountProblem(12.5)).toBe('Must be a whole number of minor units (paise, cents)');
    expect(amountProblem(0)).toBe('Must be more than 0');
    expect(amountProblem(-1)).toBe('Must be more than 0');
    expect(amountProblem(Number.NaN)).toBe('Must be a whole number of minor units (paise, cents)');
    expect(amountProblem(1_000_000_001)).toBe('Must be at most 1000000000');
    expect(amountProblem(80_000)).toBeNull();
  });

  it('writes amounts as people read them', () => {
    expect(formatMoney(1_015_980, 'INR')).toBe('₹10,159.80');
    expect(formatMoney(12_345_600, 'INR')).toBe('₹1,23,456.00');
    expect(formatMoney(8_000, 'USD')).toBe('US$80.00');
  });
});

describe('an invoice from its charges', () => {
  const settings = { siblingBp: 1000, multiCourseBp: 500, taxBp: 1800 };

  it('discounts the second course and the second child, then taxes what is left', () => {
    const figures = invoiceFigures(
      [charge('Asha', 'guitar', 360_000), charge('Asha', 'piano', 300_000), charge('Rohan', 'guitar', 240_000)],
      settings,
      '2027-03-31',
    );
    expect(figures.discounts.map((d) => [d.description, d.amount])).toEqual([
      ['Second course discount 5%: Piano (Asha)', 15_000],
      ['Sibling discount 10% (Rohan)', 24_000],
    ]);
    expect(figures).toMatchObject({ subtotal: 900_000, discount: 39_000, tax: 154_980, total: 1_015_980 });
  });

  it('gives the same invoice whatever order the charges come in', () => {
    const lines = [
      charge('Zoe', 'guitar', 100_000),
      charge('Amir', 'guitar', 100_000),
      charge('Amir', 'drums', 50_000),
    ];
    const forward = invoiceFigures(lines, settings, '2027-03-31');
    const backward = invoiceFigures([...lines].reverse(), settings, '2027-03-31');
    expect(backward.discounts).toEqual(forward.discounts);
    expect(backward.total).toBe(forward.total);
    // Amir's charges are the larger: Zoe is the sibling discounted
    expect(forward.discounts.at(-1)?.description).toBe('Sibling discount 10% (Zoe)');
  });

  it('adds no line for a discount or tax the school does not give', () => {
    const figures = invoiceFigures(
      [charge('Asha', 'guitar', 80_000), charge('Rohan', 'piano', 80_000)],
      {
        siblingBp: 0,
        multiCourseBp: 0,
        taxBp: 0,
      },
      '2027-03-31',
    );
    expect(figures).toMatchObject({ discounts: [], subtotal: 160_000, discount: 0, tax: 0, total: 160_000 });
  });
});

describe('the financial year', () => {
  it('starts in April in India, and in January where the school says so', () => {
    expect(financialYear('2027-03-31', 4)).toBe('2026-27');
    expect(financialYear('2027-04-01', 4)).toBe('2027-28');
    expect(financialYear('2099-12-31', 4)).toBe('2099-00');
    expect(financialYear('2027-01-01', 1)).toBe('2027');
    expect(financialYear('2027-06-30', 7)).toBe('2026-27');
  });
});
