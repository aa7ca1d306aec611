/**
 * A teacher's free trial slots (docs/requirements.md#trial-slots): the weekly availability and the
 * dated exceptions are wall-clock times in the teacher's own zone; each day's ranges are turned into
 * UTC instants by luxon in that zone (so a DST change moves them as the teacher's clock moves), and
 * slots of `lessonMinutes` are laid on a grid from each range's start. Instants are UTC throughout;
 * only the ranges' ends are computed in the zone.
 */
import { DateTime } from 'luxon';

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
 * The teacher's free slots starting in [from, to), after the notice and before the horizon, none
 * overlapping a busy interval (their bookings). Sorted by start; the same instant never twice.
 */
export function freeSlots(
  teacher: TeacherCalendar,
  window: { from: Date; to: Date },
  busy: readonly { start: Date; end: Date }[],
  now: Date,
  rules: SlotRules,
): Slot[] {
  const length = rules.lessonMinutes * MINUTE;
  const earliest = Math.max(window.from.getTime(), now.getTime() + rules.minNoticeHours * HOUR);
  const latest = Math.min(window.to.getTime(), now.getTime() + rules.horizonDays * DAY);
  if (!(earliest < latest)) return [];
  const taken = busy.map((interval) => ({ start: interval.start.getTime(), end: interval.end.getTime() }));
  const starts = new Set<number>();
  // every local date the window touches, one day either side for ranges that cross midnight in UTC
  let day = DateTime.fromMillis(earliest, { zone: teacher.timeZone }).startOf('day').minus({ days: 1 });
  const lastDay = DateTime.fromMillis(latest, { zone: teacher.timeZone }).startOf('day').plus({ days: 1 });
  for (; day <= lastDay; day = day.plus({ days: 1 })) {
    for (const range of rangesOn(teacher, day)) {
      for (let start = range.start; start + length <= range.end; start += length) {
        if (start < earliest || start >= latest) continue;
        if (taken.some((interval) => interval.start < start + length && interval.end > start)) continue;
        starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ startsAt: new Date(start), teacherId: teacher.id }));
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
