/** A class's time in words, in a named zone, through Intl (never a hand-made offset). */

const STYLES = {
  /**
   * "Wednesday, 25 November 2026 at 18:30 GMT+11": the body, with the same fields as the site's booking
   * page (web/src/features/trial/utils/slot-days.ts formatInstant); the mail adds the zone's name after it.
   */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZoneName: 'short' },
  /** "Wed 25 Nov, 04:30": subjects. */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

function timeIn(instant: Date, timeZone: string, style: keyof typeof STYLES): string {
  const key = `${style} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      ...STYLES[style],
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  return format.format(instant);
}

export const longTime = (instant: Date, timeZone: string) => timeIn(instant, timeZone, 'long');
export const shortTime = (instant: Date, timeZone: string) => timeIn(instant, timeZone, 'short');
