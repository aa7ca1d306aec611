/**
 * GET /metrics in the Prometheus text format, only when METRICS=true (otherwise the path is a 404).
 * Counters live in this process: each instance is scraped on its own and Prometheus sums them.
 * The hot path is two map lookups and a few additions; a series is allocated once, when first seen.
 * Labels come from route patterns and a capped set of operation names, never from raw URLs.
 */
import { KINDS, kindNames } from '@school/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];
const MAX_OPERATIONS = 200;
const UNMATCHED = '(unmatched)';

/** Submissions per kind: the REST shims answering 201, the GraphQL mutations answering without errors. */
const REST_KINDS: Record<string, string> = Object.fromEntries(KINDS.map((kind) => [kind.restPath, kindNames(kind).snake]));
const GRAPHQL_KINDS: Record<string, string> = Object.fromEntries(KINDS.map((kind) => [kind.mutation, kindNames(kind).snake]));
const GRAPHQL_FIELDS = new RegExp(`\\b(${Object.keys(GRAPHQL_KINDS).join('|')})\\s*[({]`, 'g');
const OPERATION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription)?\s*([A-Za-z_]\w{0,63})?/;

interface Series { count: number; sum: number; buckets: Float64Array }

const label = (value: string) => value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

export class Metrics {
  /** route pattern → method → status class → series */
  private readonly http = new Map<string, Map<string, Array<Series | undefined>>>();
  private readonly operations = new Map<string, number>();
  private readonly submissions = new Map<string, number>();
  private readonly uploads = new Map<string, { requests: number; bytes: number }>();
  private readonly started = Date.now() / 1000;

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.http.get(route);
    if (!byMethod) this.http.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const cls = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
    const series = (byClass[cls] ??= { count: 0, sum: 0, buckets: new Float64Array(BUCKETS.length) });
    series.count += 1;
    series.sum += seconds;
    for (let i = BUCKETS.length - 1; i >= 0 && seconds <= BUCKETS[i]; i--) series.buckets[i] += 1;
  }

  observeOperation(type: string, name: string, outcome: 'ok' | 'error'): void {
    let key = `${type}\u0000${name}\u0000${outcome}`;
    if (!this.operations.has(key) && this.operations.size >= MAX_OPERATIONS) key = `${type}\u0000(other)\u0000${outcome}`;
    this.operations.set(key, (this.operations.get(key) ?? 0) + 1);
  }

  observeSubmission(kind: string, transport: 'rest' | 'graphql'): void {
    const key = `${kind}\u0000${transport}`;
    this.submissions.set(key, (this.submissions.get(key) ?? 0) + 1);
  }

  observeUpload(route: string, bytes: number): void {
    let entry = this.uploads.get(route);
    if (!entry) this.uploads.set(route, (entry = { requests: 0, bytes: 0 }));
    entry.requests += 1;
    entry.bytes += bytes;
  }

  /** The exposition, text format 0.0.4. */
  render(): string {
    const out: string[] = [];
    const head = (name: string, type: string, help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    head('http_requests_total', 'counter', 'HTTP requests answered, by method, route pattern and status class.');
    this.eachSeries((l, s) => out.push(`http_requests_total{${l}} ${s.count}`));
    head('http_request_duration_seconds', 'histogram', 'Time from request start to the last byte sent.');
    this.eachSeries((l, s) => {
      BUCKETS.forEach((le, i) => out.push(`http_request_duration_seconds_bucket{${l},le="${le}"} ${s.buckets[i]}`));
      out.push(`http_request_duration_seconds_bucket{${l},le="+Inf"} ${s.count}`);
      out.push(`http_request_duration_seconds_sum{${l}} ${s.sum}`, `http_request_duration_seconds_count{${l}} ${s.count}`);
    });
    head('graphql_operations_total', 'counter', 'GraphQL operations by type, operation name and outcome.');
    for (const [key, n] of this.operations) {
      const [type, name, outcome] = key.split('\u0000');
      out.push(`graphql_operations_total{type="${type}",operation="${label(name)}",outcome="${outcome}"} ${n}`);
    }
    head('submissions_total', 'counter', 'Submissions stored, by kind and transport.');
    for (const [key, n] of this.submissions) {
      const [kind, transport] = key.split('\u0000');
      out.push(`submissions_total{kind="${kind}",transport="${transport}"} ${n}`);
    }
    head('upload_requests_total', 'counter', 'Multipart (upload) requests received, by route.');
    for (const [route, u] of this.uploads) out.push(`upload_requests_total{route="${label(route)}"} ${u.requests}`);
    head('upload_bytes_total', 'counter', 'Bytes of multipart request bodies (Content-Length), by route.');
    for (const [route, u] of this.uploads) out.push(`upload_bytes_total{route="${label(route)}"} ${u.bytes}`);
    const memory = process.memoryUsage();
    head('process_start_time_seconds', 'gauge', 'Start time of the process since the Unix epoch, in seconds.');
    out.push(`process_start_time_seconds ${this.started}`);
    head('process_resident_memory_bytes', 'gauge', 'Resident memory size in bytes.');
    out.push(`process_resident_memory_bytes ${memory.rss}`);
    head('nodejs_heap_used_bytes', 'gauge', 'V8 heap in use, in bytes.');
    out.push(`nodejs_heap_used_bytes ${memory.heapUsed}`);
    return `${out.join('\n')}\n`;
  }

  private eachSeries(visit: (labels: string, series: Series) => void): void {
    for (const [route, byMethod] of this.http) {
      for (const [method, byClass] of byMethod) {
        byClass.forEach((series, i) => {
          if (series) visit(`method="${method}",route="${label(route)}",status="${CLASSES[i]}"`, series);
        });
      }
    }
  }
}

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

export function registerMetrics(app: FastifyInstance, env: Pick<Env, 'metrics'>, metrics = new Metrics()): Metrics | null {
  if (!env.metrics) return null;
  // callback-style hooks: no promise per request
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url === '/graphql' && request.method === 'POST') onGraphQLSend(metrics, request, reply, payload);
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
    reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(metrics.render()));
  return metrics;
}
