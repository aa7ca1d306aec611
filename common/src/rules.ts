/**
 * Field rules, each a single left-to-right pass over the text: no regular expression that can
 * backtrack, so an adversarial 100,000-character input costs microseconds, not minutes.
 */
/** phone: the longest text read as a phone number (E.164 itself is at most 16 characters). */
export const LIMITS = { name: 100, email: 254, message: 5000, page: 512, phone: 30 } as const;

/** What the dashboard may write on a submission (its triage fields): the longest text of each. */
export const EDIT_LIMITS = { notes: 5000, handledBy: 254 } as const;

/** Dashboard account passwords: the shortest and longest accepted, in characters. */
export const PASSWORD_LENGTH = { min: 10, max: 200 } as const;

const LETTER = /^[\p{L}\p{M}]$/u;

/** A letter of any script (with its combining marks), so "Anaïs" and "अनन्या" are names too. */
export function isLetter(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code < 128) return char.length === 1 && (code | 32) >= 97 && (code | 32) <= 122;
  return LETTER.test(char);
}

const LETTER_KIND = 0;
const SPACE_KIND = 1;
const MARK_KIND = 2;
const OTHER_KIND = 3;

/**
 * The kind of the character at i, as a number for speed: ASCII takes a fast path, other scripts
 * go through \p{L}\p{M}. A character outside the BMP (a surrogate pair) counts as one.
 */
function kindAt(value: string, i: number): number {
  const code = value.charCodeAt(i);
  if (code < 128) {
    const lower = code | 32;
    if (lower >= 97 && lower <= 122) return LETTER_KIND;
    if (code === 32 || code === 9) return SPACE_KIND;
    if (code === 39 || code === 44 || code === 46 || code === 45) return MARK_KIND;
    return OTHER_KIND;
  }
  const wide = code >= 0xd800 && code <= 0xdbff && i + 1 < value.length;
  return LETTER.test(wide ? value.slice(i, i + 2) : value[i]) ? LETTER_KIND : OTHER_KIND;
}

function widthAt(value: string, i: number): number {
  const code = value.charCodeAt(i);
  return code >= 0xd800 && code <= 0xdbff && i + 1 < value.length ? 2 : 1;
}

/** Contact form: letters and spaces only, at least one letter. */
export function isLettersAndSpaces(value: string): boolean {
  let letters = 0;
  for (let i = 0; i < value.length; i += widthAt(value, i)) {
    const kind = kindAt(value, i);
    if (kind === LETTER_KIND) letters++;
    else if (kind !== SPACE_KIND) return false;
  }
  return letters > 0;
}

/**
 * Career and trial forms: letters, with an apostrophe, comma, period, hyphen or space between them
 * ("Mary-Jane O'Neil", "Rao, Anil"). It starts and ends with a letter, and a punctuation mark is
 * followed by a letter or a space, never by another mark.
 */
export function isPersonName(value: string): boolean {
  let previous = -1;
  for (let i = 0; i < value.length; i += widthAt(value, i)) {
    const kind = kindAt(value, i);
    if (
      kind === OTHER_KIND ||
      (kind !== LETTER_KIND && previous === -1) ||
      (kind === MARK_KIND && previous === MARK_KIND)
    )
      return false;
    previous = kind;
  }
  return previous === LETTER_KIND;
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
