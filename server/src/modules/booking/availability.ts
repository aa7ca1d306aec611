/**
 * Checks of what an admin types for a teacher's calendar (docs/requirements.md#trial-slots): an IANA
 * time zone the platform knows, and weekly ranges that are well-formed, forward and do not overlap on
 * the same weekday. Every message names the field it is about.
 */
import type { FieldErrors } from '@school/common';
import { IANAZone } from 'luxon';
import { minutesOf, type DatedException, type WeeklyRange } from '../slots';

export function timeZoneError(timeZone: string): string | null {
  return IANAZone.isValidZone(timeZone) ? null : `"${timeZone}" is not a time zone name such as Asia/Kolkata`;
}

/** Field errors of a weekly availability, keyed `weekly[i]` (empty when it is fine). */
export const MAX_WEEKLY_RANGES = 50;
export const MAX_EXCEPTIONS = 200;

export function weeklyErrors(weekly: readonly WeeklyRange[]): FieldErrors {
  const errors: FieldErrors = {};
  if (weekly.length > MAX_WEEKLY_RANGES) return { weekly: `At most ${MAX_WEEKLY_RANGES} weekly ranges` };
  const checked: { index: number; weekday: number; from: number; to: number }[] = [];
  weekly.forEach((range, index) => {
    const key = `weekly[${index}]`;
    const from = minutesOf(range.from);
    const to = minutesOf(range.to);
    if (!Number.isInteger(range.weekday) || range.weekday < 1 || range.weekday > 7)
      errors[key] = 'The weekday must be 1 (Monday) to 7 (Sunday)';
    else if (Number.isNaN(from) || Number.isNaN(to)) errors[key] = 'Times must be HH:MM, from 00:00 to 24:00';
    else if (from >= to) errors[key] = `The range ${range.from}–${range.to} ends before it starts`;
    else checked.push({ index, weekday: range.weekday, from, to });
  });
  for (const a of checked) {
    const clash = checked.find((b) => b.index < a.index && b.weekday === a.weekday && b.from < a.to && a.from < b.to);
    if (clash) errors[`weekly[${a.index}]`] = `Overlaps the range weekly[${clash.index}] on the same day`;
  }
  return errors;
}

/** Field errors of dated exceptions, keyed `exceptions[i]`. */
export function exceptionErrors(exceptions: readonly DatedException[]): FieldErrors {
  const errors: FieldErrors = {};
  if (exceptions.length > MAX_EXCEPTIONS) return { exceptions: `At most ${MAX_EXCEPTIONS} dated exceptions` };
  exceptions.forEach((exception, index) => {
    const key = `exceptions[${index}]`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(exception.date) || Number.isNaN(Date.parse(`${exception.date}T00:00:00Z`)))
      errors[key] = 'The date must be YYYY-MM-DD';
    else if (exception.kind !== 'off' && exception.kind !== 'extra') errors[key] = 'The kind must be off or extra';
    else if (Boolean(exception.from) !== Boolean(exception.to)) errors[key] = 'Give both from and to, or neither';
    else if (exception.kind === 'extra' && !exception.from) errors[key] = 'An extra range needs from and to';
    else if (exception.from && exception.to) {
      const from = minutesOf(exception.from);
      const to = minutesOf(exception.to);
      if (Number.isNaN(from) || Number.isNaN(to)) errors[key] = 'Times must be HH:MM, from 00:00 to 24:00';
      else if (from >= to) errors[key] = `The range ${exception.from}–${exception.to} ends before it starts`;
    }
  });
  return errors;
}
