/**
 * GET /metrics in the Prometheus text format, only when METRICS=true (otherwise the path is a 404).
 * Counters live in this process: each instance is scraped on its own and Prometheus sums them.
 * What each request adds to and how it is exposed: metrics-registry.ts.
 */
import { KINDS, kindNames } from '@school/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import { Metrics } from './metrics-registry';

export { Metrics };

const UNMATCHED = '(unmatched)';

/** Submissions per kind: the REST shims answering 201, the GraphQL mutations answering without errors. */
const REST_KINDS: Record<string, string> = Object.fromEntries(
  KINDS.map((kind) => [kind.restPath, kindNames(kind).snake]),
);
const GRAPHQL_KINDS: Record<string, string> = Object.fromEntries(
  KINDS.map((kind) => [kind.mutation, kindNames(kind).snake]),
);
const GRAPHQL_FIELDS = new RegExp(`\\b(${Object.keys(GRAPHQL_KINDS).join('|')})\\s*[({]`, 'g');
const OPERATION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription)?\s*([A-Za-z_]\w{0,63})?/;

/** Operation type and name of a GraphQL request body, and the submission kinds it asks for. */
export function describeOperation(body: unknown): { type: string; name: string; kinds: string[] } | null {
  if (body === null || typeof body !== 'object' || typeof (body as { query?: unknown }).query !== 'string') return null;
  const { query, operationName } = body as { query: string; operationName?: unknown };
  const match = OPERATION.exec(query);
  const type = match?.[1] ?? 'query';
  const given = typeof operationName === 'string' && /^[A-Za-z_]\w{0,63}$/.test(operationName) ? operationName : null;
  const name = given ?? match?.[2] ?? '(anonymous)';
  const kinds = type === 'mutation' ? [...query.matchAll(GRAPHQL_FIELDS)].map((m) => GRAPHQL_KINDS[m[1]]) : [];
  return { type, name, kinds };
}

function onGraphQLSend(metrics: Metrics, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const operation = describeOperation(request.body);
  if (!operation) return;
  const ok = reply.statusCode < 400 && !(typeof payload === 'string' && payload.includes('"errors":'));
  metrics.observeOperation(operation.type, operation.name, ok ? 'ok' : 'error');
  if (ok) for (const kind of operation.kinds) metrics.observeSubmission(kind, 'graphql');
}

export function registerMetrics(app: FastifyInstance, env: Pick<Env, 'metrics'>): Metrics | null {
  if (!env.metrics) return null;
  const metrics = new Metrics({ processMetrics: true });
  // callback-style hooks: no promise per request
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url === '/graphql' && request.method === 'POST')
      onGraphQLSend(metrics, request, reply, payload);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 201 && REST_KINDS[route]) metrics.observeSubmission(REST_KINDS[route], 'rest');
    const type = request.headers['content-type'];
    if (type !== undefined && type.toLowerCase().startsWith('multipart/form-data')) {
      const bytes = Number(request.headers['content-length']);
      metrics.observeUpload(route, Number.isFinite(bytes) && bytes > 0 ? bytes : 0);
    }
    done();
  });
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.render()),
  );
  return metrics;
}
