/**
 * The optional phone number of the trial and contact forms (docs/requirements.md#phone): checked with
 * libphonenumber-js on its smallest metadata, stored in E.164 ("+919876543210"). The same rule runs in
 * the browser (with the country chosen beside the number) and on the server (which takes the number in
 * international form, as the site sends it). The site loads this module only when it checks a number.
 */
import { parsePhoneNumberFromString, isSupportedCountry } from 'libphonenumber-js/min';
import { messages } from './messages';
import type { SitePhone } from './site-content';
import { LIMITS } from './rules';
import { text, type Validation } from './validate';

/** The optional field the trial and contact forms add to their inputs. */
export interface PhoneInput {
  phone?: string | null;
}

export type PhoneCheck = { ok: true; value: string | null } | { ok: false; message: string };

/** Digits, spaces and the marks people type in numbers; '+' only first. One pass, before the library. */
function looksLikeNumber(value: string): boolean {
  let digits = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
    else if (code === 43 /* + */) {
      if (i !== 0) return false;
    } else if (code !== 32 && code !== 45 && code !== 46 && code !== 40 && code !== 41) return false; // space - . ( )
  }
  return digits > 0;
}

/**
 * An optional phone number in E.164, or why not. Empty, null or left out is fine (null); anything but
 * text is refused. `country` (ISO 3166 alpha-2)
 * reads a national number ("098765 43210" in India is +919876543210); without it the number must
 * start with + and its country code. A number that starts with + ignores the country.
 */
export function normalisePhone(raw: unknown, country?: string | null): PhoneCheck {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  // a number sent as a JSON number has lost its leading 0 or +: refused rather than guessed at
  if (typeof raw !== 'string') return { ok: false, message: messages.phone.invalid };
  const value = text(raw);
  if (value === '') return { ok: true, value: null };
  if (value.length > LIMITS.phone || !looksLikeNumber(value)) return { ok: false, message: messages.phone.invalid };
  const international = value.startsWith('+');
  const region = country && isSupportedCountry(country) ? country : undefined;
  if (!international && !region) return { ok: false, message: messages.phone.countryCode };
  const parsed = parsePhoneNumberFromString(value, region ? { defaultCountry: region } : undefined);
  if (!parsed?.isValid()) return { ok: false, message: messages.phone.invalid };
  return { ok: true, value: parsed.number };
}

/**
 * A form's rule with the optional `phone` added: the form's own checks run first and keep their
 * messages (the site's alerts); the phone's failure is reported under `phone`, and is the message
 * only when nothing else failed.
 */
export function withPhone<T extends object>(
  validate: (raw: Record<string, unknown>) => Validation<T>,
): (raw: Record<string, unknown>) => Validation<T & { phone: string | null }> {
  return (raw) => {
    const form = validate(raw);
    const phone = normalisePhone(raw.phone);
    if (form.ok && phone.ok) return { ok: true, value: { ...form.value, phone: phone.value } };
    const errors = { ...(form.ok ? {} : form.errors), ...(phone.ok ? {} : { phone: phone.message }) };
    return { ok: false, message: form.ok ? (phone as { message: string }).message : form.message, errors };
  };
}

/** A stored (E.164) number as the site shows it: the number for links, and its international form to read. */
export function sitePhone(e164: string): SitePhone {
  return { number: e164, text: parsePhoneNumberFromString(e164)?.formatInternational() ?? e164 };
}

/**
 * A stored (E.164) number as a spreadsheet cell (docs/requirements.md#exports): its international form
 * with the country code in brackets, "(+91) 98765 43210". Excel, LibreOffice and Google Sheets read it
 * as text, exactly as written: it starts with no formula character (=, +, -, @), needs no apostrophe,
 * and its spaces and brackets keep it from being taken for a number (which would lose the + and zeros).
 * Anything that is not a valid number comes back unchanged (the CSV neutralises it like any cell).
 */
export function spreadsheetPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed?.isValid()) return stored;
  return parsed.formatInternational().replace(/^\+(\d+)\s*/, '(+$1) ');
}
