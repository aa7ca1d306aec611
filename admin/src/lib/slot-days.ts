/** Teachers' free times as the dashboard offers them: one list a school day, every teacher free at each time. */
import { zonedDay } from '@school/common';

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
    const day = zonedDay(slot.startsAt, zone);
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
