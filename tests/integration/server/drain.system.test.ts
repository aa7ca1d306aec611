/**
 * The drain on SIGTERM lasts SHUTDOWN_DRAIN_MS (README, Operations): a request still arriving 12 s into a
 * 25 s drain is answered, and the process exits as soon as it has been (not at the deadline). Apollo's
 * fastify integration used to close every connection after 10 s whatever the setting: the request was
 * cut and the process exited at 10 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { spawnServer, type ServerProcess } from '../../helpers/server';

let dataDir: string;
let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'school-drain-'));
  db = await createTestDatabase(dataDir);
  server = await spawnServer({ DATA_DIR: dataDir, ...db.env, SHUTDOWN_DRAIN_MS: '25000' });
}, 60_000);
afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('shutdown drain', () => {
  it('answers a request that completes 12 s into a 25 s drain, then exits at once with 0', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined); // a connection cut by the server: the answer stays empty
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // the request is in flight: its headers and the first bytes of its body are in
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: school\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    const started = performance.now();
    const exited = new Promise<[number | null, number]>((resolve) =>
      server.child.once('exit', (code) => resolve([code, performance.now() - started])),
    );
    server.child.kill('SIGTERM');
    // the scenario itself: the client sends the rest of its body 12 s after the signal
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(server.child.exitCode).toBeNull();
    socket.end(body.slice(5));
    const [code, after] = await exited;
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"__typename":"Query"');
    expect(code).toBe(0);
    expect(after).toBeGreaterThan(12_000);
    expect(after).toBeLessThan(20_000);
  }, 60_000);
});
