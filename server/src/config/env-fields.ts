/**
 * The kinds of value an environment variable holds, as zod schemas over its string. Each message
 * leaves out the variable's name: parseEnv puts it in front (the issue's path), so every problem
 * reads "PORT must be a whole number from 0 to 65535 (got "abc")".
 */
import { isTimeZone } from '@school/common';
import { z } from 'zod';

const got = (input: unknown) => `(got "${String(input)}")`;

/** What each kind of value accepts, in words: docs/configuration.md is generated from it (scripts/docs/configuration.mjs). */
export const accepts = z.registry<{ accepts: string }>();
const says = <T extends z.ZodType>(schema: T, words: string): T => {
  accepts.add(schema, { accepts: words });
  return schema;
};

/** Digits only (no sign, exponent or blank), within [min, max]. */
export function wholeNumber(min: number, max: number) {
  const schema = z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
      error: (issue) => `must be a whole number from ${min} to ${max} ${got(issue.input)}`,
    })
    .transform(Number);
  return says(schema, `whole number, ${min} to ${max}`);
}

/** true/1/yes or false/0/no, in any case. */
export function flag() {
  const schema = z.stringbool({
    truthy: ['true', '1', 'yes'],
    falsy: ['false', '0', 'no'],
    case: 'insensitive',
    error: (issue) => `must be true or false ${got(issue.input)}`,
  });
  return says(schema, '`true` or `false` (also 1/0, yes/no)');
}

export function oneOf<const T extends readonly [string, ...string[]]>(allowed: T) {
  const schema = z.enum(allowed, { error: (issue) => `must be one of ${allowed.join(', ')} ${got(issue.input)}` });
  return says(schema, `one of ${allowed.map((value) => `\`${value}\``).join(', ')}`);
}

/** A string matching `pattern`; `message` says what it must be. */
export function matching(pattern: RegExp, message: string, echo = true) {
  const schema = z
    .string()
    .refine((raw) => pattern.test(raw), { error: (issue) => (echo ? `${message} ${got(issue.input)}` : message) });
  return says(schema, message.replace(/^(entries )?must be /, ''));
}

/** A URL of one of the schemes, without trailing slashes. A URL that may hold a password is never echoed (echo false). */
export function url(schemes: readonly string[], echo = true) {
  const scheme = (raw: string) => {
    try {
      return new URL(raw).protocol.replace(':', '');
    } catch {
      return '';
    }
  };
  const schema = z
    .string()
    .refine((raw) => schemes.includes(scheme(raw)), {
      error: (issue) =>
        `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}${echo ? ` ${got(issue.input)}` : ''}`,
    })
    .transform((raw) => raw.replace(/\/+$/, ''));
  return says(schema, `a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`);
}

/** A comma-separated list; blanks around and between the entries are dropped. */
export function list(item: z.ZodType<string, string>) {
  const schema = z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
  return says(schema, `a comma-separated list of ${accepts.get(item)?.accepts ?? 'text'}`);
}

const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+$/;

export const emailList = () =>
  says(
    list(matching(EMAIL, 'must be a comma-separated list of email addresses')),
    'a comma-separated list of email addresses',
  ).default([]);

/** An IANA time zone name the runtime knows (Intl.DateTimeFormat accepts it): Asia/Kolkata, Europe/London. */
export function timeZone() {
  const schema = z.string().refine(isTimeZone, {
    error: (issue) => `must be an IANA time zone name such as Asia/Kolkata ${got(issue.input)}`,
  });
  return says(schema, 'an IANA time zone name (`Asia/Kolkata`, `Europe/London`)');
}
