/**
 * The public site at / and the dashboard at /admin. Site routes are matched case-insensitively
 * against the prerendered pages ("/Courses" → courses/index.html); unknown paths get the 404 page
 * with status 404. The dashboard is a single-page app: any /admin path falls back to its index.
 * Pages the server rendered from the published content (SitePages) are served before the build's own.
 */
import { normaliseCategory } from '@school/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import { loadStaticFiles, sendStatic, type StaticFile } from './static-files';

const NOT_BUILT = (what: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${what} not built</title></head>` +
  `<body><main><h1>${what} is not built yet</h1><p>Run <code>npm run build</code>, then restart the server.</p></main></body></html>`;

function pathOf(url: string): string {
  const path = url.split('?')[0].split('#')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Site files by their path in the build folder: the published rendering's, else the build's. */
export interface SiteFiles {
  get(file: string): StaticFile | undefined;
}

/** /Trial?course=guitar: the trial page rendered with the course chosen (web/src/prerender/document.ts). */
function trialVariant(files: SiteFiles, path: string, url: string): StaticFile | undefined {
  if (path.toLowerCase().replace(/\/+$/, '') !== '/trial') return undefined;
  const course = new URLSearchParams(url.split('?')[1] ?? '').get('course');
  const category = course ? normaliseCategory(course.replace(/-/g, '')) : null;
  return category ? files.get(`/trial/course-${category}.html`) : undefined;
}

function sitePage(files: SiteFiles, path: string): StaticFile | undefined {
  const exact = files.get(path);
  if (exact) return exact;
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return files.get(`${lower}/index.html`) ?? (lower === '' ? files.get('/index.html') : undefined);
}

export function registerFrontEnds(
  app: FastifyInstance,
  env: Pick<Env, 'webDist' | 'adminDist'>,
  published?: SiteFiles,
): void {
  const built = loadStaticFiles(env.webDist);
  const web: SiteFiles & { size: number } = {
    get: (file) => published?.get(file) ?? built.get(file),
    size: built.size,
  };
  const admin = loadStaticFiles(env.adminDist);
  app.log.info({ webFiles: web.size, adminFiles: admin.size }, 'front ends loaded');

  const serveAdmin = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url).replace(/^\/admin/, '') || '/';
    if (path === '/' && request.url.split('?')[0] === '/admin') return reply.redirect('/admin/', 301);
    const file = admin.get(path) ?? (path.startsWith('/assets/') ? undefined : admin.get('/index.html'));
    if (file) return sendStatic(request, reply, file);
    if (admin.size === 0) return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT('The dashboard'));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
  app.get('/admin', serveAdmin);
  app.get('/admin/*', serveAdmin);

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const reserved = /^\/(api|graphql|auth|livez|readyz|healthz|metrics)(\/|$)/.test(path);
    if ((request.method === 'GET' || request.method === 'HEAD') && !reserved) {
      const file = trialVariant(web, path, request.url) ?? sitePage(web, path);
      if (file) return sendStatic(request, reply, file);
      if (web.size === 0 && !path.includes('.'))
        return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT('The site'));
      const notFound = web.get('/404.html');
      if (notFound && !path.startsWith('/assets/')) return sendStatic(request, reply, notFound, 404);
    }
    return reply.code(404).send({ message: `Route ${request.method}:${path} not found`, code: 'NOT_FOUND' });
  });
}
