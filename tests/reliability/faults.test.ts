/**
 * Faults: object storage down, the database locked (SQLite) or unreachable (PostgreSQL, through a
 * proxy the test cuts). Each must fail fast with a clear 503, write nothing half-way, show in
 * /healthz, and heal by itself when the fault goes away — without restarting the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessage, CREATE_CONTACT, pdfBytes, teacherApplication } from '../fixtures/submissions';
import { createTestDatabase, onPostgres } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { spawnServer, startS3Store, type ServerProcess } from '../helpers/server';
import { record } from './report';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}

const health = (server: ServerProcess) => fetch(`${server.url}/healthz`).then((r) => r.status);
const submitContact = (server: ServerProcess) =>
  fetch(`${server.url}/api/v1/submitcontact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactMessage),
  });
/** The same submission through GraphQL: a database fault is HTTP 503 with Retry-After there too. */
async function expectGraphQL503(server: ServerProcess) {
  const answer = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: CREATE_CONTACT, variables: { input: contactMessage } }),
  });
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect((await answer.json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
}
function submitApplication(server: ServerProcess) {
  const form = new FormData();
  for (const [k, v] of Object.entries(teacherApplication)) form.append(k, v);
  form.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
  return fetch(`${server.url}/api/v1/submitteacherapplication`, { method: 'POST', body: form });
}

async function serverWith(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-fault-'));
  const db = await createTestDatabase(dataDir);
  const server = await spawnServer({ DATA_DIR: dataDir, ...db.env, ...env });
  cleanups.push(async () => {
    await server.kill();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { server, db, dataDir };
}

describe('object storage goes down and comes back', () => {
  it('fails fast with 503, stores no row, reports 503, and recovers by itself', async () => {
    const storeDir = mkdtempSync(join(tmpdir(), 'school-store-'));
    let store = await startS3Store(storeDir);
    cleanups.push(async () => {
      await store.stop();
      rmSync(storeDir, { recursive: true, force: true });
    });
    const { server, db } = await serverWith(store.env);
    expect((await submitApplication(server)).status).toBe(201);

    await store.stop('SIGKILL');
    const started = Date.now();
    const failed = await submitApplication(server);
    const failMs = Date.now() - started;
    expect(failed.status).toBe(503);
    expect((await failed.json()).message).toMatch(/storage/i);
    expect(await db.count('teacher_applications')).toBe(1);
    expect(await health(server)).toBe(503);
    expect((await submitContact(server)).status).toBe(201); // the rest of the site keeps working

    store = await startS3Store(storeDir, store);
    const healMs = await until(async () => (await health(server)) === 200, 15_000);
    expect((await submitApplication(server)).status).toBe(201);
    record({
      section: 'faults',
      what: 'storage down → up (resume upload)',
      measured: `503 in ${failMs} ms, 0 rows; healthy again ${healMs} ms after restore`,
      target: '503 fast, 0 rows, recovers without restart',
      pass: failMs < 5000,
    });
  });
});

describe.skipIf(onPostgres)('the SQLite database is locked by another process', () => {
  it('fails fast with 503, writes nothing, reports 503, and recovers when the lock goes', async () => {
    const { server, db, dataDir } = await serverWith({ MINIO_ENDPOINT: '' });
    expect((await submitContact(server)).status).toBe(201);
    const locker = new Database(join(dataDir, 'school.db'));
    locker.pragma('busy_timeout = 0');
    locker.exec('BEGIN EXCLUSIVE');
    const started = Date.now();
    const failed = await submitContact(server);
    const failMs = Date.now() - started;
    expect(failed.status).toBe(503);
    expect(failMs).toBeLessThan(2000); // the lock is waited for with timers, up to DATABASE_BUSY_WAIT_MS (1 s)
    expect((await failed.json()).message).toMatch(/database/i);
    expect(failed.headers.get('retry-after')).toBe('5');
    await expectGraphQL503(server);
    const healthStarted = Date.now();
    expect(await health(server)).toBe(503);
    expect(Date.now() - healthStarted).toBeLessThan(500); // the event loop never waits on the lock
    locker.exec('ROLLBACK');
    locker.close();
    expect((await submitContact(server)).status).toBe(201);
    const healMs = await until(async () => (await health(server)) === 200, 5_000);
    expect(await db.count('contact_messages')).toBe(2);
    record({
      section: 'faults',
      what: 'SQLite locked by another writer → released',
      measured: `503 in ${failMs} ms, 0 rows; healthy ${healMs} ms after release`,
      target: '503 < 2 s, 0 rows, recovers without restart',
      pass: failMs < 2000,
    });
  });
});

/** A TCP proxy in front of PostgreSQL that the test can cut and restore. */
async function startProxy(
  targetPort: number,
): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = () =>
    new Promise<void>((done) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => done());
    });
  await listen();
  const cut = () =>
    new Promise<void>((done) => {
      for (const s of sockets) s.destroy();
      server.close(() => done());
    });
  return { port, cut, restore: listen, close: cut };
}

describe.skipIf(!onPostgres)('PostgreSQL becomes unreachable and comes back', () => {
  it('fails with 503, writes nothing, reports 503, and recovers by itself', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startProxy(Number(url.port || 5432));
    cleanups.push(() => proxy.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'school-fault-'));
    const db = await createTestDatabase(dataDir);
    const proxied = new URL(db.env.DATABASE_URL);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: proxied.toString() });
    cleanups.push(async () => {
      await server.kill();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    expect((await submitContact(server)).status).toBe(201);

    await proxy.cut();
    const started = Date.now();
    const failed = await submitContact(server);
    const failMs = Date.now() - started;
    expect(failed.status).toBe(503);
    expect(failMs).toBeLessThan(5000); // at most the connect timeout (3 s)
    expect(failed.headers.get('retry-after')).toBe('5');
    await expectGraphQL503(server);
    expect(await health(server)).toBe(503);
    await proxy.restore();
    const healMs = await until(async () => (await submitContact(server)).status === 201, 20_000);
    await until(async () => (await health(server)) === 200, 20_000);
    expect(await db.count('contact_messages')).toBe(2);
    record({
      section: 'faults',
      what: 'PostgreSQL unreachable → back',
      measured: `503 in ${failMs} ms, 0 rows; accepting again ${healMs} ms after restore`,
      target: '503 < 5 s, 0 rows, recovers without restart',
      pass: failMs < 5000,
    });
  });
});
