/**
 * The dashboard's money (admin/src/billing/money.ts): typed amounts and rates read into integers by string
 * handling — never through a float — and shown with the currency's own grouping.
 */
import { describe, expect, it } from 'vitest';
import { balanceWords, formatMoney, parseAmount, parsePercent, percentText } from '../../../admin/src/billing/money';

describe('parseAmount', () => {
  it.each([
    ['1,250.50', 125_050],
    ['1250.5', 125_050],
    ['1,25,000', 12_500_000],
    [' 0.10 ', 10],
    ['1.15', 115],
    ['4.35', 435],
    ['10000000', 1_000_000_000],
  ])('%s is %i minor units', (text, minor) => expect(parseAmount(text)).toEqual({ minor }));

  it.each(['', '-5', '1.234', '1,2', '12a', '1e3', '.5', '1,250.', '10000000.01', '0', '0.00'])('refuses %j', (text) =>
    expect(parseAmount(text)).toHaveProperty('problem'),
  );
});

describe('rates', () => {
  it('reads percentages as basis points and shows them back', () => {
    expect(parsePercent('18')).toBe(1800);
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('0.05')).toBe(5);
    expect(parsePercent('100')).toBe(10_000);
    for (const bad of ['100.01', '-1', '1.234', 'x', '']) expect(parsePercent(bad)).toBeNull();
    expect([1800, 1250, 5, 0, 10_000].map(percentText)).toEqual(['18', '12.5', '0.05', '0', '100']);
  });
});

describe('display', () => {
  it('groups rupees in lakhs and says what a balance means', () => {
    expect(formatMoney(12_500_000, 'INR')).toBe('₹1,25,000.00');
    expect(formatMoney(8000, 'GBP')).toBe('£80.00');
    expect(balanceWords(515_980, 'INR')).toBe('Owes ₹5,159.80');
    expect(balanceWords(-50_000, 'INR')).toBe('In credit ₹500.00');
    expect(balanceWords(0, 'INR')).toBe('Settled');
  });
});
