/**
 * The school's own content (docs/requirements.md#content): what each kind holds and the rules of a save,
 * shared by the server (the one gate) and the dashboard's forms. A rule answers errors by field; empty
 * means the value may be stored. Rich text is not judged here: the server sanitises it with an allow-list.
 */
import { normalisePhone } from './phone';
import { hasControlCharacters, isEmail, normaliseUrl } from './gate';

/** The kinds with versions and a published flag. School details are one row with neither. */
export const CONTENT_KINDS = ['blogPost', 'course', 'testimonial', 'risingStar', 'homeCounter', 'faq'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const TESTIMONIAL_KINDS = ['teacher', 'student'] as const;
export const COURSE_GROUPS = ['Instruments', 'Singing'] as const;

export const CONTENT_LIMITS = {
  /** Characters of a title, a name or a label. */
  title: 200,
  name: 100,
  /** Bytes (UTF-8) of a blog post's body as sent, checked before it is parsed: 200 KB. */
  bodyBytes: 200 * 1024,
  /** Characters of a course summary or a testimonial's quote. */
  text: 1000,
  /** The site shows exactly five courses (docs/requirements.md#courses): a sixth is refused. */
  courses: 5,
  /** Items kept of the other kinds (drafts included): one more is refused, so no list the dashboard reads is unbounded. */
  blogPosts: 1000,
  testimonials: 200,
  risingStars: 100,
  homeCounters: 12,
  faqs: 100,
  /** Published versions of an item that its History lists (the newest; older ones stay stored, unlisted). */
  versions: 100,
  highlights: 10,
  socialLinks: 10,
  /** A course's facts (docs/requirements.md#courses): its level and its fee in words, the ages it is for. */
  level: 60,
  ages: 30,
  fee: 60,
  lessonMinutes: { min: 15, max: 180 },
  /** Characters of an FAQ's question and of its answer (plain text). */
  question: 200,
  answer: 1000,
} as const;

/** A YouTube video id: 11 URL-safe characters. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type Errors = Record<string, string>;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Required text of at most `max` characters (after trimming). */
function text(errors: Errors, field: string, value: string, max: number, required = true): void {
  const trimmed = value.trim();
  if (required && trimmed === '') errors[field] = 'Required';
  else if (trimmed.length > max) errors[field] = `At most ${max} characters`;
  // a title, a name, a label: one line (the longer texts, a summary or a quote, may have paragraphs)
  else if (max <= CONTENT_LIMITS.title && hasControlCharacters(trimmed))
    errors[field] = 'One line of text, without control characters or line breaks';
}

function youtube(errors: Errors, field: string, value: string | null | undefined, required: boolean): void {
  if (value == null || value === '') {
    if (required) errors[field] = 'Required';
  } else if (!YOUTUBE_ID.test(value)) errors[field] = 'A YouTube video id: 11 letters, digits, - or _';
}

function whole(errors: Errors, field: string, value: number | null | undefined, min: number, max: number): void {
  if (value != null && (!Number.isInteger(value) || value < min || value > max))
    errors[field] = `A whole number from ${min} to ${max}`;
}

/** A link the site may show: http(s) only. */
/** An http(s) link whose text the URL parser keeps as it is (no control characters or spaces it would drop). */
export function isWebLink(value: string): boolean {
  return normaliseUrl(value).ok;
}

/** A link as stored: its serialised form (`new URL().href`); the value itself when it is not a link. */
export function webLinkHref(value: string): string {
  const checked = normaliseUrl(value);
  return checked.ok ? checked.href : value;
}

export interface BlogPostFields {
  title: string;
  body: string;
  youtubeId?: string | null;
  authorName?: string | null;
  authorRole?: string | null;
}

/** The size of the body is judged first, on the text as sent, so a 5 MB paste costs no parsing. */
export function blogPostErrors(input: BlogPostFields): Errors {
  const errors: Errors = {};
  text(errors, 'title', input.title, CONTENT_LIMITS.title);
  if (bytes(input.body) > CONTENT_LIMITS.bodyBytes) errors.body = 'At most 200 KB';
  youtube(errors, 'youtubeId', input.youtubeId, false);
  text(errors, 'authorName', input.authorName ?? '', CONTENT_LIMITS.name, false);
  text(errors, 'authorRole', input.authorRole ?? '', CONTENT_LIMITS.name, false);
  return errors;
}

export interface CourseFields {
  slug: string;
  name: string;
  group: string;
  summary: string;
  highlights: string[];
  /** The facts a course card shows when set: e.g. "Beginner to advanced", "7+", 45, "₹1,500 / month". */
  level?: string | null;
  ages?: string | null;
  lessonMinutes?: number | null;
  fee?: string | null;
}

export function courseErrors(input: CourseFields): Errors {
  const errors: Errors = {};
  if (!SLUG.test(input.slug) || input.slug.length > 40) errors.slug = 'Lower-case letters, digits and single hyphens';
  text(errors, 'name', input.name, CONTENT_LIMITS.name);
  if (!(COURSE_GROUPS as readonly string[]).includes(input.group)) errors.group = `One of ${COURSE_GROUPS.join(', ')}`;
  text(errors, 'summary', input.summary, CONTENT_LIMITS.text);
  if (input.highlights.length > CONTENT_LIMITS.highlights) errors.highlights = `At most ${CONTENT_LIMITS.highlights}`;
  else if (input.highlights.some((one) => one.trim() === '' || one.length > CONTENT_LIMITS.title))
    errors.highlights = `Each one required, at most ${CONTENT_LIMITS.title} characters`;
  text(errors, 'level', input.level ?? '', CONTENT_LIMITS.level, false);
  text(errors, 'ages', input.ages ?? '', CONTENT_LIMITS.ages, false);
  const { min, max } = CONTENT_LIMITS.lessonMinutes;
  whole(errors, 'lessonMinutes', input.lessonMinutes, min, max);
  text(errors, 'fee', input.fee ?? '', CONTENT_LIMITS.fee, false);
  return errors;
}

export interface TestimonialFields {
  kind: string;
  name: string;
  location: string;
  subject: string;
  quote: string;
}

export function testimonialErrors(input: TestimonialFields): Errors {
  const errors: Errors = {};
  if (!(TESTIMONIAL_KINDS as readonly string[]).includes(input.kind))
    errors.kind = `One of ${TESTIMONIAL_KINDS.join(', ')}`;
  text(errors, 'name', input.name, CONTENT_LIMITS.name);
  text(errors, 'location', input.location, CONTENT_LIMITS.name, false);
  text(errors, 'subject', input.subject, CONTENT_LIMITS.name, false);
  text(errors, 'quote', input.quote, CONTENT_LIMITS.text);
  return errors;
}

export interface RisingStarFields {
  name: string;
  location: string;
  subject: string;
  youtubeId: string;
}

export function risingStarErrors(input: RisingStarFields): Errors {
  const errors: Errors = {};
  text(errors, 'name', input.name, CONTENT_LIMITS.name);
  text(errors, 'location', input.location, CONTENT_LIMITS.name, false);
  text(errors, 'subject', input.subject, CONTENT_LIMITS.name, false);
  youtube(errors, 'youtubeId', input.youtubeId, true);
  return errors;
}

export interface HomeCounterFields {
  value: number;
  suffix: string;
  label: string;
}

export function homeCounterErrors(input: HomeCounterFields): Errors {
  const errors: Errors = {};
  whole(errors, 'value', input.value, 0, 1_000_000_000);
  text(errors, 'suffix', input.suffix, 5, false);
  text(errors, 'label', input.label, 60);
  return errors;
}

export interface FaqFields {
  question: string;
  answer: string;
}

/** A question and its answer, both plain text. */
export function faqErrors(input: FaqFields): Errors {
  const errors: Errors = {};
  text(errors, 'question', input.question, CONTENT_LIMITS.question);
  text(errors, 'answer', input.answer, CONTENT_LIMITS.answer);
  return errors;
}

export interface ExternalLinkFields {
  label: string;
  href: string;
}

export interface SchoolDetailsFields {
  name: string;
  supportEmail: string;
  socialLinks: ExternalLinkFields[];
  companySiteLabel: string;
  companySiteUrl: string;
  foundedYear: number;
  copyrightYear: number;
  /** Optional: a number to call and a WhatsApp number, each in international form (stored in E.164). */
  phone?: string | null;
  whatsapp?: string | null;
}

/** An optional number of the school's: international form only (no country to read a national one with). */
function schoolPhone(errors: Errors, field: string, value: string | null | undefined): string | null {
  const checked = normalisePhone(value ?? null);
  if (checked.ok) return checked.value;
  errors[field] = (value ?? '').trim().startsWith('+')
    ? 'Not a valid phone number for its country code'
    : 'Start with + and the country code, e.g. +91 98765 43210';
  return null;
}

/** The school's phone and WhatsApp numbers as stored: E.164, or null when left empty. */
export function schoolPhones(input: Pick<SchoolDetailsFields, 'phone' | 'whatsapp'>) {
  const errors: Errors = {};
  const phone = schoolPhone(errors, 'phone', input.phone);
  const whatsapp = schoolPhone(errors, 'whatsapp', input.whatsapp);
  return { phone, whatsapp, errors };
}

export function schoolDetailsErrors(input: SchoolDetailsFields): Errors {
  const errors: Errors = {};
  text(errors, 'name', input.name, CONTENT_LIMITS.name);
  if (!isEmail(input.supportEmail.trim()) || input.supportEmail.length > 254) errors.supportEmail = 'A valid email';
  if (input.socialLinks.length > CONTENT_LIMITS.socialLinks)
    errors.socialLinks = `At most ${CONTENT_LIMITS.socialLinks}`;
  else if (
    input.socialLinks.some((link) => link.label.trim() === '' || link.label.length > 60 || !isWebLink(link.href))
  )
    errors.socialLinks = 'Each one a label (at most 60 characters) and an http(s) link';
  text(errors, 'companySiteLabel', input.companySiteLabel, CONTENT_LIMITS.name);
  if (!isWebLink(input.companySiteUrl)) errors.companySiteUrl = 'An http(s) link';
  whole(errors, 'foundedYear', input.foundedYear, 1900, 2100);
  whole(errors, 'copyrightYear', input.copyrightYear, 1900, 2100);
  return { ...errors, ...schoolPhones(input).errors };
}
