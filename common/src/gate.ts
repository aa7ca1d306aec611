/**
 * Values normalised at the gate (docs/requirements.md#validation-order): one email rule for
 * every email field, links stored as their serialised form, and single-line text without control
 * characters. Each a single pass or the platform's own URL parser: no backtracking expression.
 */

/** Characters a dot-atom local part may hold besides letters and digits (RFC 5322 atext). */
const ATEXT = "!#$%&'*+-/=?^_`{|}~";
const NON_ASCII_WORD = /^[\p{L}\p{M}\p{N}]$/u;

function isAsciiAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
}

/** A local part a mail server delivers to: dot-separated atoms (letters of any script, digits, atext). */
function isLocalPart(local: string): boolean {
  if (local.length === 0 || local.length > 64) return false;
  let previousDot = true; // no leading dot
  for (const char of local) {
    const code = char.codePointAt(0)!;
    if (char === '.') {
      if (previousDot) return false;
      previousDot = true;
      continue;
    }
    previousDot = false;
    if (code < 128 ? !isAsciiAlnum(code) && !ATEXT.includes(char) : !NON_ASCII_WORD.test(char)) return false;
  }
  return !previousDot; // no trailing dot
}

/** The domain in ASCII (an internationalised one as punycode, through the platform's URL parser), or null. */
export function asciiDomain(domain: string): string | null {
  if (domain.length === 0 || domain.length > 253) return null;
  let ascii = domain;
  for (let i = 0; i < domain.length; i++) {
    if (domain.charCodeAt(i) >= 128) {
      try {
        ascii = new URL(`http://${domain}/`).hostname;
      } catch {
        return null;
      }
      break;
    }
  }
  return ascii.length <= 253 ? ascii : null;
}

/** host.tld (or localhost) in ASCII: labels of letters, digits and inner hyphens (1-63 each), a top-level label not all digits. */
function isHostName(host: string): boolean {
  if (host === 'localhost') return true; // delivered on the machine itself (the development admin's address)
  const labels = host.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63 || label[0] === '-' || label[label.length - 1] === '-') return false;
    for (let i = 0; i < label.length; i++) {
      const code = label.charCodeAt(i);
      if (!isAsciiAlnum(code) && code !== 45) return false;
    }
  }
  const tld = labels[labels.length - 1];
  return tld.length >= 2 && !/^\d+$/.test(tld);
}

/**
 * The one email rule (forms, school details, teachers, users): a bare address a mail server can
 * deliver to, local@domain. No display name ("Ann" <a@b.cc>), no group syntax (grp:a@b.cc;), no quoted
 * local part, no comments, no IP literal; a domain in any script (checked as its punycode), or
 * localhost; at most 254 characters.
 */
export function isEmail(value: string): boolean {
  if (value.length === 0 || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || value.indexOf('@') !== at) return false;
  const domain = asciiDomain(value.slice(at + 1));
  return domain !== null && isLocalPart(value.slice(0, at)) && isHostName(domain.toLowerCase());
}

/** Whether the text holds a control character (C0, DEL, C1) or a line or paragraph separator. */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 32 || (code >= 127 && code < 160) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** The error of a single-line field (a name, a label, a title), or null: no control characters, no line breaks. */
export function singleLineError(value: string): string | null {
  return hasControlCharacters(value) ? 'One line of text, without control characters or line breaks' : null;
}

export type UrlCheck = { ok: true; href: string } | { ok: false; error: string };

/**
 * A link as it is stored: the platform's serialisation (`new URL(text).href`), refused when the text
 * holds characters the parser would silently drop or change (tabs, CR/LF, other control characters,
 * spaces), and limited to the given schemes.
 */
export function normaliseUrl(raw: string, schemes: readonly string[] = ['https:', 'http:']): UrlCheck {
  const text = raw.trim();
  if (hasControlCharacters(text) || text.includes(' '))
    return { ok: false, error: 'A link without spaces, line breaks or control characters' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: 'Not a valid link' };
  }
  if (!schemes.includes(url.protocol)) return { ok: false, error: `A link starting with ${schemes[0]}//` };
  return { ok: true, href: url.href };
}
