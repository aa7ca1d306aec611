/**
 * Instants read in a named IANA zone, and calendar days ("YYYY-MM-DD") and months ("YYYY-MM") said to people: the
 * one set of helpers of the server, the site and the dashboard. Intl alone, no time library, so the site's bundle
 * takes only what it calls (docs/architecture.md#what-runs-where). No offset is ever computed by hand: a DST change
 * lands where the zone's rules put it. The luxon arithmetic (the instant a wall time happens, the start of a day or a
 * week) is in time.ts, for the server and the dashboard.
 */

/** An instant: a Date, an ISO 8601 string or epoch milliseconds. */
export type Instant = Date | string | number;

/** The school's language for dates (the dashboard's and the mails'); the site passes the visitor's locale. */
const SCHOOL_LOCALE = 'en-GB';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter made once per `key` (making one costs far more than using it). The key names the locale, the
 * style and the zone as plain text: it is built on every call, on the server's hot paths too (free slots, lessons).
 */
function formatter(key: string, locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A calendar day "YYYY-MM-DD" as numbers (month 1–12). */
const partsOf = (day: string) => day.split('-').map(Number);

/** True when the runtime knows the zone (Intl throws a RangeError on an unknown one). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: name });
    return true;
  } catch {
    return false;
  }
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

/** How a zone is named to people: "America/New_York" → "America/New York". */
export function zoneName(zone: string): string {
  return zone.replace(/_/g, ' ');
}

/** The fields of the wall clock, read as numbers (a 24-hour clock, from 0). */
const CLOCK = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
} as const satisfies Intl.DateTimeFormatOptions;

/** The wall clock of the zone at an instant, as numbers (month 1–12, hour 0–23). */
export function wallClock(at: Instant, timeZone: string) {
  const clock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatter(`clock|${timeZone}`, 'en-US', { ...CLOCK, timeZone }).formatToParts(
    new Date(at),
  ))
    if (type in clock) clock[type as keyof typeof clock] = Number(value);
  return clock;
}

/** The calendar day "YYYY-MM-DD" an instant falls on in the zone (en-CA writes dates so, year first). */
export function zonedDay(at: Instant, timeZone: string): string {
  const options = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  return formatter(`day|${timeZone}`, 'en-CA', options).format(new Date(at));
}

/** The month "YYYY-MM" an instant falls in, in the zone. */
export function zonedMonth(at: Instant, timeZone: string): string {
  return zonedDay(at, timeZone).slice(0, 7);
}

/** The time of day "HH:mm" (24-hour, two digits each) an instant has in the zone: "09:30". */
export function zonedTime(at: Instant, timeZone: string): string {
  const options = { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return formatter(`time|${timeZone}`, 'en-GB', options).format(new Date(at));
}

/** The calendar day `n` days after "YYYY-MM-DD" (negative: before); calendar arithmetic, no instant or zone. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = partsOf(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) that holds "YYYY-MM-DD". */
export function mondayOf(day: string): string {
  const [y, m, d] = partsOf(day);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The month `n` months after "YYYY-MM" (negative: before); calendar arithmetic. */
export function addMonths(month: string, n: number): string {
  const [y, m] = partsOf(month);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** The ways a calendar day is said, as in en-GB. */
const DAY_STYLES = {
  /** "Mon 24 Nov": the dashboard's lists and calendars. */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "Monday 24 November": the site's offered days. */
  long: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "24 Nov": a chart's axis. */
  date: { day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar day "YYYY-MM-DD" said to people, e.g. "Mon 24 Nov" (read at noon UTC: no zone can move a date). */
export function dayLabel(day: string, style: keyof typeof DAY_STYLES = 'short', locale = SCHOOL_LOCALE): string {
  const format = formatter(`dayLabel|${style}|${locale}`, locale, { ...DAY_STYLES[style], timeZone: 'UTC' });
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** The ways a month is said, as in en-GB. */
const MONTH_STYLES = {
  /** "November 2026". */
  long: { month: 'long', year: 'numeric' },
  /** "Nov 26": a chart's bar. */
  short: { month: 'short', year: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A month "YYYY-MM" said to people, e.g. "November 2026". */
export function monthLabel(month: string, style: keyof typeof MONTH_STYLES = 'long', locale = SCHOOL_LOCALE): string {
  const format = formatter(`monthLabel|${style}|${locale}`, locale, { ...MONTH_STYLES[style], timeZone: 'UTC' });
  return format.format(new Date(`${month}-01T12:00:00Z`));
}

/** The ways an instant is said in a zone, as in en-GB ("short" is dayLabel's short and zonedTime). */
const INSTANT_STYLES = {
  /** "Tuesday, 24 November 2026 at 23:30 GMT+11": a booking's time, with the zone's short name. */
  full: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  /** "23 Nov 2026, 09:05": the dashboard's exact times. */
  medium: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** "10:30", or "10:30 am" where the locale's clock has 12 hours: a time under its day's heading. */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** An instant said to people as the zone's clock reads it, e.g. "23 Nov 2026, 09:05"; "short": "Tue 1 Dec, 10:00". */
export function instantLabel(
  at: Instant,
  timeZone: string,
  style: keyof typeof INSTANT_STYLES | 'short' = 'medium',
  locale = SCHOOL_LOCALE,
): string {
  if (style === 'short') return `${dayLabel(zonedDay(at, timeZone), 'short', locale)}, ${zonedTime(at, timeZone)}`;
  const format = formatter(`instant|${style}|${locale}|${timeZone}`, locale, { ...INSTANT_STYLES[style], timeZone });
  return format.format(new Date(at));
}

/** The zone's short names at the instants, each once in order of first use: ["GMT", "BST"] across a DST change. */
export function shortZoneNames(timeZone: string, instants: readonly Instant[], locale = SCHOOL_LOCALE): string[] {
  const format = formatter(`zoneNames|${locale}|${timeZone}`, locale, { timeZone, timeZoneName: 'short' });
  const name = (at: Instant) => format.formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value;
  return [...new Set(instants.map(name))].filter((found): found is string => Boolean(found));
}
