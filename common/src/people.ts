/**
 * People and replies (docs/requirements.md#people, #replies): one person per normalised email, and the
 * rules of a reply or a reply template, shared by the server and the dashboard's composer.
 */

/**
 * The person a submission belongs to: the email without surrounding spaces, in Unicode NFC (an accent
 * typed as one character or as a letter plus a combining mark is the same), lower-cased. "+tags" and
 * dots are left alone: guessing at them would merge different people.
 */
export const personKey = (email: string): string => email.trim().normalize('NFC').toLowerCase();

/** The variables a reply's subject and body may use, each filled from the submission it answers. */
export const REPLY_VARIABLES = ['name', 'firstName', 'email', 'course', 'schoolName', 'kind'] as const;
export type ReplyVariable = (typeof REPLY_VARIABLES)[number];

export const REPLY_LIMITS = {
  /** Characters of a subject. */
  subject: 200,
  /** Bytes (UTF-8) of a body: 100 KB. */
  bodyBytes: 100 * 1024,
  /** Characters of a template's name. */
  templateName: 100,
} as const;

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variables a text uses that do not exist, as written ("{{foo}}"), each once. */
export function unknownVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(VARIABLE))
    if (!(REPLY_VARIABLES as readonly string[]).includes(match[1])) unknown.add(`{{${match[1]}}}`);
  return [...unknown];
}

/** The text with every known variable replaced by its value. */
export function fillVariables(text: string, values: Record<ReplyVariable, string>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    (REPLY_VARIABLES as readonly string[]).includes(name) ? values[name as ReplyVariable] : whole,
  );
}

/**
 * What is wrong with a reply's or a template's subject and body, by field (empty: nothing): empty,
 * too long, or a variable that does not exist.
 */
export function replyErrors(subject: string, body: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (field: 'subject' | 'body', text: string, tooLong: boolean, limit: string) => {
    const unknown = unknownVariables(text);
    if (text.trim() === '') errors[field] = 'Required';
    else if (tooLong) errors[field] = `At most ${limit}`;
    else if (unknown.length > 0)
      errors[field] = `Unknown variable${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`;
  };
  check('subject', subject, subject.length > REPLY_LIMITS.subject, `${REPLY_LIMITS.subject} characters`);
  check('body', body, new TextEncoder().encode(body).length > REPLY_LIMITS.bodyBytes, '100 KB');
  return errors;
}
