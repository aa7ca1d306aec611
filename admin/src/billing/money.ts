/**
 * Money as the dashboard shows and reads it (docs/requirements.md#billing): an integer of the currency's minor unit
 * (paise, cents, fils: two digits in every currency the school takes) beside its currency. Typed amounts and rates
 * are read by string handling, never through a float, so "1,250.10" is exactly 125010.
 */
import type { Currency } from '../providers/billing-data';

export const CURRENCIES: readonly Currency[] = ['INR', 'USD', 'GBP', 'AUD', 'CAD', 'AED'];

export const CURRENCY_NAMES: Record<Currency, string> = {
  INR: 'Indian rupee (INR)',
  USD: 'US dollar (USD)',
  GBP: 'Pound sterling (GBP)',
  AUD: 'Australian dollar (AUD)',
  CAD: 'Canadian dollar (CAD)',
  AED: 'UAE dirham (AED)',
};

const formats = new Map<string, Intl.NumberFormat>();

/** "₹1,25,000.00" (en-IN groups rupees in lakhs), "£80.00", "-$12.50". */
export function formatMoney(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-GB', { style: 'currency', currency });
    formats.set(currency, format);
  }
  // minor units to major for display only: the division is exact to the two digits shown
  return format.format(amount / 100);
}

/** What a family's balance means: "Owes ₹5,159.80", "In credit ₹500.00" or "Settled". */
export function balanceWords(balance: number, currency: string): string {
  if (balance > 0) return `Owes ${formatMoney(balance, currency)}`;
  if (balance < 0) return `In credit ${formatMoney(-balance, currency)}`;
  return 'Settled';
}

/** The largest amount the school records in one go: 10 million in major units. */
const MAX_MINOR = 1_000_000_000;

/**
 * Hundredths from typed text: digits, optionally grouped by commas ("1,250" or "1,25,000"), then at most two
 * decimals. Null for anything else (a minus, letters, a third decimal, empty).
 */
function hundredths(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1].replace(/,/g, '');
  if (whole.length > 9) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** A typed amount in minor units, or the reason it cannot be one. */
export function parseAmount(text: string): { minor: number } | { problem: string } {
  const minor = hundredths(text);
  if (minor === null) return { problem: 'Type an amount such as 1,250 or 1,250.50 (at most 2 decimals)' };
  if (minor <= 0) return { problem: 'Must be more than 0' };
  if (minor > MAX_MINOR) return { problem: 'At most 10,000,000' };
  return { minor };
}

/** An amount in minor units as a person types it: 125050 → "1250.50". */
export function amountText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage: 1800 → "18", 1250 → "12.5", 5 → "0.05". */
export function percentText(bp: number): string {
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.floor(bp / 100)}.${fraction}` : String(Math.floor(bp / 100));
}

/** A typed percentage (at most 2 decimals, 0 to 100) in basis points: "12.5" → 1250; null when it is not one. */
export function parsePercent(text: string): number | null {
  const bp = /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? hundredths(text) : null;
  return bp === null || bp > 10_000 ? null : bp;
}

/** A rate for people: 1800 → "18%". */
export const rateText = (bp: number) => `${percentText(bp)}%`;
