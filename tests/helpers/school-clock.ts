/**
 * The school's zone the tests run in, and its "today" (docs/requirements.md#school-clock).
 *
 * By default the server's own zone (Asia/Kolkata). With TEST_SCHOOL_CLOCK=HH:MM (scripts/test.mjs runs
 * the date tests with 23:30, then with 00:30) it is the fixed UTC offset ("-07:15", "+05:30") at which
 * the school's clock reads that time when the test process starts: the date logic then runs late in the
 * school's evening and just after its midnight whatever the hour of the run. The clock itself stays real,
 * so rows stamped by the database (PostgreSQL's now(), SQLite's 'now') agree with the server's instants.
 */
import { DEFAULT_SCHOOL_TIME_ZONE, zonedDay } from '@school/common';

/** The offset zone in which `at` reads `clock` (HH:MM), between -10:00 and +14:00 (any time of day fits). */
export function zoneAtClock(clock: string, at = new Date()): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!match) throw new Error(`TEST_SCHOOL_CLOCK must be HH:MM (got "${clock}")`);
  const target = Number(match[1]) * 60 + Number(match[2]);
  const utc = at.getUTCHours() * 60 + at.getUTCMinutes();
  let offset = (((target - utc) % 1440) + 1440) % 1440;
  if (offset > 14 * 60) offset -= 1440;
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const clock = process.env.TEST_SCHOOL_CLOCK;

/** SCHOOL_TIME_ZONE of every test server (buildTestApp, startServer) unless a test sets its own. */
export const SCHOOL_ZONE = clock ? zoneAtClock(clock) : DEFAULT_SCHOOL_TIME_ZONE;

/** The school's calendar day now ("YYYY-MM-DD"), as the server counts "today". */
export function schoolToday(zone = SCHOOL_ZONE): string {
  return zonedDay(new Date(), zone);
}
