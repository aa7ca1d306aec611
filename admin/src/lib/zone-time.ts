/**
 * Instants seen in a named zone (the school's, a teacher's, a student's), all through Intl: no offset
 * is ever computed by hand, so a DST change in any of them lands where the zone's rules put it.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formats.get(key);
  if (!found) {
    found = make();
    formats.set(key, found);
  }
  return found;
}

/** "09:30" (24-hour) in the zone. */
export function timeIn(zone: string, at: string | Date): string {
  return format(
    `time:${zone}`,
    () => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(new Date(at));
}

/** The calendar day "YYYY-MM-DD" the instant falls on in the zone. */
export function dayIn(zone: string, at: string | Date): string {
  return format(
    `day:${zone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(new Date(at));
}

/** "Mon 24 Nov" for a calendar day "YYYY-MM-DD" (a date, so read at noon UTC: no zone can move it). */
export function dayLabel(day: string): string {
  return format(
    'label',
    () => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
  ).format(new Date(`${day}T12:00:00Z`));
}

/** The calendar day `n` days after "YYYY-MM-DD" (calendar arithmetic, no instants). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The Monday of the week "YYYY-MM-DD" is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** "Asia/Kolkata" → "Asia/Kolkata", "America/New_York" → "America/New York": how a zone is named to people. */
export function zoneName(zone: string): string {
  return zone.replace(/_/g, ' ');
}

/** Every IANA zone, by its current name (the time zone pickers' choices): common/src/time.ts. */
export { allTimeZones } from '@school/common';

export interface Slot {
  startsAt: string;
  teacherId: string;
}

export interface SlotTime {
  startsAt: string;
  teacherIds: string[];
}

export interface SlotDay {
  day: string;
  times: SlotTime[];
}

/**
 * Free times grouped by the calendar day they fall on in `zone` (the school's), earliest first, each
 * time with every teacher free then. The grouping follows the instant, not the teacher's wall clock:
 * a teacher whose zone changes to summer time shows up an hour earlier or later, on the right day.
 */
export function groupSlotsByDay(slots: readonly Slot[], zone: string): SlotDay[] {
  const days = new Map<string, Map<string, string[]>>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of sorted) {
    const day = dayIn(zone, slot.startsAt);
    const times = days.get(day) ?? new Map<string, string[]>();
    days.set(day, times);
    const key = new Date(slot.startsAt).toISOString();
    const teachers = times.get(key) ?? [];
    if (!teachers.includes(slot.teacherId)) teachers.push(slot.teacherId);
    times.set(key, teachers);
  }
  return [...days].map(([day, times]) => ({
    day,
    times: [...times].map(([startsAt, teacherIds]) => ({ startsAt, teacherIds })),
  }));
}

/** "Tue 1 Dec, 10:00": the day and time an instant has in the zone. */
export function whenIn(zone: string, at: string | Date): string {
  return `${dayLabel(dayIn(zone, at))}, ${timeIn(zone, at)}`;
}
