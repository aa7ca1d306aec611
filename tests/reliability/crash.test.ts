/**
 * Durability: a burst of submissions from 50 concurrent clients, the server killed with SIGKILL in
 * the middle of it, then started again on the same data. Every submission that was answered 201
 * must be there; nothing answered 201 may be lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessage } from '../fixtures/submissions';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { spawnServer } from '../helpers/server';
import { record, scale } from './report';

let dataDir: string;
let db: TestDatabase;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'school-crash-'));
  db = await createTestDatabase(dataDir);
});
afterAll(async () => {
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function burst(url: string, clients: number, until: () => boolean, acknowledged: string[]): Promise<number> {
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (!until()) {
        sent++;
        try {
          const response = await fetch(`${url}/api/v1/submitcontact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...contactMessage, message: `burst from client ${client}` }),
          });
          if (response.status === 201) acknowledged.push((await response.json()).id);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return sent;
}

describe('kill -9 in the middle of a burst', () => {
  it('loses no submission that was answered 201', async () => {
    const rounds = scale(1, 3);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, ...db.env };
    let acknowledgedTotal = 0;
    let lostTotal = 0;
    for (let round = 0; round < rounds; round++) {
      const server = await spawnServer(env, port);
      const acknowledged: string[] = [];
      const started = Date.now();
      let killed = false;
      const sending = burst(server.url, 50, () => killed, acknowledged);
      // mid-burst: once some answers are out (more each round), with 50 clients' writes still in flight
      await vi.waitFor(
        () => {
          if (acknowledged.length < 50 + round * 40) throw new Error(`${acknowledged.length} acknowledged so far`);
        },
        { timeout: 20_000, interval: 10 },
      );
      await server.kill('SIGKILL');
      killed = true;
      await sending;
      expect(Date.now() - started).toBeLessThan(30_000);
      const restarted = await spawnServer(env, port);
      const stored = new Set((await db.query<{ id: string }>('SELECT id FROM contact_messages')).map((r) => r.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      acknowledgedTotal += acknowledged.length;
      lostTotal += lost.length;
      await restarted.kill();
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(lost).toEqual([]);
    }
    record({
      section: 'crash',
      what: `SIGKILL during a 50-client burst, ${rounds} round(s), ${onPostgres ? 'PostgreSQL' : 'SQLite'}`,
      measured: `${acknowledgedTotal} acknowledged, ${acknowledgedTotal - lostTotal} stored, ${lostTotal} lost`,
      target: '0 lost',
      pass: lostTotal === 0,
    });
  });
});
