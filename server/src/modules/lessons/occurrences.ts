/**
 * The lessons of a weekly plan: each date of its weekday from the first date to the last (or the horizon), at its
 * wall-clock time in the teacher's zone, turned into instants by luxon (so a London teacher's 16:00 stays 16:00 for
 * the teacher across both of London's clock changes, and moves for a family whose clocks change on other dates).
 * A start that falls in a spring-forward gap (02:30 on the night clocks jump 02:00 → 03:00) is the first minute
 * that exists after it, as luxon resolves it; one in the repeated hour of an autumn change is its first instance.
 */
import { DateTime } from 'luxon';

export interface WeeklyPlan {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** HH:MM in `timeZone`. */
  startTime: string;
  minutes: number;
  timeZone: string;
  /** YYYY-MM-DD. */
  firstDate: string;
  lastDate: string | null;
}

export interface Occurrence {
  /** The date in the teacher's zone, YYYY-MM-DD. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/** Every occurrence of `plan` on dates from `from` to `until` (YYYY-MM-DD, both included, in the plan's zone). */
export function occurrences(plan: WeeklyPlan, from: string, until: string): Occurrence[] {
  const [hour, minute] = plan.startTime.split(':').map(Number);
  const first = DateTime.fromISO(plan.firstDate > from ? plan.firstDate : from, { zone: plan.timeZone });
  const last = plan.lastDate && plan.lastDate < until ? plan.lastDate : until;
  // the first date on the plan's weekday
  let day = first.plus({ days: (plan.weekday - first.weekday + 7) % 7 });
  const out: Occurrence[] = [];
  while (day.toISODate()! <= last) {
    const start = day.set({ hour, minute, second: 0, millisecond: 0 });
    out.push({
      date: day.toISODate()!,
      startsAt: start.toJSDate(),
      endsAt: start.plus({ minutes: plan.minutes }).toJSDate(),
    });
    // calendar days, not 168 hours: the next week's date in the zone whatever its clocks did
    day = day.plus({ weeks: 1 });
  }
  return out;
}
