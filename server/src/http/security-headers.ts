/**
 * The request id and security headers on every answer; CORS only for origins the CORS_ORIGINS setting allows.
 *
 * The security headers are helmet's, for the options below, computed once at start: @fastify/helmet
 * runs helmet(options) (building every header again) in an async hook on each request, which cut
 * keep-visitor-track's throughput by about a third in alternated autocannon runs. helmet has no
 * Permissions-Policy, so that one is ours.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../config/env';

/** helmet's options for today's headers; HSTS only over https. */
const options = (strictTransportSecurity: HelmetOptions['strictTransportSecurity']): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://i.ytimg.com'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com'],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity,
  // none of helmet's other defaults
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
});
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };
const PERMISSIONS_POLICY: [string, string] = ['permissions-policy', 'camera=(), microphone=(), geolocation=()'];

/** The headers helmet sets with these options (none of them depends on the request). */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, env: Pick<Env, 'corsOrigins'>): void {
  const overHttp = [...helmetHeaders(options(false)), PERMISSIONS_POLICY];
  const overHttps = [...helmetHeaders(options(HSTS)), PERMISSIONS_POLICY];
  const allowed = new Set(env.corsOrigins);
  // callback style: no promise per request on the hot path
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    for (const [name, value] of request.protocol === 'https' ? overHttps : overHttp) reply.header(name, value);
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'origin');
      reply.header('access-control-allow-credentials', 'true');
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
        reply.header(
          'access-control-allow-headers',
          'content-type, apollo-require-preflight, x-apollo-operation-name, idempotency-key',
        );
        reply.header('access-control-max-age', '600');
        reply.code(204).send();
        return; // answered: the request goes no further
      }
    }
    done();
  });
}
