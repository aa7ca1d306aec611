/**
 * The countries the site's phone selector offers, without the phone library (the forms' first load
 * carries only this list; the rule itself, phone.ts, loads when a number is checked). Chosen for where
 * the school's students live: India first, then the countries of the Indian diaspora. A number from
 * anywhere else is typed with + and its country code ("Other"). The calling codes are checked against
 * libphonenumber-js by tests/unit/common/phone.test.ts.
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, as libphonenumber-js names countries. */
  code: string;
  name: string;
  callingCode: string;
  /** IANA time zones whose visitors are most likely in this country (the selector's first choice). */
  zones: readonly string[];
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'IN', name: 'India', callingCode: '91', zones: ['Asia/Kolkata', 'Asia/Calcutta'] },
  { code: 'AE', name: 'United Arab Emirates', callingCode: '971', zones: ['Asia/Dubai'] },
  { code: 'AU', name: 'Australia', callingCode: '61', zones: ['Australia/'] },
  { code: 'BH', name: 'Bahrain', callingCode: '973', zones: ['Asia/Bahrain'] },
  { code: 'BD', name: 'Bangladesh', callingCode: '880', zones: ['Asia/Dhaka'] },
  {
    code: 'CA',
    name: 'Canada',
    callingCode: '1',
    zones: ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax'],
  },
  { code: 'DE', name: 'Germany', callingCode: '49', zones: ['Europe/Berlin'] },
  { code: 'IE', name: 'Ireland', callingCode: '353', zones: ['Europe/Dublin'] },
  { code: 'KW', name: 'Kuwait', callingCode: '965', zones: ['Asia/Kuwait'] },
  { code: 'MY', name: 'Malaysia', callingCode: '60', zones: ['Asia/Kuala_Lumpur'] },
  { code: 'NP', name: 'Nepal', callingCode: '977', zones: ['Asia/Kathmandu', 'Asia/Katmandu'] },
  { code: 'NZ', name: 'New Zealand', callingCode: '64', zones: ['Pacific/Auckland'] },
  { code: 'OM', name: 'Oman', callingCode: '968', zones: ['Asia/Muscat'] },
  { code: 'QA', name: 'Qatar', callingCode: '974', zones: ['Asia/Qatar'] },
  { code: 'SA', name: 'Saudi Arabia', callingCode: '966', zones: ['Asia/Riyadh'] },
  { code: 'SG', name: 'Singapore', callingCode: '65', zones: ['Asia/Singapore'] },
  { code: 'ZA', name: 'South Africa', callingCode: '27', zones: ['Africa/Johannesburg'] },
  { code: 'LK', name: 'Sri Lanka', callingCode: '94', zones: ['Asia/Colombo'] },
  { code: 'GB', name: 'United Kingdom', callingCode: '44', zones: ['Europe/London'] },
  {
    code: 'US',
    name: 'United States',
    callingCode: '1',
    zones: [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Phoenix',
      'America/Anchorage',
      'Pacific/Honolulu',
    ],
  },
];

/**
 * The selector's choice before anything is known of the visitor: none ("Other: type + and the country code"), never
 * one country for everyone.
 */
export const DEFAULT_PHONE_COUNTRY = '';

const offered = (code: string) => PHONE_COUNTRIES.some((country) => country.code === code);

/**
 * The country a visitor in `timeZone` most likely dials from, among those offered; none otherwise.
 * A zone names a place better than a browser language does (most visitors read in en-US).
 */
export function phoneCountryForTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_PHONE_COUNTRY;
  const found = PHONE_COUNTRIES.find((country) =>
    country.zones.some((zone) => (zone.endsWith('/') ? timeZone.startsWith(zone) : timeZone === zone)),
  );
  return found?.code ?? DEFAULT_PHONE_COUNTRY;
}

/**
 * The languages of an `Accept-Language` header, most preferred first ("en-GB,en;q=0.8" → en-GB, en); at most
 * 20 are read, and a weight of 0 means "not this one".
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',', 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((language) => language.tag !== '' && language.tag !== '*' && language.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((language) => language.tag);
}

/**
 * The country of the first language that names a region ("en-GB" → GB, "zh-Hant-TW" → TW), when the selector
 * offers it; none otherwise (a language alone names no country: "en" is spoken everywhere).
 */
export function phoneCountryForLanguages(languages: readonly string[]): string {
  for (const language of languages) {
    const region = language
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part));
    if (region) return offered(region.toUpperCase()) ? region.toUpperCase() : DEFAULT_PHONE_COUNTRY;
  }
  return DEFAULT_PHONE_COUNTRY;
}
