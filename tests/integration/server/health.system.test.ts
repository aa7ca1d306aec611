/**
 * /livez, /readyz (and /healthz, its old name) through real server processes: liveness touches nothing,
 * readiness probes are shared and cached, and a failure a real request has seen shows at once. (200
 * readiness checkers against the forms' speed is a timing test: tests/reliability/readiness-load.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, teacherApplication } from '../../fixtures/submissions';
import { startS3Store, startServer, type S3Store, type TestServer } from '../../helpers/server';

const get = async (server: TestServer, path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

function submitApplication(server: TestServer): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries(teacherApplication)) form.append(key, value);
  form.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
  return fetch(`${server.url}/api/v1/submitteacherapplication`, { method: 'POST', body: form }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`condition not met in ${timeoutMs} ms`);
}

describe('liveness and readiness while the object store goes down and comes back', () => {
  let storeDir: string;
  let store: S3Store;
  /** Probes reused for a minute: whatever it says within that minute, no probe of its own found. */
  let cached: TestServer;
  /** The default interval, 2 s. */
  let standard: TestServer;

  beforeAll(async () => {
    storeDir = mkdtempSync(join(tmpdir(), 'school-health-store-'));
    store = await startS3Store(storeDir);
    [cached, standard] = await Promise.all([
      startServer({ s3: store, env: { HEALTH_PROBE_INTERVAL_MS: '60000' } }),
      startServer({ s3: store }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([cached?.stop(), standard?.stop()]);
    await store?.stop();
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('/livez stays 200 without touching the store; /readyz says 503 storage down right after a request fails, and heals within the interval', async () => {
    for (const server of [cached, standard]) {
      expect(await get(server, '/readyz')).toEqual({
        status: 200,
        body: { status: 'ok', database: 'up', storage: 'up', uploads: 'up', disk: 'up' },
      });
      expect(await get(server, '/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    }
    expect(await submitApplication(cached)).toBe(201);

    await store.stop();
    // liveness does no I/O: the store being gone changes nothing
    expect(await get(cached, '/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(standard, '/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    // within its interval the cached round answers (no probe per request)...
    expect((await get(cached, '/readyz')).status).toBe(200);
    // ...until a real request fails: then the next call probes again, at once, not a minute later
    expect(await submitApplication(cached)).toBe(503);
    for (const path of ['/readyz', '/healthz']) {
      expect(await get(cached, path)).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'up', storage: 'down', uploads: 'up', disk: 'up' },
      });
    }
    expect((await get(cached, '/livez')).status).toBe(200);

    // without a failed request, the standard server finds out by itself within its interval (2 s)
    await until(async () => (await get(standard, '/readyz')).status === 503, 2000 + 2500);
    expect(await get(standard, '/healthz')).toMatchObject({ status: 503, body: { storage: 'down' } });

    store = await startS3Store(storeDir, store);
    const healMs = await until(async () => (await get(standard, '/readyz')).status === 200, 2000 + 2500);
    expect(healMs).toBeLessThanOrEqual(2000 + 2500);
    expect(await get(standard, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up', storage: 'up', uploads: 'up', disk: 'up' },
    });
    expect(await submitApplication(standard)).toBe(201);
  }, 60_000);

  it('/livez, /readyz and /healthz are not pages of the site', async () => {
    for (const path of ['/livez/', '/readyz/x', '/healthz/']) {
      const response = await fetch(`${cached.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });
});
