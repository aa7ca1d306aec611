import { GENDERS, TRIAL_CATEGORIES, type Gender, type TrialCategory } from './enums';
import type { FieldErrors } from './errors';
import { messages } from './messages';
import { LIMITS, isEmail, isPagePath, isPersonName } from './rules';

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
}
export interface TrialRequestInput {
  name: string;
  email: string;
  gender: Gender;
  category: TrialCategory;
}
export interface TeacherApplicationInput {
  name: string;
  email: string;
  message: string;
}
export interface PageViewInput {
  page: string;
}
/** A new dashboard account, as the users page and `npm run users` send it. */
export interface AdminUserInput {
  email: string;
  password: string;
  role: string;
}

/**
 * The fields a form's GraphQL input class declares, each as the raw text a client sends (or null):
 * the classes implement it, so a field added to or dropped from the shared type is a compile error.
 */
export type FormFields<T> = { [K in keyof T]: string | null | undefined };

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string; errors: FieldErrors };

type Raw<T> = { [K in keyof T]?: unknown };
type Check = [field: string, failed: boolean, message: string];

/** Trimmed text, or '' for anything that is not a string (missing, null, a number, an object). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Runs checks in the order of docs/requirements.md#validation-order. Each field keeps its first failure; the overall
 * message is the first failure of all, which is what the site shows in its alert.
 */
function collect(checks: Check[]): { message: string; errors: FieldErrors } | null {
  const errors: FieldErrors = {};
  let message = '';
  for (const [field, failed, text] of checks) {
    if (!failed || field in errors) continue;
    errors[field] = text;
    message ||= text;
  }
  return message ? { message, errors } : null;
}

function required(values: Record<string, string>, text: string): Check[] {
  return Object.entries(values).map(([field, value]) => [field, value === '', text]);
}

export function validateContactMessage(raw: Raw<ContactMessageInput>): Validation<ContactMessageInput> {
  const value = { name: text(raw.name), email: text(raw.email), message: text(raw.message) };
  const m = messages.contact;
  const failure = collect([
    ...required(value, m.required),
    ['email', !isEmail(value.email), m.email],
    ['email', value.email.length > LIMITS.email, messages.limits.email],
    ['name', value.name.length > LIMITS.name, messages.limits.name],
    ['name', value.name.length <= LIMITS.name && !isPersonName(value.name), m.name],
    ['message', value.message.length > LIMITS.message, messages.limits.message],
  ]);
  return failure ? { ok: false, ...failure } : { ok: true, value };
}

export function validateTeacherApplication(
  raw: Raw<TeacherApplicationInput>,
  hasResume: boolean,
): Validation<TeacherApplicationInput> {
  const value = { name: text(raw.name), email: text(raw.email), message: text(raw.message) };
  const m = messages.application;
  const failure = collect([
    ...required(value, m.required),
    ['resume', !hasResume, m.required],
    ['name', value.name.length > LIMITS.name, messages.limits.name],
    ['name', value.name.length <= LIMITS.name && !isPersonName(value.name), m.name],
    ['email', !isEmail(value.email), m.email],
    ['email', value.email.length > LIMITS.email, messages.limits.email],
    ['message', value.message.length > LIMITS.message, messages.limits.message],
  ]);
  return failure ? { ok: false, ...failure } : { ok: true, value };
}

/** 'hindustanivocal ' (the site's option value) and 'hindustanivocal' are the same course. */
export function normaliseCategory(value: unknown): TrialCategory | null {
  const category = text(value);
  return (TRIAL_CATEGORIES as readonly string[]).includes(category) ? (category as TrialCategory) : null;
}

export function validateTrialRequest(raw: Raw<TrialRequestInput>): Validation<TrialRequestInput> {
  const base = { name: text(raw.name), email: text(raw.email), gender: text(raw.gender), category: text(raw.category) };
  const m = messages.trial;
  const category = normaliseCategory(base.category);
  const gender = (GENDERS as readonly string[]).includes(base.gender) ? (base.gender as Gender) : null;
  const failure = collect([
    ...required(base, m.required),
    ['category', base.category === 'none', m.required],
    ['name', base.name.length > LIMITS.name, messages.limits.name],
    ['name', base.name.length <= LIMITS.name && !isPersonName(base.name), m.name],
    ['email', !isEmail(base.email), m.email],
    ['email', base.email.length > LIMITS.email, messages.limits.email],
    ['gender', gender === null, messages.limits.gender],
    ['category', category === null, messages.limits.category],
  ]);
  if (failure || !gender || !category) return { ok: false, ...(failure ?? { message: m.required, errors: {} }) };
  return { ok: true, value: { name: base.name, email: base.email, gender, category } };
}

export function validatePageView(raw: Raw<PageViewInput>): Validation<PageViewInput> {
  const page = typeof raw.page === 'string' ? raw.page : '';
  if (!isPagePath(page)) return { ok: false, message: messages.limits.page, errors: { page: messages.limits.page } };
  return { ok: true, value: { page } };
}
