/**
 * The zone and the locale the browser (or the server's process) runs with. A module of its own, apart from
 * zone-format.ts: the site's phone field asks for the zone on its home page, which loads nothing else of this.
 */

/** The IANA zone the browser (or the server's process) runs in, e.g. "Australia/Sydney". */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The locale the browser (or the server's process) formats in by default, e.g. "en-AU". */
export function browserLocale(): string {
  return Intl.DateTimeFormat().resolvedOptions().locale;
}
