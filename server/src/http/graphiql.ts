/**
 * GraphiQL for developers: a browser GETting /graphql (Accept: text/html) gets the page built from
 * server/graphiql (npm run build:graphiql -w server) into server/dist/graphiql; its assets are served
 * under /graphiql/. Everything comes from this server (no CDN), and no inline script, so the CSP
 * `script-src 'self'` holds. API clients GETting /graphql still reach Apollo.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadStaticFiles, sendStatic } from './static-files';

const NOT_BUILT = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GraphiQL not built</title></head>'
  + '<body><main><h1>GraphiQL is not built</h1><p>Run <code>npm run build -w server</code>, then restart the server.</p></main></body></html>';

export function registerGraphiQL(app: FastifyInstance, dir = resolve(__dirname, '../graphiql')): void {
  const files = loadStaticFiles(dir);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/graphql') return;
    if (!String(request.headers.accept ?? '').includes('text/html')) return;
    const page = files.get('/index.html');
    if (!page) return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT);
    // GraphiQL's stylesheet embeds its fonts as data: URLs; allow those on this page only.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("font-src 'self'", "font-src 'self' data:"));
    return sendStatic(request, reply, page);
  });
  app.get('/graphiql/*', async (request, reply) => {
    const file = files.get(request.url.split('?')[0].replace(/^\/graphiql/, ''));
    if (!file || !request.url.startsWith('/graphiql/assets/')) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    return sendStatic(request, reply, file);
  });
}
