/** Calendar days as "YYYY-MM-DD" (common's calendar arithmetic), filled for the dashboard's day charts. */
import { addDays } from '@school/common';

/** Every day from `first` to `last` inclusive, with the counts given and 0 elsewhere. */
export function fillDays(
  first: string,
  last: string,
  counts: { day: string; count: number }[],
): { day: string; count: number }[] {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  const out: { day: string; count: number }[] = [];
  for (let i = 0; i < 400; i++) {
    const day = addDays(first, i);
    if (day > last) break;
    out.push({ day, count: byDay.get(day) ?? 0 });
  }
  return out;
}
