/**
 * Liveness and readiness.
 * - GET /livez: 200 `{status:'ok'}` while the process runs and its event loop answers. No I/O at all.
 * - GET /readyz (and /healthz, its old name, same answer): 200 when every registered probe passes,
 *   503 naming each part `up` or `down` otherwise, so a load balancer stops sending forms to an
 *   instance that cannot keep them.
 *
 * The probes are not run per request: one probe round at a time is shared by every caller (concurrent
 * callers await the same promise) and its result is reused for `intervalMs`. A cached "up" never hides
 * a failure a real request has just seen: any answer of 503 elsewhere in the app (or a GraphQL error
 * carrying one) calls `invalidate()`, so the next readiness call probes again. A probe may also name a
 * live flag (`failing`), read on every answer and never cached (the row writer's "latest writes fail").
 */
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { addRouteHook } from './route-hooks';

export interface HealthProbe {
  /** The key in the answer: `{ [name]: 'up' | 'down' }`. */
  name: string;
  /** True when the part works. A rejection or a probe slower than the deadline counts as down. */
  check(): Promise<boolean>;
  /** Optional, read on every answer (not cached): true while the part is known to fail right now. */
  failing?(): boolean;
}

export interface HealthOptions {
  probes: HealthProbe[];
  /** How long one probe round's result is reused (0: every call probes, still one round at a time). */
  intervalMs: number;
  /** Deadline of each probe. */
  timeoutMs?: number;
}

export interface Readiness {
  /** The next readiness call probes again instead of reusing the cached round. */
  invalidate(): void;
  /** The parts, `true` for up: cached round and live flags combined. */
  check(): Promise<{ ok: boolean; parts: Record<string, boolean> }>;
}

export const HEALTH_PATHS = ['/livez', '/readyz', '/healthz'] as const;
const HEALTH_ROUTES = new Set<string>(HEALTH_PATHS);

function withDeadline(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(resolve, ms, false);
    timer.unref();
  });
  let run: Promise<boolean>;
  try {
    run = check().then(
      (ok) => ok === true,
      () => false,
    );
  } catch {
    run = Promise.resolve(false);
  }
  return Promise.race([run, deadline]).finally(() => clearTimeout(timer));
}

export function createReadiness({ probes, intervalMs, timeoutMs = 2000 }: HealthOptions): Readiness {
  const names = new Set<string>();
  for (const probe of probes) {
    if (names.has(probe.name) || probe.name === 'status')
      throw new Error(`health probe name used twice or reserved: ${probe.name}`);
    names.add(probe.name);
  }
  let generation = 0;
  let cached: { at: number; generation: number; results: boolean[] } | null = null;
  let inFlight: { generation: number; promise: Promise<boolean[]> } | null = null;

  const round = (): Promise<boolean[]> => {
    if (cached && cached.generation === generation && Date.now() - cached.at < intervalMs)
      return Promise.resolve(cached.results);
    if (inFlight && inFlight.generation === generation) return inFlight.promise;
    const started = { at: Date.now(), generation };
    const promise = Promise.all(probes.map((probe) => withDeadline(() => probe.check(), timeoutMs)))
      .then((results) => {
        // a round started before an invalidation may have missed the failure: it answers its own
        // callers but is not kept for later ones
        if (started.generation === generation) cached = { ...started, results };
        return results;
      })
      .finally(() => {
        if (inFlight?.promise === promise) inFlight = null;
      });
    inFlight = { generation, promise };
    return promise;
  };

  return {
    invalidate() {
      generation += 1;
      cached = null;
    },
    async check() {
      const results = await round();
      const parts: Record<string, boolean> = {};
      let ok = true;
      probes.forEach((probe, i) => {
        const up = results[i] && !(probe.failing?.() ?? false);
        parts[probe.name] = up;
        ok &&= up;
      });
      return { ok, parts };
    },
  };
}

/**
 * Registers /livez, /readyz and /healthz, and the hook that invalidates the cached readiness whenever
 * another route answers 503. Returns the readiness, e.g. for GraphQL errors that answer 200.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): Readiness {
  const readiness = createReadiness(options);
  // on every other route (registered after this call), callback style: no promise per request
  const invalidateOn503: onResponseHookHandler = (_request, reply, done) => {
    if (reply.statusCode === 503) readiness.invalidate();
    done();
  };
  addRouteHook(app, 'onResponse', (route) => (HEALTH_ROUTES.has(route.url) ? undefined : invalidateOn503));

  app.get('/livez', (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  const ready = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    const { ok, parts } = await readiness.check();
    const body: Record<string, string> = { status: ok ? 'ok' : 'unavailable' };
    for (const [name, up] of Object.entries(parts)) body[name] = up ? 'up' : 'down';
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);

  return readiness;
}
