/** What an admin types for a teacher, checked field by field (docs/requirements.md#trial-slots). */
import {
  isEmail,
  LIMITS,
  normaliseUrl,
  singleLineError,
  TRIAL_CATEGORIES,
  type FieldErrors,
  type TrialCategory,
} from '@school/common';
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
    else if (singleLineError(name)) errors.name = singleLineError(name)!;
    else values.name = name;
  }
  if (fields.email !== undefined || creating) {
    const email = (fields.email ?? '').trim().toLowerCase();
    if (!isEmail(email) || email.length > LIMITS.email) errors.email = 'Please enter a valid email address';
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
    const checked = url ? meetingUrl(url) : null;
    if (checked && !checked.ok) errors.meetingUrl = checked.error;
    else values.meetingUrl = checked?.href ?? null;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
  return values;
}

/**
 * A meeting link goes into mails as a link: https only, a real host, no credentials, of a sane length;
 * stored as the URL parser serialises it, refused when the text holds what the parser would drop (CR/LF).
 */
function meetingUrl(text: string): { ok: true; href: string } | { ok: false; error: string } {
  if (text.length > 500) return { ok: false, error: 'At most 500 characters' };
  const checked = normaliseUrl(text, ['https:']);
  if (!checked.ok) return checked.error.startsWith('A link without') ? checked : { ok: false, error: HTTPS };
  const url = new URL(checked.href);
  if (!url.hostname.includes('.')) return { ok: false, error: HTTPS };
  if (url.username || url.password) return { ok: false, error: 'A link without a user name or password, please' };
  if (checked.href.length > 500) return { ok: false, error: 'At most 500 characters' };
  return checked;
}

const HTTPS = 'Please enter a link starting with https://';
