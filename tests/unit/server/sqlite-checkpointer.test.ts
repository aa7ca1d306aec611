import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteCheckpointer as FromSource } from '../../../server/src/db/sqlite-checkpointer';

/**
 * The worker thread runs its file as Node finds it: the TypeScript source needs a Node that strips types
 * (24, what CI and the image run); on an older Node the compiled class and
 * worker in server/dist are tested instead (npm test builds before it runs the suites).
 */
const stripsTypes = Boolean((process.features as { typescript?: unknown }).typescript);
const SqliteCheckpointer: typeof FromSource = stripsTypes
  ? FromSource
  : (
      createRequire(__filename)('../../../server/dist/db/sqlite-checkpointer.js') as {
        SqliteCheckpointer: typeof FromSource;
      }
    ).SqliteCheckpointer;

interface Db {
  pragma(sql: string, options?: { simple: boolean }): unknown;
  exec(sql: string): void;
  close(): void;
}
const Database = createRequire(join(__dirname, '../../../server/package.json'))('better-sqlite3') as new (
  file: string,
) => Db;

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`SqliteCheckpointer (the worker file, run from its ${stripsTypes ? 'TypeScript source' : 'compiled file'})`, () => {
  it('copies the WAL into the database file from its own thread, and stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
    dirs.push(dir);
    const file = join(dir, 'test.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    const checkpointer = new SqliteCheckpointer(db, file, 20);
    checkpointer.start();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = statSync(file).size;
    db.exec(
      'CREATE TABLE t (v TEXT); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO t SELECT hex(randomblob(200)) FROM n',
    );
    // the main connection never checkpoints: only the worker can grow the database file
    await until(() => statSync(file).size > before + 400_000);
    await checkpointer.stop();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    db.close();
  });
});
