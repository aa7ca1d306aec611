/**
 * Deadlines: a database that stops answering must cost a request a few seconds and a 503, never
 * minutes, and must never freeze the process for everyone else.
 *
 * - PostgreSQL behind a proxy that freezes for 30 s (connections stay open, every byte is dropped:
 *   a silent network, not a refusal): each request answers 503 within its deadline, a route without
 *   database (GET /, the prerendered site: /livez does not exist on this branch) stays 200 throughout,
 *   service is back within 2 s of the network coming back, and 201s equal the rows (no acknowledged
 *   loss, no row from a refused request). Needs TEST_DATABASE_URL (CI sets it).
 * - SQLite with another process holding BEGIN EXCLUSIVE for 10 s: /healthz and an admin list answer in
 *   under 100 ms throughout, writes answer 503 in under 2 s, and all succeed once the lock is released.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, gql, signIn } from '../helpers/admin';
import { createTestDatabase, onPostgres } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { spawnServer, type ServerProcess } from '../helpers/server';
import { record } from './report';

const root = resolve(__dirname, '../..');
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  email: string;
  status: number;
  ms: number;
}

let serial = 0;
async function submit(server: ServerProcess): Promise<Outcome> {
  const email = `deadline-${process.pid}-${++serial}@example.org`;
  const started = performance.now();
  const status = await fetch(`${server.url}/api/v1/submitcontact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Deadline Test', email, message: 'Is the database there?' }),
    signal: AbortSignal.timeout(60_000),
  }).then(
    (r) => r.status,
    () => 0,
  );
  return { email, status, ms: performance.now() - started };
}

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const status = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) }).then(
    async (r) => {
      await r.arrayBuffer();
      return r.status;
    },
    () => 0,
  );
  return { status, ms: performance.now() - started };
}

const LIST = 'query { contactMessages(params: { perPage: 5 }) { total items { id email } } }';
function adminList(server: ServerProcess, cookie: string): Promise<{ status: number; ms: number; code?: string }> {
  const started = performance.now();
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: LIST }),
    signal: AbortSignal.timeout(60_000),
  }).then(
    async (r) => {
      const body = await r.json().catch(() => ({}));
      return { status: r.status, ms: performance.now() - started, code: body?.errors?.[0]?.extensions?.code };
    },
    () => ({ status: 0, ms: performance.now() - started }),
  );
}

/**
 * A TCP proxy that can freeze: connections stay open and new ones are accepted, but every byte is
 * dropped in both directions, and closes are held back until the network comes back — what a
 * partitioned or paused database host looks like to its clients.
 */
async function startFreezingProxy(targetPort: number) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let frozen = false;
  let held: Array<() => void> = [];
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
      const close = () => to.destroy();
      from.on('close', () => {
        sockets.delete(from);
        if (frozen) held.push(close);
        else close();
      });
      from.on('error', () => from.destroy());
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  return {
    port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      const closes = held;
      held = [];
      for (const close of closes) close();
    },
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}

describe('PostgreSQL freezes (packets dropped) for 30 s', () => {
  if (!onPostgres) {
    it.skip('needs TEST_DATABASE_URL (CI sets it)', () => undefined);
    console.warn('deadlines.test.ts: the PostgreSQL freeze case needs TEST_DATABASE_URL (CI sets it); skipped');
    return;
  }
  it('answers every request 503 within its deadline, keeps the site up, and resumes within 2 s', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startFreezingProxy(Number(url.port || 5432));
    cleanups.push(() => proxy.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'school-deadline-'));
    const db = await createTestDatabase(dataDir);
    const proxied = new URL(db.env.DATABASE_URL);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: proxied.toString(), ...ADMIN_ENV });
    cleanups.push(async () => {
      await server.kill();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    const outcomes: Outcome[] = [];
    // warm: several pooled connections in use before the freeze
    outcomes.push(...(await Promise.all(Array.from({ length: 5 }, () => submit(server)))));
    expect(outcomes.every((o) => o.status === 201)).toBe(true);
    expect((await adminList(server, cookie)).status).toBe(200);

    proxy.freeze();
    const frozenAt = performance.now();
    const during: Outcome[] = [];
    const lists: Array<{ status: number; ms: number; code?: string }> = [];
    const site: Array<{ status: number; ms: number }> = [];
    const inFlight: Promise<unknown>[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        site.push(await timed(`${server.url}/`));
        await sleep(250);
      }
    })();
    // waves of concurrent submissions and an admin list query, all through the frozen window
    while (performance.now() - frozenAt < 22_000) {
      for (let i = 0; i < 4; i++) inFlight.push(submit(server).then((o) => during.push(o)));
      inFlight.push(adminList(server, cookie).then((l) => lists.push(l)));
      await sleep(3000);
    }
    await Promise.all(inFlight);
    await sleep(Math.max(0, 30_000 - (performance.now() - frozenAt)));
    const healthDuring = await timed(`${server.url}/healthz`);

    proxy.thaw();
    const thawedAt = performance.now();
    let resumeMs = -1;
    const after: Outcome[] = [];
    while (performance.now() - thawedAt < 10_000) {
      const o = await submit(server);
      after.push(o);
      if (o.status === 201) {
        resumeMs = performance.now() - thawedAt;
        break;
      }
      await sleep(50);
    }
    after.push(...(await Promise.all(Array.from({ length: 5 }, () => submit(server)))));
    polling = false;
    await poller;
    expect((await adminList(server, cookie)).status).toBe(200);

    const all = [...outcomes, ...during, ...after];
    const acknowledged = new Set(all.filter((o) => o.status === 201).map((o) => o.email));
    const refused = all.filter((o) => o.status !== 201).map((o) => o.email);
    const rows = new Set((await db.query<{ email: string }>('SELECT email FROM contact_messages')).map((r) => r.email));
    const lost = [...acknowledged].filter((e) => !rows.has(e));
    const ghosts = refused.filter((e) => rows.has(e));
    const worstSubmit = Math.max(...during.map((o) => o.ms));
    const worstList = Math.max(...lists.map((l) => l.ms));
    const worstSite = Math.max(...site.map((s) => s.ms));

    expect(during.length).toBeGreaterThanOrEqual(20);
    expect(during.filter((o) => o.status !== 503)).toEqual([]);
    expect(worstSubmit).toBeLessThan(10_000);
    expect(lists.filter((l) => l.status !== 503)).toEqual([]);
    expect(worstList).toBeLessThan(10_000);
    expect(healthDuring.status).toBe(503);
    expect(healthDuring.ms).toBeLessThan(3000);
    expect(site.every((s) => s.status === 200)).toBe(true);
    expect(worstSite).toBeLessThan(1000); // a route without database: only machine load delays it
    expect(resumeMs).toBeGreaterThanOrEqual(0);
    expect(resumeMs).toBeLessThan(2000);
    expect(after.slice(-5).every((o) => o.status === 201)).toBe(true);
    expect(lost).toEqual([]);
    expect(ghosts).toEqual([]);
    record({
      section: 'faults',
      what: 'PostgreSQL frozen 30 s (packets dropped) → back',
      measured: `${during.length} submissions 503 in ≤ ${(worstSubmit / 1000).toFixed(1)} s, admin list 503 in ≤ ${(worstList / 1000).toFixed(1)} s, GET / 200 in ≤ ${worstSite.toFixed(0)} ms; accepting ${resumeMs.toFixed(0)} ms after; ${acknowledged.size} 201s = rows, ${ghosts.length} rows from 503s`,
      target: '503 < 10 s, site up, back < 2 s, 0 lost, 0 ghost rows',
      pass: true,
    });
  });
});

/** A child process that opens the server's SQLite file and holds BEGIN EXCLUSIVE for `ms`. */
function holdExclusive(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('ROLLBACK'); db.close(); process.stdout.write('released\\n'); process.exit(0); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let output = '';
  return new Promise((locked, fail) => {
    const released = new Promise<void>((done) => child.on('exit', () => done()));
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.includes('locked')) locked({ released });
    });
    child.on('exit', (code) => {
      if (!output.includes('locked')) fail(new Error(`locker exited ${code}`));
    });
  });
}

describe.skipIf(onPostgres)('another process holds the SQLite file (BEGIN EXCLUSIVE) for 10 s', () => {
  it('keeps reads and /healthz under 100 ms, answers writes 503 in under 2 s, and writes again after', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'school-deadline-'));
    const db = await createTestDatabase(dataDir);
    // rate limits on (high), so the limiter's synchronous upsert, a write too, is exercised
    const server = await spawnServer({
      DATA_DIR: dataDir,
      MINIO_ENDPOINT: '',
      RATE_LIMIT_FORMS: '100000',
      ...ADMIN_ENV,
    });
    cleanups.push(async () => {
      await server.kill();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    const outcomes: Outcome[] = [await submit(server)];
    expect(outcomes[0].status).toBe(201);
    expect((await gql(server.url, cookie, LIST)).status).toBe(200);

    const lock = await holdExclusive(join(dataDir, 'school.db'), 10_000);
    const lockedAt = performance.now();
    const health: Array<{ status: number; ms: number }> = [];
    const reads: Array<{ status: number; ms: number; code?: string }> = [];
    const during: Outcome[] = [];
    const writers: Promise<unknown>[] = [];
    let released = false;
    void lock.released.then(() => {
      released = true;
    });
    while (performance.now() - lockedAt < 8_500) {
      // one write a second, and a burst of concurrent ones now and then, while probing the readers
      writers.push(submit(server).then((o) => during.push(o)));
      if (health.length % 4 === 0) for (let i = 0; i < 5; i++) writers.push(submit(server).then((o) => during.push(o)));
      health.push(await timed(`${server.url}/healthz`));
      reads.push(await adminList(server, cookie));
      await sleep(250);
    }
    await Promise.all(writers);
    expect(released).toBe(false); // everything above happened while the lock was held
    await lock.released;
    const after = await Promise.all(Array.from({ length: 10 }, () => submit(server)));

    const worstHealth = Math.max(...health.map((h) => h.ms));
    const worstRead = Math.max(...reads.map((r) => r.ms));
    const worstWrite = Math.max(...during.map((o) => o.ms));
    const all = [...outcomes, ...during, ...after];
    const acknowledged = new Set(all.filter((o) => o.status === 201).map((o) => o.email));
    const refused = all.filter((o) => o.status !== 201).map((o) => o.email);
    const rows = new Set((await db.query<{ email: string }>('SELECT email FROM contact_messages')).map((r) => r.email));

    expect(health.every((h) => h.status === 200 || h.status === 503)).toBe(true);
    expect(worstHealth).toBeLessThan(100);
    expect(reads.every((r) => r.status === 200)).toBe(true);
    expect(worstRead).toBeLessThan(100);
    expect(during.length).toBeGreaterThanOrEqual(20);
    expect(during.filter((o) => o.status !== 503)).toEqual([]);
    expect(worstWrite).toBeLessThan(2000);
    expect(after.every((o) => o.status === 201)).toBe(true);
    expect([...acknowledged].filter((e) => !rows.has(e))).toEqual([]);
    expect(refused.filter((e) => rows.has(e))).toEqual([]);
    record({
      section: 'faults',
      what: 'SQLite held by BEGIN EXCLUSIVE in another process for 10 s',
      measured: `/healthz ≤ ${worstHealth.toFixed(0)} ms, admin list ≤ ${worstRead.toFixed(0)} ms; ${during.length} writes 503 in ≤ ${worstWrite.toFixed(0)} ms; all 201 after; ${acknowledged.size} 201s = rows`,
      target: 'reads < 100 ms, writes 503 < 2 s, 0 lost',
      pass: true,
    });
  });
});
