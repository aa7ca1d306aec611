/**
 * Whole HTML documents of the site, from the build's template and the content: what the build writes to
 * web/dist and what the server renders again when the school publishes (server/src/modules/content/publishing).
 * Both go through here, so a page the server renders from the seeded database is the page the build made.
 */
import { manageBookingPath, TRIAL_CATEGORY_OPTIONS, type SiteContent } from '@school/common';
import { paths, prerenderedPages } from '../config/paths';
import { SITE_CONTENT_ELEMENT, pageContent } from '../content/site-content';
import type { PageKey } from '../content/types';
import { BOOKING_PAGE_ELEMENT, type BookingPage } from '../lib/booking-page';
import { FORM_RESULT_ELEMENT, type FormResult } from '../lib/form-result';
import { headFor } from '../lib/head';
import { render } from './render';

export interface RenderedFile {
  /** Its path in the build folder, e.g. "/courses/index.html". */
  file: string;
  body: string;
}

export interface SiteOptions {
  /** The origin canonical links, og:url, the sitemap and robots.txt name (no trailing slash). */
  siteUrl: string;
  /** The instant each page's content last changed, for the sitemap's lastmod; absent: no lastmod. */
  lastModified?: string;
}

/** The picture a shared link shows: made at build from src/assets/og/school.svg (web/scripts/prerender.mjs). */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'A guitar, a microphone, a pair of tabla and piano keys around a music note',
};

const escapeHtml = (text: string | number) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function jsonLd(page: PageKey, content: SiteContent, siteUrl: string): string {
  const { school } = content;
  const organization = {
    '@type': 'EducationalOrganization',
    '@id': `${siteUrl}/#school`,
    name: school.name,
    url: `${siteUrl}/`,
    image: `${siteUrl}${OG_IMAGE.path}`,
    email: school.supportEmail,
    ...(school.phone ? { telephone: school.phone.number } : {}),
    foundingDate: String(school.foundedYear),
    sameAs: school.socialLinks.map((link) => link.href),
  };
  const courses = content.courses.map((course) => ({
    '@type': 'Course',
    name: `${course.name} (${course.group})`,
    description: course.summary,
    provider: { '@id': `${siteUrl}/#school` },
  }));
  const graph: object[] = page === 'home' || page === 'courses' ? [organization, ...courses] : [organization];
  // the FAQ shows on the home page (under the contact form, where /Support lands) and on /Support
  if ((page === 'home' || page === 'support') && content.faqs.length > 0)
    graph.push({
      '@type': 'FAQPage',
      mainEntity: content.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    });
  return `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
}

function headHtml(path: string, page: PageKey, noindex: boolean, content: SiteContent, siteUrl: string): string {
  const head = headFor(path, content.school, siteUrl);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(content.school.name)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:image" content="${escapeHtml(`${siteUrl}${OG_IMAGE.path}`)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(OG_IMAGE.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(`${siteUrl}${OG_IMAGE.path}`)}">`,
  ];
  // The 404 page and the visitor's private-link shell are never indexed (nor in the sitemap).
  if (page === 'notFound' || noindex) tags.push('<meta name="robots" content="noindex">');
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
    tags.push(jsonLd(page, content, siteUrl));
  }
  return tags.join('\n    ');
}

/** One page: the route rendered with the content, its head, and its share of the content for hydration. */
export async function renderDocument(
  template: string,
  path: string,
  content: SiteContent,
  options: SiteOptions & {
    page: PageKey;
    noindex?: boolean;
    scripts?: boolean;
    formResult?: FormResult;
    bookingPage?: BookingPage;
  },
): Promise<string> {
  const withBlog = options.page === 'blog';
  const body = await render(path, pageContent(content, withBlog), options.formResult ?? null, options.bookingPage);
  // a private link's head is the shell's (its token is in no tag)
  const pathname = options.bookingPage ? paths.trialBooking : path.split('?')[0];
  let data = `<script type="application/json" id="${SITE_CONTENT_ELEMENT}">${scriptJson(pageContent(content, withBlog))}</script>`;
  if (options.formResult)
    data += `\n  <script type="application/json" id="${FORM_RESULT_ELEMENT}">${scriptJson(options.formResult)}</script>`;
  if (options.bookingPage)
    data += `\n  <script type="application/json" id="${BOOKING_PAGE_ELEMENT}">${scriptJson(options.bookingPage)}</script>`;
  const html = template
    .replace('<!--app-head-->', () =>
      headHtml(pathname, options.page, options.noindex ?? false, content, options.siteUrl),
    )
    .replace('<!--app-html-->', () => body)
    .replace('</body>', () => `${data}\n  </body>`);
  // A preview is looked at, not used: no script runs in it (the dashboard shows it in a sandboxed frame).
  return options.scripts === false
    ? html.replace(/<script\b(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, '')
    : html;
}

/** The trial page with a course chosen: /Trial?course=guitar is served from /trial/course-guitar.html. */
export const trialVariantFile = (category: string) => `/trial/course-${category}.html`;

/** The file a route is written to in the build folder. */
export const fileForPath = (path: string) => (path === '/' ? '/index.html' : `${path.toLowerCase()}/index.html`);

/** Pages rendered before, by file, with what they were rendered from: a page whose inputs are the same is reused. */
export type RenderCache = Map<string, { inputs: string; body: string }>;

/**
 * Every page of the site, the 404 page, the sitemap, robots.txt and the content as JSON. With a cache, only the
 * pages whose share of the content changed are rendered again (a new blog post: /Blog alone).
 */
export async function renderSite(
  template: string,
  content: SiteContent,
  options: SiteOptions,
  cache: RenderCache = new Map(),
): Promise<RenderedFile[]> {
  const files: RenderedFile[] = [];
  const pages = [
    ...prerenderedPages.map(({ path, page, noindex }) => ({ file: fileForPath(path), path, page, noindex })),
    // a course card's "Get a trial" (/Trial?course=guitar): the trial page with that course chosen, script or not
    ...TRIAL_CATEGORY_OPTIONS.filter((option) => option.value !== 'none').map(({ value }) => ({
      file: trialVariantFile(value.trim()),
      path: `${paths.trial}?course=${value.trim()}`,
      page: 'trial' as const,
      noindex: false,
    })),
    { file: '/404.html', path: '/this-page-does-not-exist', page: 'notFound' as const, noindex: false },
  ];
  for (const { file, path, page, noindex } of pages) {
    const inputs = JSON.stringify([template.length, options.siteUrl, path, pageContent(content, page === 'blog')]);
    let body = cache.get(file)?.inputs === inputs ? cache.get(file)?.body : undefined;
    if (body === undefined) {
      body = await renderDocument(template, path, content, { ...options, page, noindex });
      cache.set(file, { inputs, body });
    }
    files.push({ file, body });
  }
  const indexable = prerenderedPages.filter((p) => p.canonical === p.path && !p.noindex);
  const lastmod = options.lastModified ? `<lastmod>${options.lastModified.slice(0, 10)}</lastmod>` : '';
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map((p) => `  <url><loc>${escapeHtml(options.siteUrl + p.path)}</loc>${lastmod}</url>`),
    '</urlset>',
    '',
  ].join('\n');
  files.push({ file: '/sitemap.xml', body: sitemap });
  files.push({ file: '/robots.txt', body: `User-agent: *\nAllow: /\n\nSitemap: ${options.siteUrl}/sitemap.xml\n` });
  files.push({ file: '/site-content.json', body: JSON.stringify(content) });
  return files;
}

/**
 * The page a form was posted from without JavaScript, answered: the form shows the outcome's message and, unless it
 * was sent, what was typed. Never indexed (it answers one visitor's post).
 */
export function renderFormPage(
  template: string,
  path: string,
  content: SiteContent,
  formResult: FormResult,
  options: SiteOptions,
) {
  const entry = prerenderedPages.find((p) => p.path.toLowerCase() === path.toLowerCase());
  const page = entry?.page ?? 'notFound';
  const at = entry?.path ?? path;
  return renderDocument(template, at, content, {
    ...options,
    page,
    noindex: true,
    formResult: { ...formResult, path: at },
  });
}

/** The visitor's private link with their class in it, rendered by the server at /Trial/booking/<token>. */
export function renderBookingPage(template: string, content: SiteContent, page: BookingPage, options: SiteOptions) {
  return renderDocument(template, manageBookingPath(page.token), content, {
    ...options,
    page: 'trialBooking',
    noindex: true,
    bookingPage: page,
  });
}

/** A page as it would look with this content, for the dashboard's preview (no scripts). */
export function renderPreview(template: string, path: string, content: SiteContent, options: SiteOptions) {
  const entry = prerenderedPages.find((p) => p.path === path);
  return renderDocument(template, path, content, { ...options, page: entry?.page ?? 'notFound', scripts: false });
}
