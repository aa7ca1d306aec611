/** How lessons and plans are named to staff (docs/requirements.md#enrolment). */
import { zoneName } from '@school/common';
import type { Attendance } from '../providers/lessons-data';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 1 = Monday … 7 = Sunday → its name. */
export const weekdayName = (weekday: number) => WEEKDAYS[weekday - 1] ?? String(weekday);

export const LESSON_STATUS_LABELS: Record<string, string> = {
  SCHEDULED: 'Scheduled',
  ATTENDED: 'Attended',
  ABSENT_WITH_NOTICE: 'Absent, with notice',
  ABSENT: 'Absent',
  CANCELLED_BY_SCHOOL: 'Cancelled by the school',
};

export const ATTENDANCE_CHOICES: { id: Attendance; name: string }[] = (
  ['ATTENDED', 'ABSENT_WITH_NOTICE', 'ABSENT', 'CANCELLED_BY_SCHOOL'] as Attendance[]
).map((id) => ({ id, name: LESSON_STATUS_LABELS[id] }));

/** Lesson lengths on the school's grid (15 to 240 minutes in steps of 15); the usual ones first in the picker. */
export const LENGTHS = [30, 45, 60, 15, 75, 90, 120];

/** "every Tuesday, 16:00–16:45 (Asia/Kolkata)". */
export function planSummary(plan: { weekday: number; startTime: string; minutes: number; timeZone: string }): string {
  const [h, m] = plan.startTime.split(':').map(Number);
  const end = h * 60 + m + plan.minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  const endTime = `${pad(Math.floor(end / 60) % 24)}:${pad(end % 60)}`;
  return `Every ${weekdayName(plan.weekday)}, ${plan.startTime}–${endTime} (${zoneName(plan.timeZone)})`;
}

/** Where a student stands on `today` (the school's date): enrolled, leaving after a date, or left. */
export type StudentStanding = 'enrolled' | 'leaving' | 'left';

export function standingOf(student: { status: string; leftOn?: string | null }, today: string): StudentStanding {
  if (student.status !== 'left') return 'enrolled';
  return student.leftOn && student.leftOn >= today ? 'leaving' : 'left';
}

/** "Enrolled", "Leaves after 20 Dec 2026", "Left after 20 Dec 2026". */
export function standingLabel(student: { status: string; leftOn?: string | null }, today: string): string {
  const standing = standingOf(student, today);
  if (standing === 'enrolled') return 'Enrolled';
  const date = student.leftOn ?? '';
  return `${standing === 'leaving' ? 'Leaves' : 'Left'} after ${date}`;
}
