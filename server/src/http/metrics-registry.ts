/**
 * The series of GET /metrics, in a prom-client registry (text format, label escaping, and with
 * `processMetrics` its default process and event-loop metrics), through its public API only; the request
 * durations histogram, which prom-client cannot be given from tallies, is written beside it in the same format.
 *
 * prom-client's own observe()/inc() build a label object and a label hash string on every call, so
 * the hot path does not use them: each request adds to plain tallies here (a series is allocated
 * once, when first seen; then two map lookups and a few additions), and the prom-client metrics read
 * the tallies when scraped (`collect`). Labels come from route patterns and a capped set of
 * operation names, never from raw URLs.
 */
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];
const MAX_OPERATIONS = 200;

interface Series {
  count: number;
  sum: number;
  buckets: Float64Array;
}
type Labels = Record<string, string>;

const DURATION = 'http_request_duration_seconds';
const DURATION_HELP = 'Time from request start to the last byte sent.';

/** A label value in the text format: backslash, double quote and newline escaped. */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels) =>
  Object.entries(labels)
    .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
    .join(',');

/**
 * http_request_duration_seconds in the text format, written from the tallies: prom-client has no public way to set a
 * histogram's buckets, so this family is written here and added after the registry's own (render).
 */
function durationText(each: (visit: (labels: Labels, series: Series) => void) => void): string {
  const lines = [`# HELP ${DURATION} ${DURATION_HELP}`, `# TYPE ${DURATION} histogram`];
  each((labels, s) => {
    BUCKETS.forEach((le, i) =>
      lines.push(`${DURATION}_bucket{${labelText({ ...labels, le: String(le) })}} ${s.buckets[i]}`),
    );
    lines.push(
      `${DURATION}_bucket{${labelText({ ...labels, le: '+Inf' })}} ${s.count}`,
      `${DURATION}_sum{${labelText(labels)}} ${s.sum}`,
      `${DURATION}_count{${labelText(labels)}} ${s.count}`,
    );
  });
  return `${lines.join('\n')}\n`;
}

/** A counter whose values are copied from a tally when scraped. */
function talliedCounter(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: () => Iterable<[Labels, number]>,
) {
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.inc(labels, value);
    },
  });
}

export class Metrics {
  readonly registry = new Registry();
  /** route pattern → method → status class → series */
  private readonly http = new Map<string, Map<string, Array<Series | undefined>>>();
  private readonly operations = new Map<string, number>();
  /** kind → count per transport */
  private readonly submissions = new Map<string, { rest: number; graphql: number }>();
  private readonly uploads = new Map<string, { requests: number; bytes: number }>();

  constructor({ processMetrics = false } = {}) {
    const { registry } = this;
    talliedCounter(
      registry,
      'http_requests_total',
      'HTTP requests answered, by method, route pattern and status class.',
      ['method', 'route', 'status'],
      () => this.mapSeries((labels, s) => [labels, s.count]),
    );
    talliedCounter(
      registry,
      'graphql_operations_total',
      'GraphQL operations by type, operation name and outcome.',
      ['type', 'operation', 'outcome'],
      () =>
        [...this.operations].map(([key, n]) => {
          const [type, operation, outcome] = key.split('\u0000');
          return [{ type, operation, outcome }, n];
        }),
    );
    talliedCounter(
      registry,
      'submissions_total',
      'Submissions stored, by kind and transport.',
      ['kind', 'transport'],
      () =>
        [...this.submissions].flatMap(([kind, n]) =>
          (['rest', 'graphql'] as const)
            .filter((transport) => n[transport] > 0)
            .map((transport): [Labels, number] => [{ kind, transport }, n[transport]]),
        ),
    );
    talliedCounter(
      registry,
      'upload_requests_total',
      'Multipart (upload) requests received, by route.',
      ['route'],
      () => [...this.uploads].map(([route, u]) => [{ route }, u.requests]),
    );
    talliedCounter(
      registry,
      'upload_bytes_total',
      'Bytes of multipart request bodies (Content-Length), by route.',
      ['route'],
      () => [...this.uploads].map(([route, u]) => [{ route }, u.bytes]),
    );
    if (processMetrics) collectDefaultMetrics({ register: registry });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.http.get(route);
    if (!byMethod) this.http.set(route, (byMethod = new Map<string, Array<Series | undefined>>()));
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
    if (!this.operations.has(key) && this.operations.size >= MAX_OPERATIONS)
      key = `${type}\u0000(other)\u0000${outcome}`;
    this.operations.set(key, (this.operations.get(key) ?? 0) + 1);
  }

  observeSubmission(kind: string, transport: 'rest' | 'graphql'): void {
    let byTransport = this.submissions.get(kind);
    if (!byTransport) this.submissions.set(kind, (byTransport = { rest: 0, graphql: 0 }));
    byTransport[transport] += 1;
  }

  observeUpload(route: string, bytes: number): void {
    let entry = this.uploads.get(route);
    if (!entry) this.uploads.set(route, (entry = { requests: 0, bytes: 0 }));
    entry.requests += 1;
    entry.bytes += bytes;
  }

  /** The exposition, text format 0.0.4: the registry's families, then the request durations. */
  async render(): Promise<string> {
    const registered = await this.registry.metrics();
    return `${registered}${registered.endsWith('\n') ? '' : '\n'}${durationText((visit) => this.mapSeries(visit))}`;
  }

  private mapSeries<T>(visit: (labels: Labels, series: Series) => T): T[] {
    const out: T[] = [];
    for (const [route, byMethod] of this.http) {
      for (const [method, byClass] of byMethod) {
        byClass.forEach((series, i) => {
          if (series) out.push(visit({ method, route, status: CLASSES[i] }, series));
        });
      }
    }
    return out;
  }
}
