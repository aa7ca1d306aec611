/**
 * The school's clock (docs/requirements.md#dashboard-clock): every date the dashboard shows is in the
 * school's time zone, read from this one module. It starts as Asia/Kolkata (the server's default) and
 * takes the server's `dashboardSettings.schoolTimeZone` once signed in (layout.tsx). The zone is the
 * dashboard's state; reading and saying instants in it is common's (zone-format.ts, time.ts).
 */
import { addDays, DEFAULT_SCHOOL_TIME_ZONE, dayStart, instantLabel, isTimeZone, zonedDay } from '@school/common';

export { DEFAULT_SCHOOL_TIME_ZONE };

let zone = DEFAULT_SCHOOL_TIME_ZONE;

/** The school's IANA zone, as the server last gave it. */
export function schoolTimeZone(): string {
  return zone;
}

/** Switches the clock to the server's zone (an IANA name; an unknown one is ignored). */
export function setSchoolTimeZone(next: string): void {
  // not a zone this browser knows: keep the current one
  if (isTimeZone(next)) zone = next;
}

/** "23 Nov 2026, 09:05" in the school's zone. */
export function exactTime(value: string | Date): string {
  return instantLabel(value, zone, 'medium');
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 min ago", "2 h ago", "3 days ago"; past two weeks the exact date. */
export function relativeTime(value: string | Date, now = Date.now()): string {
  const ms = now - new Date(value).getTime();
  if (ms < 60_000) return 'just now';
  if (ms > 14 * 86_400_000) return exactTime(value).replace(/, \d\d:\d\d$/, '');
  const [unit, size] = UNITS.find(([, s]) => ms >= s)!;
  const n = Math.floor(ms / size);
  if (unit === 'minute') return `${n} min ago`;
  if (unit === 'hour') return `${n} h ago`;
  return n === 1 ? 'yesterday' : `${n} days ago`;
}

/** The instant a school calendar day ("YYYY-MM-DD") begins, plus `days` whole days. */
export function schoolDayStart(day: string, days = 0): Date {
  return dayStart(day, zone, days);
}

/**
 * What a date filter shows: the school's calendar day ("YYYY-MM-DD") of an instant, e.g. the start of
 * "today" a dashboard card links with; a day string stays as it is; anything else shows empty.
 */
export function schoolDate(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : zonedDay(at, zone);
}

/** The school's calendar day ("YYYY-MM-DD") `days` days after the one holding `at` (negative: before). */
export function schoolDay(days = 0, at: Date = new Date()): string {
  return addDays(zonedDay(at, zone), days);
}
