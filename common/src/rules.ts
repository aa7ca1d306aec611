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

/** The joiners some scripts write inside a name (Devanagari, Persian): part of the letters around them. */
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
/** The typographic apostrophe, as phones type it: "O’Brien". */
const RIGHT_QUOTE = 0x2019;

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
    // ' , . - &
    if (code === 39 || code === 44 || code === 46 || code === 45 || code === 38) return MARK_KIND;
    return OTHER_KIND;
  }
  if (code === RIGHT_QUOTE) return MARK_KIND;
  if (code === ZWNJ || code === ZWJ) return LETTER_KIND;
  const wide = code >= 0xd800 && code <= 0xdbff && i + 1 < value.length;
  return LETTER.test(wide ? value.slice(i, i + 2) : value[i]) ? LETTER_KIND : OTHER_KIND;
}

function widthAt(value: string, i: number): number {
  const code = value.charCodeAt(i);
  return code >= 0xd800 && code <= 0xdbff && i + 1 < value.length ? 2 : 1;
}

/**
 * What people are called, on every public form: letters of any script, with spaces and
 * the marks names and couples use between them — apostrophe (' or ’), comma, period, hyphen and & —
 * ("Ann & Bo", "O'Brien", "José-María", "李小龙", "Rao, Anil", "Ananya S."). It starts with a letter,
 * ends with a letter or a period, and a mark is followed by a letter or a space, never by another
 * mark. Digits, brackets, quotes, underscores and anything else are refused, so "Bob2" and
 * "<b>Ann</b>" are not names.
 */
export function isPersonName(value: string): boolean {
  let previous = -1;
  let last = '';
  for (let i = 0; i < value.length; i += widthAt(value, i)) {
    const kind = kindAt(value, i);
    if (
      kind === OTHER_KIND ||
      (kind !== LETTER_KIND && previous === -1) ||
      (kind === MARK_KIND && previous === MARK_KIND)
    )
      return false;
    previous = kind;
    last = value[i];
  }
  return previous === LETTER_KIND || last === '.';
}

/** The one email rule lives with the other gate rules (gate.ts); re-exported here for its old importers. */
export { isEmail } from './gate';

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
