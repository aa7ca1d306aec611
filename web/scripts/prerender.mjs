// Build-time prerender: renders every route of the site to static HTML (with its own head tags) from the
// content shipped in web/src/content, and writes 404.html, sitemap.xml, robots.txt and site-content.json.
// Runs after `vite build` and `vite build --ssr`. The processed template is kept in dist-ssr/template.html:
// the server renders the same pages from it again when the school publishes content.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const ssr = join(webDir, 'dist-ssr');
const server = createRequire(import.meta.url)(join(ssr, 'entry-server.cjs'));
const { renderSite, defaultContent, env } = server;

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
writeFileSync(join(ssr, 'template.html'), template);

const files = await renderSite(template, defaultContent, { siteUrl: env.siteUrl });
for (const { file, body } of files) {
  const path = join(dist, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
}
console.log(`prerendered ${files.length} files into ${dist}`);
