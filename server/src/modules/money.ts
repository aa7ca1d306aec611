/**
 * Money as the school bills and pays it: an integer of minor units (paise, cents, fils) beside its currency, never a
 * float. Every currency the school takes has two minor digits. Percentages are basis points (1800 = 18 %), applied with
 * integer arithmetic and rounded half up, so a line and its total always agree to the minor unit.
 */
import { ValidationError } from '../errors';
import { describedEnum } from './enums.types';

export const CURRENCIES = ['INR', 'USD', 'GBP', 'AUD', 'CAD', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CurrencyEnum = describedEnum<Currency>(
  'Currency',
  'A currency the school bills in (ISO 4217); amounts are integers of its minor unit (1/100).',
  CURRENCIES,
  {
    INR: 'Indian rupee (amounts in paise).',
    USD: 'US dollar (cents).',
    GBP: 'Pound sterling (pence).',
    AUD: 'Australian dollar (cents).',
    CAD: 'Canadian dollar (cents).',
    AED: 'UAE dirham (fils).',
  },
);

/** The largest single amount the school records: 10 million in major units. */
export const MAX_AMOUNT = 1_000_000_000;

export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

/** An amount of minor units a person typed: a whole, positive number no larger than MAX_AMOUNT. */
export function amountProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value))
    return 'Must be a whole number of minor units (paise, cents)';
  if (value <= 0) return 'Must be more than 0';
  if (value > MAX_AMOUNT) return `Must be at most ${MAX_AMOUNT}`;
  return null;
}

export function checkAmount(field: string, value: unknown): number {
  const problem = amountProblem(value);
  if (problem) throw new ValidationError(problem, { [field]: problem });
  return value as number;
}

/** `bp` basis points of a non-negative `amount`, rounded half up. */
export const share = (amount: number, bp: number) => Math.floor((amount * bp + 5_000) / 10_000);

/** For people: "₹1,250.00", "$80.00" (en-IN groups rupees in lakhs). */
export function formatMoney(amount: number, currency: string): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en-GB';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}

/** A rate in basis points for people: 1800 → "18%", 1250 → "12.5%". */
export const formatRate = (bp: number) => `${bp / 100}%`;
