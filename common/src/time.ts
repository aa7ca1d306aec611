/**
 * The school's clock (docs/requirements.md#school-clock): instants shown, filtered and counted by the
 * calendar of one IANA time zone (SCHOOL_TIME_ZONE), whatever zone the server or the browser is in.
 * The arithmetic of instants in a zone, through luxon, for the server and the dashboard; reading and saying an
 * instant in a zone (Intl alone, what the site uses too) is in zone-format.ts.
 */
import { DateTime } from 'luxon';
import { addDays, mondayOf, zonedDay } from './zone-format';

export const DEFAULT_SCHOOL_TIME_ZONE = 'Asia/Kolkata';

/** The instant in the zone, through luxon (the one time-zone library of the server, the dashboard and common/). */
const zoned = (at: Date, timeZone: string) => DateTime.fromJSDate(at, { zone: timeZone });

/** Minutes the zone is ahead of UTC at an instant (330 for Asia/Kolkata). */
export function offsetMinutes(at: Date, timeZone: string): number {
  return zoned(at, timeZone).offset;
}

/**
 * The instant a wall-clock time of the zone happens: the first one when a DST change repeats it, and the first
 * that exists after it when a DST change skips it (a midnight that never happens: the day starts at 01:00).
 */
export function zonedInstant(year: number, month: number, day: number, timeZone: string, hour = 0, minute = 0): Date {
  const local = DateTime.fromObject({ year, month, day, hour, minute }, { zone: timeZone });
  const first = local.getPossibleOffsets().reduce((a, b) => (b.toMillis() < a.toMillis() ? b : a), local);
  return first.toJSDate();
}

/**
 * The instant a calendar day ("YYYY-MM-DD") and wall time ("HH:mm") of the zone happen, as zonedInstant resolves
 * them; null when either is not one.
 */
export function dayTimeInstant(day: string, time: string, timeZone: string): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!date || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [...date.slice(1), ...clock.slice(1)].map(Number);
  const at = zonedInstant(year, month, dayOfMonth, timeZone, hour, minute);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * 00:00 of a calendar day ("YYYY-MM-DD") in the zone, `plusDays` days later (negative: earlier); an invalid Date when
 * `day` is not a calendar day (2026-11-31).
 */
export function dayStart(day: string, timeZone: string, plusDays = 0): Date {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  const start = zonedInstant(year, month, dayOfMonth, timeZone);
  if (plusDays === 0 || Number.isNaN(start.getTime())) return start;
  return dayStart(addDays(day, plusDays), timeZone);
}

/** 00:00 of the zone's day that holds `at`, `plusDays` days later (negative: earlier). */
export function startOfDay(at: Date, timeZone: string, plusDays = 0): Date {
  return dayStart(zonedDay(at, timeZone), timeZone, plusDays);
}

/** Monday 00:00 of the zone's week that holds `at`. */
export function startOfWeek(at: Date, timeZone: string): Date {
  return dayStart(mondayOf(zonedDay(at, timeZone)), timeZone);
}

/** ISO 8601 with the zone's offset, to the second: 2026-11-23T09:05:00+05:30 (+00:00 in UTC, never Z). */
export function zonedIso(at: Date, timeZone: string): string {
  return zoned(at, timeZone).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
}
