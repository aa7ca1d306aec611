/**
 * Field rules, each a single left-to-right pass over the text: no regular expression that can
 * backtrack, so an adversarial 100,000-character input costs microseconds, not minutes.
 */
export const LIMITS = { name: 100, email: 254, message: 5000, page: 512 } as const;

const LETTER = /^[\p{L}\p{M}]$/u;
const NAME_SEPARATORS = new Set(["'", ',', '.', '-']);

/** A letter of any script (with its combining marks), so "Anaïs" and "अनन्या" are names too. */
export function isLetter(char: string): boolean {
  return LETTER.test(char);
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\t';
}

/** Contact form: letters and spaces only, at least one letter. */
export function isLettersAndSpaces(value: string): boolean {
  let letters = 0;
  for (const char of value) {
    if (isLetter(char)) letters++;
    else if (!isSpace(char)) return false;
  }
  return letters > 0;
}

/**
 * Career and trial forms: letters, with an apostrophe, comma, period, hyphen or space between them
 * ("Mary-Jane O'Neil", "Rao, Anil"). It starts and ends with a letter, and a punctuation mark is
 * followed by a letter or a space, never by another mark.
 */
export function isPersonName(value: string): boolean {
  let previous: 'start' | 'letter' | 'space' | 'mark' = 'start';
  for (const char of value) {
    if (isLetter(char)) previous = 'letter';
    else if (previous === 'start') return false;
    else if (isSpace(char)) previous = 'space';
    else if (NAME_SEPARATORS.has(char) && previous !== 'mark') previous = 'mark';
    else return false;
  }
  return previous === 'letter';
}

function isEmailChar(code: number): boolean {
  // no whitespace, no control characters, no '@'
  return code > 32 && code !== 64 && code !== 127;
}

/** user@host.tld: one '@', a local part, and a domain of non-empty dot-separated labels. */
export function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at > 64) return false;
  let labelLength = 0;
  let dots = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (i === at) continue;
    if (!isEmailChar(code)) return false;
    if (i < at) continue;
    if (code === 46) {
      if (labelLength === 0) return false;
      dots++;
      labelLength = 0;
    } else labelLength++;
  }
  return dots > 0 && labelLength >= 2;
}

/** An absolute http(s) link, as the legacy API sends for an already-uploaded resume. */
export function isHttpUrl(value: string): boolean {
  if (value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A visited path as the site reports it: starts with '/', no whitespace or control characters. */
export function isPagePath(value: string): boolean {
  if (value.length === 0 || value.length > LIMITS.page || value[0] !== '/') return false;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) <= 32 || value.charCodeAt(i) === 127) return false;
  return true;
}

/** The first bytes of every PDF file. */
export const PDF_SIGNATURE = '%PDF-';

/** What the browser can tell before upload: the file claims to be a PDF. The server checks the bytes. */
export function looksLikePdfFile(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf';
}
