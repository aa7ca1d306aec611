/** What an admin types for a teacher, checked field by field (docs/requirements.md#trial-slots). */
import { LIMITS, TRIAL_CATEGORIES, type FieldErrors, type TrialCategory } from '@school/common';
import { ValidationError } from '../../errors';
import { timeZoneError } from './availability';
import type { Teacher } from './teacher.entity';

export interface TeacherFields {
  name?: string | null;
  email?: string | null;
  courses?: string[] | null;
  timeZone?: string | null;
  active?: boolean | null;
  meetingUrl?: string | null;
}

/** The values to store, or BAD_USER_INPUT naming every bad field; `creating`: every field is required. */
export function teacherValues(fields: TeacherFields, creating: boolean): Partial<Teacher> {
  const errors: FieldErrors = {};
  const values: Partial<Teacher> = {};
  if (fields.name !== undefined || creating) {
    const name = (fields.name ?? '').trim();
    if (!name) errors.name = 'Please enter the teacher’s name';
    else if (name.length > LIMITS.name) errors.name = `At most ${LIMITS.name} characters`;
    else values.name = name;
  }
  if (fields.email !== undefined || creating) {
    const email = (fields.email ?? '').trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > LIMITS.email)
      errors.email = 'Please enter a valid email address';
    else values.email = email;
  }
  if (fields.courses !== undefined || creating) {
    const courses = [...new Set(fields.courses ?? [])];
    const unknown = courses.filter((course) => !(TRIAL_CATEGORIES as readonly string[]).includes(course));
    if (courses.length === 0) errors.courses = 'Choose at least one course';
    else if (unknown.length > 0) errors.courses = `Unknown course: ${unknown.join(', ')}`;
    else values.courses = courses as TrialCategory[];
  }
  if (fields.timeZone !== undefined || creating) {
    const zone = (fields.timeZone ?? '').trim();
    const problem = timeZoneError(zone);
    if (problem) errors.timeZone = problem;
    else values.timeZone = zone;
  }
  if (fields.active !== undefined && fields.active !== null) values.active = fields.active;
  if (fields.meetingUrl !== undefined) {
    const url = (fields.meetingUrl ?? '').trim();
    const problem = url ? meetingUrlError(url) : null;
    if (problem) errors.meetingUrl = problem;
    else values.meetingUrl = url || null;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
  return values;
}

/** A meeting link goes into mails as a link: https only, a real host, no credentials, of a sane length. */
function meetingUrlError(text: string): string | null {
  if (text.length > 500) return 'At most 500 characters';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Please enter a link starting with https://';
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.')) return 'Please enter a link starting with https://';
  if (url.username || url.password) return 'A link without a user name or password, please';
  return null;
}
