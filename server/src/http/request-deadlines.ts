/**
 * Route deadlines, the backstop under every dependency's own deadline: a request still unanswered
 * after REQUEST_DEADLINE_MS (UPLOAD_DEADLINE_MS on the long routes) is answered 503 with Retry-After.
 *
 * fastify's own `handlerTimeout` arms a timer and an AbortController per request, which cost the
 * fastest routes about 30 % of their throughput; here one sweep per second walks the requests in
 * flight (a Map insert and delete per request), so a deadline fires within a second of its time.
 * Each route's deadline is decided when the route is registered (the hooks are per route): call this
 * before the routes are added. Unmatched requests (404) answer at once and carry no deadline.
 */
import type { FastifyInstance, FastifyReply, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import { ErrorCode } from '@school/common';
import { addRouteHook } from './route-hooks';

export interface DeadlineOptions {
  defaultMs: number;
  longMs: number;
  /** Route patterns (as registered) that get `longMs`. */
  longRoutes: ReadonlySet<string>;
  sweepMs?: number;
}

export function registerRequestDeadlines(
  app: FastifyInstance,
  { defaultMs, longMs, longRoutes, sweepMs = 1000 }: DeadlineOptions,
): void {
  const inFlight = new Map<FastifyReply, number>();
  const forget: onResponseHookHandler = (_request, reply, done) => {
    inFlight.delete(reply);
    done();
  };
  const track =
    (ms: number): onRequestHookHandler =>
    (_request, reply, done) => {
      inFlight.set(reply, performance.now() + ms);
      done();
    };
  const trackDefault = track(defaultMs);
  const trackLong = track(longMs);
  addRouteHook(app, 'onRequest', (route) => (longRoutes.has(route.url) ? trackLong : trackDefault));
  addRouteHook(app, 'onResponse', () => forget);
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const [reply, deadline] of inFlight) {
      if (deadline > now) continue;
      inFlight.delete(reply);
      // an aborted request never reaches onResponse: it is dropped here, at its deadline (no
      // onRequestAbort hook: fastify would then listen for every request's close)
      if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) continue;
      reply.request.log.warn({ url: reply.request.url }, 'request stopped at its deadline');
      reply.code(503).header('retry-after', '5').send({
        message: 'The request took too long and was stopped. Please try again shortly.',
        code: ErrorCode.SERVICE_UNAVAILABLE,
      });
    }
  }, sweepMs);
  sweep.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
}
