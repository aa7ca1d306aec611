import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://i.ytimg.com",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The request id and security headers on every answer; CORS only for origins the CORS_ORIGINS setting allows. */
export function registerSecurityHeaders(app: FastifyInstance, env: Pick<Env, 'corsOrigins'>): void {
  const allowed = new Set(env.corsOrigins);
  // callback style: no promise per request on the hot path
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', CSP);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'origin');
      reply.header('access-control-allow-credentials', 'true');
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
        reply.header('access-control-allow-headers', 'content-type, apollo-require-preflight, x-apollo-operation-name');
        reply.header('access-control-max-age', '600');
        reply.code(204).send();
        return; // answered: the request goes no further
      }
    }
    done();
  });
}
