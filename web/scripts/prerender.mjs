// Build-time prerender: renders every route of the site to static HTML (with its own head tags),
// writes 404.html, sitemap.xml and robots.txt. Runs after `vite build` and `vite build --ssr`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const server = await import(pathToFileURL(join(webDir, 'dist-ssr', 'entry-server.js')).href);
const { prerenderedPages, headFor, env, SCHOOL_NAME, SUPPORT_EMAIL, socialLinks, FOUNDED_YEAR, courses } = server;

// The stylesheet is small (one for the whole site): inline it into every page, so nothing blocks the first paint.
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const rawTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const cssFile = rawTemplate.match(stylesheet)?.[1];
if (!cssFile) throw new Error('prerender: no stylesheet link in dist/index.html');
const css = readFileSync(join(dist, cssFile), 'utf8').trim();
if (css.includes('</')) throw new Error('prerender: the stylesheet cannot be inlined as is');
// Only the entry module is linked: no modulepreload links (the page's chunks load after the first paint).
const template = rawTemplate
  .replace(stylesheet, () => `<style>${css}</style>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
rmSync(join(dist, cssFile));

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const organization = {
  '@type': 'EducationalOrganization',
  '@id': `${env.siteUrl}/#school`,
  name: SCHOOL_NAME,
  url: `${env.siteUrl}/`,
  email: SUPPORT_EMAIL,
  foundingDate: String(FOUNDED_YEAR),
  sameAs: socialLinks.map((link) => link.href),
};
const courseList = courses.map((course) => ({
  '@type': 'Course',
  name: `${course.name} (${course.group})`,
  description: course.summary,
  provider: { '@id': `${env.siteUrl}/#school` },
}));

function jsonLd(page) {
  const graph = page === 'home' || page === 'courses' ? [organization, ...courseList] : [organization];
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

function headHtml(path, page, noindex) {
  const head = headFor(path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(SCHOOL_NAME)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:card" content="summary">`,
  ];
  // The 404 page and the visitor's private-link shell are never indexed (nor in the sitemap).
  if (page === 'notFound' || noindex) tags.push('<meta name="robots" content="noindex">');
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
    tags.push(jsonLd(page));
  }
  return tags.join('\n    ');
}

async function writePage(path, page, file, noindex = false) {
  const body = await server.render(path);
  const html = template.replace('<!--app-head-->', headHtml(path, page, noindex)).replace('<!--app-html-->', body);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

for (const { path, page, noindex } of prerenderedPages) {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.toLowerCase().slice(1), 'index.html');
  await writePage(path, page, file, noindex);
}
await writePage('/this-page-does-not-exist', 'notFound', join(dist, '404.html'));

const indexable = prerenderedPages.filter((p) => p.canonical === p.path && !p.noindex);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexable.map((p) => `  <url><loc>${escapeHtml(env.siteUrl + p.path)}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
writeFileSync(join(dist, 'sitemap.xml'), sitemap);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${env.siteUrl}/sitemap.xml\n`);
console.log(`prerendered ${prerenderedPages.length + 1} pages into ${dist}`);
