/**
 * The school's clock (docs/requirements.md#school-clock): instants shown, filtered and counted by the
 * calendar of one IANA time zone (SCHOOL_TIME_ZONE), whatever zone the server or the browser is in.
 */

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

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, found);
  }
  return found;
}

/** The wall clock of the zone at an instant, as numbers (month 1–12). */
export function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    format(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at an instant (330 for Asia/Kolkata). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time of the zone happens (the first one, when a DST change repeats it). */
export function zonedInstant(year: number, month: number, day: number, timeZone: string, hour = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function zonedDay(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** 00:00 of the zone's day that holds `at`, `plusDays` days later (negative: earlier). */
export function startOfDay(at: Date, timeZone: string, plusDays = 0): Date {
  const w = wallClock(at, timeZone);
  const day = new Date(Date.UTC(w.year, w.month - 1, w.day + plusDays));
  return zonedInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), timeZone);
}

/** Monday 00:00 of the zone's week that holds `at`. */
export function startOfWeek(at: Date, timeZone: string): Date {
  const w = wallClock(at, timeZone);
  const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
  return startOfDay(at, timeZone, -weekday);
}

/** ISO 8601 with the zone's offset, to the second: 2026-11-23T09:05:00+05:30. */
export function zonedIso(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  const offset = offsetMinutes(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}` +
    `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  );
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
