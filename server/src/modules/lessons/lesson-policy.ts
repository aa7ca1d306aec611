/** The school's lesson policy's rules (docs/requirements.md#make-ups, #lesson-reminders). */
import { ValidationError } from '../../errors';
import type { LessonPolicy } from './lesson.entities';

export const POLICY_LIMITS = { noticeHours: [0, 336], creditsPerTerm: [0, 52], expiryDays: [1, 730] } as const;
/** Hours before a lesson its reminder goes: 0 is off. */
export const REMINDER_HOURS = [0, 2, 24] as const;

export type PolicyInput = Pick<LessonPolicy, 'noticeHours' | 'creditsPerTerm' | 'expiryDays'> & {
  /** Absent: kept. */
  reminderHours?: number | null;
};

/** Refuses a policy off its limits, naming each field. */
export function checkPolicy(input: PolicyInput): void {
  const problems: Record<string, string> = {};
  for (const [field, [min, max]] of Object.entries(POLICY_LIMITS)) {
    const value = input[field as keyof typeof POLICY_LIMITS];
    if (!Number.isInteger(value) || value < min || value > max)
      problems[field] = `Must be a whole number from ${min} to ${max}`;
  }
  const hours = input.reminderHours ?? null;
  if (hours !== null && !(REMINDER_HOURS as readonly number[]).includes(hours))
    problems.reminderHours = 'Must be 0 (no reminders), 2 or 24';
  if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
}
