import type { PageKey } from '../content/types';

/** The routes of docs/requirements.md#routes. Matching is case-insensitive (react-router's default). */
export const paths = {
  home: '/',
  homeAlias: '/Home',
  about: '/About',
  courses: '/Courses',
  blog: '/Blog',
  career: '/Career',
  trial: '/Trial',
  /**
   * The visitor's private link: /Trial/booking/<token>, rendered by the server; /Trial/booking#<token> (the older
   * mails) is the prerendered shell, read in the browser (docs/requirements.md#trial-private-link).
   */
  trialBooking: '/Trial/booking',
  support: '/Support',
  terms: '/Termsandcondition',
  privacy: '/Privecyandpolicy',
  developers: '/Developers',
} as const;

/** Every prerendered page: its route, its content key and its canonical path. */
export const prerenderedPages: { path: string; page: PageKey; canonical: string; noindex?: boolean }[] = [
  { path: paths.home, page: 'home', canonical: '/' },
  { path: paths.homeAlias, page: 'home', canonical: '/' },
  { path: paths.about, page: 'about', canonical: paths.about },
  { path: paths.courses, page: 'courses', canonical: paths.courses },
  { path: paths.blog, page: 'blog', canonical: paths.blog },
  { path: paths.career, page: 'career', canonical: paths.career },
  { path: paths.trial, page: 'trial', canonical: paths.trial },
  // A shell without any booking in it (the token stays in the fragment, which no server sees); never indexed.
  { path: paths.trialBooking, page: 'trialBooking', canonical: paths.trialBooking, noindex: true },
  { path: paths.support, page: 'support', canonical: '/' },
  { path: paths.terms, page: 'terms', canonical: paths.terms },
  { path: paths.privacy, page: 'privacy', canonical: paths.privacy },
  { path: paths.developers, page: 'developers', canonical: paths.developers },
];

/** Pages that keep the scroll position on load instead of jumping to the top (docs/requirements.md#page-behaviour). */
const KEEP_SCROLL = new Set([paths.terms, paths.privacy, paths.developers].map((p) => p.toLowerCase()));

export function scrollsToTopOnLoad(pathname: string): boolean {
  return !KEEP_SCROLL.has(pathname.toLowerCase().replace(/\/+$/, ''));
}

/** The page key for a path, or 'notFound'. Used for head tags on the client. */
export function pageForPath(pathname: string): PageKey {
  const clean = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (clean.startsWith(`${paths.trialBooking.toLowerCase()}/`)) return 'trialBooking';
  return prerenderedPages.find((p) => p.path.toLowerCase() === clean)?.page ?? 'notFound';
}
