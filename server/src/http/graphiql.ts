/**
 * GraphiQL for developers: a browser GETting /graphql (Accept: text/html) gets the page built from
 * server/graphiql (npm run build:graphiql -w server) into server/dist/graphiql; its assets are served
 * under /graphiql/. Everything comes from this server (no CDN), and no inline script, so the CSP
 * `script-src 'self'` holds. API clients GETting /graphql still reach Apollo.
 */
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminServices } from '../modules/admin/admin-services';
import { sessionToken } from '../modules/session/cookie';
import { loadStaticFiles, sendStatic } from './static-files';

const NOT_BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GraphiQL not built</title></head>' +
  '<body><main><h1>GraphiQL is not built</h1><p>Run <code>npm run build -w server</code>, then restart the server.</p></main></body></html>';

const ADMINS_ONLY =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to use GraphiQL</title></head>' +
  '<body><main><h1>GraphiQL is for signed-in admins</h1><p>Introspection is off on this server: ' +
  '<a href="/admin/">sign in at /admin</a> as an admin to explore the API, then open this page again.</p></main></body></html>';

/**
 * With GRAPHQL_INTROSPECTION off (production), the page is for signed-in admins only, like
 * introspection itself (graphql/introspection-gate.ts).
 */
export function registerGraphiQL(
  app: FastifyInstance,
  access: { open: boolean; admin: AdminServices },
  dir = resolve(__dirname, '../graphiql'),
): void {
  const files = loadStaticFiles(dir);
  /** Answers the page (true), or leaves the request to the API (false). */
  const servePage = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (!String(request.headers.accept ?? '').includes('text/html')) return false;
    if (!access.open) {
      const user = await access.admin.sessions.authenticate(sessionToken(request));
      if (user?.role !== 'admin') {
        reply.code(401).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(ADMINS_ONLY);
        return true;
      }
    }
    const page = files.get('/index.html');
    if (!page) {
      reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT);
      return true;
    }
    // GraphiQL's stylesheet embeds its fonts as data: URLs; allow those on this page only.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', csp.replace("font-src 'self'", "font-src 'self' data:"));
    await sendStatic(request, reply, page);
    return true;
  };
  // callback style, settled at once for everything but a browser's GET /graphql: no promise per request
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/graphql') return done();
    servePage(request, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });
  app.get('/graphiql/*', async (request, reply) => {
    const file = files.get(request.url.split('?')[0].replace(/^\/graphiql/, ''));
    if (!file || !request.url.startsWith('/graphiql/assets/'))
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    return sendStatic(request, reply, file);
  });
}
