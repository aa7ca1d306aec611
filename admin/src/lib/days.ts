/** Local calendar days as "YYYY-MM-DD". */
export function dayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function daysAgo(n: number, from = new Date()): string {
  return dayString(new Date(from.getFullYear(), from.getMonth(), from.getDate() - n));
}

/** Every day from `first` to `last` inclusive, with the counts given and 0 elsewhere. */
export function fillDays(
  first: string,
  last: string,
  counts: { day: string; count: number }[],
): { day: string; count: number }[] {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  const [y, m, d] = first.split('-').map(Number);
  const out: { day: string; count: number }[] = [];
  for (let i = 0; i < 400; i++) {
    const day = dayString(new Date(y, m - 1, d + i));
    if (day > last) break;
    out.push({ day, count: byDay.get(day) ?? 0 });
  }
  return out;
}

/** "2025-03-07" → "7 Mar" */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}
