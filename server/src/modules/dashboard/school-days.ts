/**
 * Counting by the school's calendar days in SQL on both databases (docs/requirements.md#school-clock):
 * a period is cut where the zone's UTC offset changes (daylight saving), and each piece is grouped by
 * its day with that piece's fixed offset, so SQLite (which knows no time zones) and PostgreSQL agree.
 */
import { offsetMinutes, startOfDay, zonedDay } from '@school/common';

const HOUR = 3_600_000;

export interface OffsetSpan {
  from: Date;
  /** End of the span: exclusive, except the last one's (the period's own end, inclusive). */
  to: Date;
  last: boolean;
  offset: number;
}

/** The first minute in (a, b] whose offset differs from a's. */
function change(a: number, b: number, timeZone: string): number {
  const before = offsetMinutes(new Date(a), timeZone);
  let [low, high] = [a, b];
  while (high - low > 60_000) {
    const mid = low + Math.floor((high - low) / 120_000) * 60_000;
    if (offsetMinutes(new Date(mid), timeZone) === before) low = mid;
    else high = mid;
  }
  return high;
}

/** [from, to] cut into spans of one UTC offset each. */
export function offsetSpans(from: Date, to: Date, timeZone: string): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  let start = from.getTime();
  let offset = offsetMinutes(from, timeZone);
  for (let t = start + HOUR; ; t += HOUR) {
    const at = Math.min(t, to.getTime());
    const next = offsetMinutes(new Date(at), timeZone);
    if (next !== offset) {
      const cut = change(at - HOUR < start ? start : at - HOUR, at, timeZone);
      spans.push({ from: new Date(start), to: new Date(cut), last: false, offset });
      [start, offset] = [cut, offsetMinutes(new Date(cut), timeZone)];
    }
    if (at >= to.getTime()) break;
  }
  spans.push({ from: new Date(start), to, last: true, offset });
  return spans;
}

/** SQL of a timestamp column's calendar day at a fixed offset (minutes, an integer of our own making). */
export function dayAtOffset(column: string, offset: number, pg: boolean): string {
  const minutes = `${offset >= 0 ? '+' : '-'}${Math.abs(Math.trunc(offset))} minutes`;
  return pg
    ? `to_char((${column} AT TIME ZONE 'UTC') + interval '${minutes}', 'YYYY-MM-DD')`
    : `strftime('%Y-%m-%d', ${column}, '${minutes}')`;
}

/** Every school day from the one holding `from` to the one holding `to`, as YYYY-MM-DD. */
export function schoolDays(from: Date, to: Date, timeZone: string): string[] {
  const days: string[] = [];
  for (let d = startOfDay(from, timeZone); d.getTime() <= to.getTime(); d = startOfDay(d, timeZone, 1))
    days.push(zonedDay(d, timeZone));
  return days;
}
