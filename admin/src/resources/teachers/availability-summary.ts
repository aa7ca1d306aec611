import type { TeacherFieldsFragment } from '../../gql/graphql';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** "Mon, Wed 09:00–12:00; Sat 10:00–14:00 (+2 dates)": the week at a glance, in the teacher's zone. */
export function availabilitySummary({ weekly, exceptions }: Pick<TeacherFieldsFragment, 'weekly' | 'exceptions'>) {
  if (weekly.length === 0) return exceptions.length ? `${exceptions.length} dated only` : 'No availability yet';
  const daysByRange = new Map<string, number[]>();
  for (const range of [...weekly].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${range.from}–${range.to}`;
    daysByRange.set(key, [...(daysByRange.get(key) ?? []), range.weekday]);
  }
  const week = [...daysByRange].map(([range, days]) => `${days.map((d) => WEEKDAYS[d - 1]).join(', ')} ${range}`);
  return week.join('; ') + (exceptions.length ? ` (+${exceptions.length} dates)` : '');
}
