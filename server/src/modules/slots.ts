/**
 * A teacher's free slots (docs/requirements.md#trial-slots), for trial classes and make-ups: the weekly availability and the
 * dated exceptions are wall-clock times in the teacher's own zone; each day's ranges are turned into
 * UTC instants by luxon in that zone (so a DST change moves them as the teacher's clock moves), and
 * slots of `lessonMinutes` are laid on a grid from each range's start. Instants are UTC throughout;
 * only the ranges' ends are computed in the zone.
 */
import { DateTime } from 'luxon';
import { addDays, zonedDay } from '@school/common';

/** 1 = Monday … 7 = Sunday (ISO weekday, as luxon counts). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** "HH:MM", 24-hour, in the teacher's zone; "24:00" may end a range. */
export type WallTime = string;

export interface WeeklyRange {
  weekday: Weekday;
  from: WallTime;
  to: WallTime;
}

/**
 * One date in the teacher's calendar: `off` without times is the whole day off, with times a range
 * off; `extra` adds a range to that date (an extra evening).
 */
export interface DatedException {
  /** YYYY-MM-DD in the teacher's zone. */
  date: string;
  kind: 'off' | 'extra';
  from?: WallTime | null;
  to?: WallTime | null;
}

export interface TeacherCalendar {
  id: string;
  timeZone: string;
  weekly: readonly WeeklyRange[];
  exceptions: readonly DatedException[];
}

export interface SlotRules {
  lessonMinutes: number;
  /** No slot starts sooner than this after `now`. */
  minNoticeHours: number;
  /** No slot starts later than this many days after `now`. */
  horizonDays: number;
}

export interface Slot {
  startsAt: Date;
  teacherId: string;
}

interface Range {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Minutes since midnight of "HH:MM" (00:00 to 24:00); NaN when it is not one. */
export function minutesOf(time: WallTime): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 24 * 60 ? Number.NaN : minutes;
}

/**
 * The instant a wall time of a local date has in the zone. A time the clock skips (the hour lost in
 * spring) answers null: nobody can start a lesson at 01:30 in London on the last Sunday of March.
 */
function instantOf(day: DateTime, minutes: number): number | null {
  if (minutes === 24 * 60) return day.plus({ days: 1 }).startOf('day').toMillis();
  const local = day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 });
  if (local.hour * 60 + local.minute !== minutes) return null;
  return local.toMillis();
}

/** The range's instants on that day; a bound the clock skips moves to the first minute that exists. */
function rangeOn(day: DateTime, from: WallTime, to: WallTime): Range | null {
  const fromMinutes = minutesOf(from);
  const toMinutes = minutesOf(to);
  if (!(fromMinutes < toMinutes)) return null;
  const start = instantOf(day, fromMinutes) ?? firstAfterGap(day, fromMinutes);
  const end = instantOf(day, toMinutes) ?? firstAfterGap(day, toMinutes);
  return end > start ? { start, end } : null;
}

/** The first instant after a skipped wall time: the moment the clock jumped. */
function firstAfterGap(day: DateTime, minutes: number): number {
  let probe = minutes;
  let instant: number | null = null;
  while (instant === null && probe < 24 * 60) instant = instantOf(day, ++probe);
  return instant ?? day.plus({ days: 1 }).startOf('day').toMillis();
}

function subtract(ranges: Range[], cut: Range): Range[] {
  return ranges.flatMap((range) => {
    if (cut.end <= range.start || cut.start >= range.end) return [range];
    const left = cut.start > range.start ? [{ start: range.start, end: cut.start }] : [];
    const right = cut.end < range.end ? [{ start: cut.end, end: range.end }] : [];
    return [...left, ...right];
  });
}

/** The teacher's available ranges on one local date, exceptions applied. */
function rangesOn(teacher: TeacherCalendar, day: DateTime): Range[] {
  const date = day.toISODate();
  const exceptions = teacher.exceptions.filter((exception) => exception.date === date);
  if (exceptions.some((exception) => exception.kind === 'off' && !exception.from)) return [];
  let ranges = teacher.weekly
    .filter((range) => range.weekday === day.weekday)
    .map((range) => rangeOn(day, range.from, range.to))
    .filter((range): range is Range => range !== null);
  for (const exception of exceptions) {
    if (!exception.from || !exception.to) continue;
    const range = rangeOn(day, exception.from, exception.to);
    if (!range) continue;
    ranges = exception.kind === 'off' ? subtract(ranges, range) : [...ranges, range];
  }
  return ranges;
}

/**
 * Each calendar's ranges per local date, computed once: the zone arithmetic (luxon asking Intl for the
 * offset) is the whole cost of a slots query, and a calendar changes rarely. Keyed by the calendar's
 * content, so an edited availability is a new key; both levels are bounded (oldest entries go first).
 */
const MAX_CALENDARS = 1000;
const MAX_DAYS = 400;
const dayCache = new Map<string, Map<string, Range[]>>();

function daysOf(teacher: TeacherCalendar): Map<string, Range[]> {
  const key = `${teacher.timeZone}\0${JSON.stringify(teacher.weekly)}\0${JSON.stringify(teacher.exceptions)}`;
  let days = dayCache.get(key);
  if (!days) {
    days = new Map();
    dayCache.set(key, days);
    if (dayCache.size > MAX_CALENDARS) dayCache.delete(dayCache.keys().next().value!);
  }
  return days;
}

function remember(days: Map<string, Range[]>, date: string, ranges: Range[]): void {
  days.set(date, ranges);
  if (days.size > MAX_DAYS) days.delete(days.keys().next().value!);
}

/**
 * The dates from the day before `first` to the day after `last` (ranges may cross midnight in UTC), remembered for
 * the last few spans: teachers in several zones see a window as slightly different dates, queried one after another.
 */
const spans = new Map<string, string[]>();
function datesBetween(first: string, last: string): string[] {
  const key = `${first}|${last}`;
  let dates = spans.get(key);
  if (dates) return dates;
  dates = [];
  for (let date = addDays(first, -1), end = addDays(last, 1); date <= end; date = addDays(date, 1)) dates.push(date);
  spans.set(key, dates);
  if (spans.size > 32) spans.delete(spans.keys().next().value!);
  return dates;
}

/** Busy time as epoch milliseconds: the form the slot loop compares against. */
export interface Interval {
  start: number;
  end: number;
}

/**
 * The starts (epoch milliseconds) of the teacher's free slots in [from, to), after the notice and
 * before the horizon, none overlapping a busy interval (their bookings): ascending, each once. The
 * hot path of a slots query, so it allocates no object per slot. Starts in `skip` (offered by another
 * teacher already) are left out before anything is checked.
 */
export function freeStarts(
  teacher: TeacherCalendar,
  window: { from: number; to: number },
  busy: readonly Interval[],
  now: number,
  rules: SlotRules,
  skip?: ReadonlySet<number> | ReadonlyMap<number, unknown>,
): number[] {
  const length = rules.lessonMinutes * MINUTE;
  const earliest = Math.max(window.from, now + rules.minNoticeHours * HOUR);
  const latest = Math.min(window.to, now + rules.horizonDays * DAY);
  if (!(earliest < latest)) return [];
  const starts: number[] = [];
  // every local date the window touches
  const days = daysOf(teacher);
  for (const date of datesBetween(zonedDay(earliest, teacher.timeZone), zonedDay(latest, teacher.timeZone))) {
    let ranges = days.get(date);
    if (!ranges) {
      ranges = rangesOn(teacher, DateTime.fromISO(date, { zone: teacher.timeZone }));
      remember(days, date, ranges);
    }
    for (const range of ranges) {
      for (let start = range.start; start + length <= range.end; start += length) {
        if (start < earliest || start >= latest || skip?.has(start)) continue;
        let free = true;
        for (const interval of busy) {
          if (interval.start < start + length && interval.end > start) {
            free = false;
            break;
          }
        }
        if (free) starts.push(start);
      }
    }
  }
  // ranges of one date may overlap (an extra range over a weekly one) and come in any order
  starts.sort((a, b) => a - b);
  return starts.filter((start, i) => i === 0 || start !== starts[i - 1]);
}

/** freeStarts as Slots of Dates (sorted by start, each instant once). */
export function freeSlots(
  teacher: TeacherCalendar,
  window: { from: Date; to: Date },
  busy: readonly { start: Date; end: Date }[],
  now: Date,
  rules: SlotRules,
): Slot[] {
  const taken = busy.map((interval) => ({ start: interval.start.getTime(), end: interval.end.getTime() }));
  return freeStarts(teacher, { from: window.from.getTime(), to: window.to.getTime() }, taken, now.getTime(), rules).map(
    (start) => ({ startsAt: new Date(start), teacherId: teacher.id }),
  );
}

/** Whether `startsAt` is one of the teacher's free slots (the server's check before a booking). */
export function isFreeSlot(
  teacher: TeacherCalendar,
  startsAt: Date,
  busy: readonly { start: Date; end: Date }[],
  now: Date,
  rules: SlotRules,
): boolean {
  const at = startsAt.getTime();
  const slots = freeSlots(teacher, { from: startsAt, to: new Date(at + MINUTE) }, busy, now, rules);
  return slots.some((slot) => slot.startsAt.getTime() === at);
}
