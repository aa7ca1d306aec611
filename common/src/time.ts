/**
 * The school's clock (docs/requirements.md#school-clock): instants shown, filtered and counted by the
 * calendar of one IANA time zone (SCHOOL_TIME_ZONE), whatever zone the server or the browser is in.
 */
import { DateTime } from 'luxon';

export const DEFAULT_SCHOOL_TIME_ZONE = 'Asia/Kolkata';

/** True when the runtime knows the zone (Intl throws a RangeError on an unknown one). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The instant in the zone, through luxon (the one time-zone library of the server, the dashboard and common/). */
const zoned = (at: Date, timeZone: string) => DateTime.fromJSDate(at, { zone: timeZone });

/** The wall clock of the zone at an instant, as numbers (month 1–12). */
export function wallClock(at: Date, timeZone: string) {
  const { year, month, day, hour, minute, second } = zoned(at, timeZone);
  return { year, month, day, hour, minute, second };
}

/** Minutes the zone is ahead of UTC at an instant (330 for Asia/Kolkata). */
export function offsetMinutes(at: Date, timeZone: string): number {
  return zoned(at, timeZone).offset;
}

/**
 * The instant a wall-clock time of the zone happens: the first one when a DST change repeats it, and the first
 * that exists after it when a DST change skips it (a midnight that never happens: the day starts at 01:00).
 */
export function zonedInstant(year: number, month: number, day: number, timeZone: string, hour = 0): Date {
  const local = DateTime.fromObject({ year, month, day, hour }, { zone: timeZone });
  const first = local.getPossibleOffsets().reduce((a, b) => (b.toMillis() < a.toMillis() ? b : a), local);
  return first.toJSDate();
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function zonedDay(at: Date, timeZone: string): string {
  return zoned(at, timeZone).toISODate()!;
}

/** 00:00 of the zone's day that holds `at`, `plusDays` days later (negative: earlier). */
export function startOfDay(at: Date, timeZone: string, plusDays = 0): Date {
  const day = zoned(at, timeZone).startOf('day').plus({ days: plusDays });
  return zonedInstant(day.year, day.month, day.day, timeZone);
}

/** Monday 00:00 of the zone's week that holds `at`. */
export function startOfWeek(at: Date, timeZone: string): Date {
  return startOfDay(at, timeZone, 1 - zoned(at, timeZone).weekday);
}

/** ISO 8601 with the zone's offset, to the second: 2026-11-23T09:05:00+05:30 (+00:00 in UTC, never Z). */
export function zonedIso(at: Date, timeZone: string): string {
  return zoned(at, timeZone).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
}

/**
 * Zones ICU (the Intl of Chromium and of Node) still lists by their old names, with the names the tz database and
 * people use now: a family or an admin looks for Asia/Kolkata, not Asia/Calcutta.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** Every IANA zone this runtime knows, by its current name, sorted (the time zone pickers' choices). */
export function allTimeZones(): string[] {
  return [...new Set(Intl.supportedValuesOf('timeZone').map((zone) => RENAMED[zone] ?? zone))].sort();
}
