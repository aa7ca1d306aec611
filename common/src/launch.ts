/**
 * What a new install ships as placeholders, and how to tell them from the school's own (docs/requirements.md#launch-checklist).
 * The dashboard's "Before you launch" list (server) and the site (web) read the same values here.
 */

/** The openly licensed film every shipped video plays until the school sets its own. */
export const PLACEHOLDER_VIDEO_ID = 'aqz-KE-bpKQ';

/** The day the terms and privacy pages were last reviewed (YYYY-MM-DD): the pages print it as "Last updated". */
export const LEGAL_PAGES_UPDATED = '2024-01-01';

/** After this many days without a review, the legal pages' date counts as stale. */
export const LEGAL_STALE_DAYS = 365;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "1 January 2024": a YYYY-MM-DD day as the site writes dates (en-GB's long form). Written out rather than
 * through Intl.DateTimeFormat: the first formatter a page builds loads the locale's date patterns, ~20 ms of a
 * phone's main thread while the page hydrates, for a calendar day that needs no time zone.
 */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

// RFC 2606 and RFC 6761: names reserved for examples and tests, which no mail or visitor ever reaches
const RESERVED_TOP = ['example', 'test', 'invalid', 'localhost', 'local'];
const RESERVED_SECOND = ['example.com', 'example.net', 'example.org'];

/** True for a host (or an address's domain) that is reserved for examples: nobody is there. */
export function isReservedDomain(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  const labels = name.split('.');
  if (RESERVED_TOP.includes(labels[labels.length - 1])) return true;
  return RESERVED_SECOND.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/** The domain of an email address, or of a URL's host; '' when there is none. */
export function domainOf(addressOrUrl: string): string {
  const at = addressOrUrl.lastIndexOf('@');
  if (at >= 0 && !addressOrUrl.includes('://')) return addressOrUrl.slice(at + 1);
  try {
    return new URL(addressOrUrl).hostname;
  } catch {
    return '';
  }
}

/** The footer's "© year": this year by the clock; the stored year only if it is later (docs/requirements.md#footer). */
export const footerYear = (stored: number, now = new Date()): number => Math.max(stored, now.getUTCFullYear());
