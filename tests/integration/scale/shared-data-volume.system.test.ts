/**
 * Servers sharing one DATA_DIR (compose's server-data volume): each keeps its uploads in flight in a
 * folder of its own, and no starting server removes the folder of one that is alive, however long
 * that one has seen no upload. A server whose folder was removed anyway recreates it; one that cannot
 * write there says so on /healthz instead of failing uploads silently.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, pdfBytes, teacherApplication } from '../../fixtures/submissions';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { postForm } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';

const spoolRoot = (dataDir: string) => join(dataDir, 'uploads-in-flight');
const folderOf = (server: TestServer) =>
  readdirSync(spoolRoot(server.dataDir)).find((name) => name.endsWith(`-${server.pid}`))!;

/** A resume of about `padding` bytes more: past a few hundred KB its body reaches the server in several reads. */
function upload(server: TestServer, n: number, padding = 0) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...teacherApplication, email: `shared${n}@example.org` }))
    form.append(key, value);
  form.append('resume', blob(pdfBytes(`cv ${n} ${'x'.repeat(padding)}`), 'application/pdf'), 'cv.pdf');
  return postForm(`${server.url}/api/v1/submitteacherapplication`, form);
}

let dataDir: string;
let db: TestDatabase;
const servers: TestServer[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'school-shared-'));
  db = await createTestDatabase(dataDir);
  servers.push(await startServer({ dataDir, db, s3: false }), await startServer({ dataDir, db, s3: false }));
}, 60_000);
afterAll(async () => {
  for (const server of servers) await server.stop();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two servers on one data volume', () => {
  it('a third server starting leaves the folder of one idle for more than the sweep age, and every upload on every server answers 201', async () => {
    const [a, b] = servers;
    expect((await upload(b, 1)).status).toBe(201);
    // a has seen no upload for two hours, as far as its folder's age tells
    const old = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(join(spoolRoot(dataDir), folderOf(a)), old, old);
    servers.push(await startServer({ dataDir, db, s3: false }));
    expect(readdirSync(spoolRoot(dataDir))).toContain(folderOf(a));
    let n = 10;
    for (const server of servers) for (let i = 0; i < 3; i++) expect((await upload(server, n++)).status).toBe(201);
  }, 60_000);

  it('removes only the folders of processes known to be gone', async () => {
    const root = spoolRoot(dataDir);
    const ours = folderOf(servers[0]).slice(0, folderOf(servers[0]).lastIndexOf('-'));
    // a crashed process of this host (a pid that does not run), another host's server whose heartbeat
    // stopped two hours ago, and another host's server that is alive (fresh heartbeat, idle folder)
    for (const name of [`${ours}-999999`, 'other-host-1', 'live-host-1']) {
      mkdirSync(join(root, name));
      writeFileSync(join(root, `${name}.alive`), '');
    }
    const stale = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(join(root, 'other-host-1.alive'), stale, stale);
    utimesSync(join(root, 'live-host-1'), stale, stale); // an idle folder, but its heartbeat is fresh
    servers.push(await startServer({ dataDir, db, s3: false }));
    const left = readdirSync(root);
    expect(left).not.toContain(`${ours}-999999`);
    expect(left).not.toContain('other-host-1');
    expect(left).toContain('live-host-1');
    for (const server of servers) expect(left).toContain(folderOf(server));
  }, 60_000);

  it('recreates its folder when something removed it, and reports on /healthz when it cannot write there', async () => {
    const [a] = servers;
    const folder = join(spoolRoot(dataDir), folderOf(a));
    rmSync(folder, { recursive: true, force: true });
    expect((await upload(a, 100)).status).toBe(201);
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'a file where the folder should be');
    // refused while the body still arrives: the answer goes out early and the process lives on (the file
    // part's stream, destroyed with the parser, once failed with no listener and took the server down)
    for (const padding of [0, 300_000, 300_000]) expect((await upload(a, 101, padding)).status).toBe(503);
    const health = await fetch(`${a.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ uploads: 'down' });
    // the real cause is in the log (written asynchronously: it may reach us after the answers)
    await expect.poll(a.logs, { timeout: 5_000 }).toMatch(/EEXIST|ENOTDIR/);
    rmSync(folder, { force: true });
    // the failed probe round is reused for HEALTH_PROBE_INTERVAL_MS (2 s): healthy again within it
    const healed = Date.now();
    while ((await fetch(`${a.url}/healthz`)).status !== 200) {
      expect(Date.now() - healed).toBeLessThan(2000 + 2000);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await upload(a, 102)).status).toBe(201);
  }, 60_000);
});
