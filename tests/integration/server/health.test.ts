/**
 * /livez, /readyz (and /healthz, its old name) through real server processes: liveness touches nothing,
 * readiness probes are shared and cached, a failure a real request has seen shows at once, and a fleet
 * of 200 readiness checkers neither gets a 503 nor slows the forms.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, pdfBytes, teacherApplication } from '../../fixtures/submissions';
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

describe('200 concurrent readiness callers with 1,000 stored resumes', () => {
  const CALLERS = 200;
  /** Each checker polls every 250 ms, all of them at the same moment (the worst case for concurrency). */
  const PERIOD_MS = 250;
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    // 1,000 resumes in the default disk store (DATA_DIR/objects/<bucket>/resumes), there before the start
    dataDir = mkdtempSync(join(tmpdir(), 'school-health-'));
    const resumes = join(dataDir, 'objects', 'test-uploads', 'resumes');
    mkdirSync(resumes, { recursive: true });
    for (let i = 0; i < 1000; i++) writeFileSync(join(resumes, `${randomUUID()}-cv-${i}.pdf`), pdfBytes(String(i)));
    server = await startServer({ s3: false, dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every caller 200, and the forms' p50 rises by at most 20 %", async () => {
    expect(await submitApplication(server)).toBe(201);
    expect(readdirSync(join(dataDir, 'objects', 'test-uploads', 'resumes'))).toHaveLength(1001); // same store as the seeds

    const callers = fork(
      resolve(__dirname, '../../helpers/readiness-callers.mjs'),
      [server.url, String(CALLERS), String(PERIOD_MS), '/readyz'],
      { stdio: 'inherit', execArgv: [] },
    );
    const done = new Promise<{ requests: number; waves: number; statuses: Record<string, number> }>((settle) =>
      callers.once('message', settle as never),
    );
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const body = JSON.stringify(contactMessage);
    /** `count` sequential contact submissions, 10 ms apart, each timed from request to the end of its answer. */
    const submissions = async (count: number): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/v1/submitcontact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        expect(response.status).toBe(201);
        await pause(10);
      }
      return times;
    };
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    try {
      // the first waves alone: 200 callers at once, all answered 200
      callers.send('on');
      await pause(4 * PERIOD_MS);
      callers.send('off');
      await submissions(50); // warm-up, not counted

      // 12 rounds, quiet and loaded blocks alternating (the order flips every round) so the machine's
      // own drift hits both alike; each loaded block spans more than one wave of 200 callers
      const quiet: number[] = [];
      const loaded: number[] = [];
      for (let round = 0; round < 12; round++) {
        for (const withCallers of round % 2 === 0 ? [true, false] : [false, true]) {
          if (!withCallers) {
            quiet.push(...(await submissions(25)));
            continue;
          }
          callers.send('on');
          await pause(PERIOD_MS + 50);
          loaded.push(...(await submissions(25)));
          callers.send('off');
          await pause(PERIOD_MS + 50); // the wave under way ends before the next quiet block
        }
      }
      callers.send('stop');
      const fleet = await done;
      const ratio = median(loaded) / median(quiet);
      console.log(
        `readiness fleet: ${fleet.requests} answers in ${fleet.waves} waves of ${CALLERS}, ${JSON.stringify(fleet.statuses)}; ` +
          `contact p50 ${median(quiet).toFixed(2)} ms quiet, ${median(loaded).toFixed(2)} ms with the callers (x${ratio.toFixed(3)}), ${quiet.length} + ${loaded.length} submissions`,
      );
      expect(fleet.statuses).toEqual({ 200: fleet.requests });
      expect(fleet.requests).toBeGreaterThanOrEqual(CALLERS * 12);
      expect(ratio).toBeLessThanOrEqual(1.2);
    } finally {
      if (callers.exitCode === null) callers.kill();
    }
  }, 120_000);
});
