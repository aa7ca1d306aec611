/**
 * Migration 1764600000000 over a database that already holds submissions from one person typed three
 * ways (docs/requirements.md#people): the migration links them, and the person query finds them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDataSource, migrate } from '../../../server/src/db/data-source';
import { migrations } from '../../../server/src/db/migrations';
import { People1764600000000 } from '../../../server/src/db/migrations/1764600000000-people';
import { kinds } from '../../../server/src/modules/kinds/registry';
import { PeopleService } from '../../../server/src/modules/people/people.service';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

let dataDir: string;
let db: TestDatabase;
let dataSource: DataSource;

const id = (n: number) => `a0000000-0000-4000-8000-00000000000${n}`;
const TRIALS: [string, string][] = [
  [id(1), 'Asha@Example.org '],
  [id(2), 'asha@example.org'],
  [id(3), 'jos\u00e9@example.org'],
];

/** Runs the migrations before this one, writes rows as the old server did, then migrates to the latest. */
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'school-people-migration-'));
  db = await createTestDatabase(dataDir);
  const settings = { dataDir, databaseUrl: db.env.DATABASE_URL ?? null };
  const before = migrations.indexOf(People1764600000000);
  const old = new DataSource({ ...createDataSource(settings).options, migrations: migrations.slice(0, before) });
  await old.initialize();
  await old.runMigrations({ transaction: 'all' });
  const $ = (n: number) =>
    Array.from({ length: n }, (_, i) => (old.options.type === 'postgres' ? `$${i + 1}` : '?')).join(', ');
  for (const [rowId, email] of TRIALS)
    await old.query(`INSERT INTO trial_requests (id, name, email, gender, category) VALUES (${$(5)})`, [
      rowId,
      'Old Request',
      email,
      'female',
      'piano',
    ]);
  await old.query(`INSERT INTO contact_messages (id, name, email, message) VALUES (${$(4)})`, [
    id(4),
    'José',
    'jose\u0301@EXAMPLE.org',
    'Hello',
  ]);
  await old.destroy();
  dataSource = createDataSource(settings);
  await dataSource.initialize();
  await migrate(dataSource);
}, 60_000);

afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('links the rows already there to their person', async () => {
  const people = new PeopleService(dataSource, kinds);
  const asha = await people.person('asha@example.org', 'admin');
  expect(asha?.submissions.map((row) => row.id).sort()).toEqual([id(1), id(2)]);
  const jose = await people.person('JOSÉ@example.org', 'admin');
  expect(jose?.email).toBe('jos\u00e9@example.org');
  expect(jose?.submissions.map((row) => row.id).sort()).toEqual([id(3), id(4)]);
});

it('keeps the person key indexed on each table', async () => {
  const pg = dataSource.options.type === 'postgres';
  for (const table of ['trial_requests', 'contact_messages', 'teacher_applications']) {
    const rows = await dataSource.query<{ name: string }[]>(
      pg
        ? `SELECT indexname AS name FROM pg_indexes WHERE tablename = '${table}'`
        : `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = '${table}'`,
    );
    expect(rows.map((row) => row.name)).toContain(`idx_${table}_person_key`);
  }
});
