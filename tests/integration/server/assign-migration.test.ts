/**
 * Migration 1764200000000 over a database that already holds trial requests with free-text
 * "handled by" values (docs/requirements.md#assignment), then the search index migration over the
 * same rows (docs/requirements.md#search).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource, migrate } from '../../../server/src/db/data-source';
import { migrations } from '../../../server/src/db/migrations';
import { AssignSubmissions1764200000000 } from '../../../server/src/db/migrations/1764200000000-assign-submissions';
import { applyFilter } from '../../../server/src/modules/admin/list-query';
import { TrialRequest } from '../../../server/src/modules/trial-request/trial-request.entity';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

let dataDir: string;
let db: TestDatabase;
let dataSource: DataSource;

const RAVI = '11111111-1111-4111-8111-111111111111';
const OLD_ROWS: [id: string, handledBy: string | null][] = [
  ['a0000000-0000-4000-8000-000000000001', ' Ravi@School.test '],
  ['a0000000-0000-4000-8000-000000000002', 'ravi@school.test'],
  ['a0000000-0000-4000-8000-000000000003', 'Meera'],
  ['a0000000-0000-4000-8000-000000000004', 'ghost@school.test'],
  ['a0000000-0000-4000-8000-000000000005', null],
];

/** Runs the migrations before this one, writes rows as the old server did, then migrates to the latest. */
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'school-migration-'));
  db = await createTestDatabase(dataDir);
  const settings = { dataDir, databaseUrl: db.env.DATABASE_URL ?? null };
  const before = migrations.indexOf(AssignSubmissions1764200000000);
  const old = new DataSource({ ...createDataSource(settings).options, migrations: migrations.slice(0, before) });
  await old.initialize();
  await old.runMigrations({ transaction: 'all' });
  const pg = old.options.type === 'postgres';
  const $ = (n: number) => Array.from({ length: n }, (_, i) => (pg ? `$${i + 1}` : '?')).join(', ');
  await old.query(`INSERT INTO admin_users (id, email, password_hash, role) VALUES (${$(4)})`, [
    RAVI,
    'ravi@school.test',
    'scrypt$x',
    'admin',
  ]);
  for (const [id, handledBy] of OLD_ROWS) {
    await old.query(
      `INSERT INTO trial_requests (id, name, email, gender, category, handled_by, notes) VALUES (${$(7)})`,
      [id, 'Old Request', 'old@example.org', 'male', 'piano', handledBy, `legacy note ${id.slice(-1)}`],
    );
  }
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

describe('handledBy → assignee migration', () => {
  it("assigns rows whose handled-by is an account's email (any case, spaces around) and keeps other texts", async () => {
    const rows = await dataSource
      .getRepository(TrialRequest)
      .find({ select: { id: true, handledBy: true, assigneeId: true }, order: { id: 'ASC' } });
    expect(rows.map((row) => [row.handledBy, row.assigneeId])).toEqual([
      [null, RAVI],
      [null, RAVI],
      ['Meera', null],
      ['ghost@school.test', null],
      [null, null],
    ]);
  });

  it('indexes the rows that were already there for search', async () => {
    const repo = dataSource.getRepository(TrialRequest);
    const pg = dataSource.options.type === 'postgres';
    const shape = {
      search: ['name', 'email', 'notes', 'handledBy'],
      sortable: ['createdAt'],
      has: { status: true, category: true, spam: true, assignee: true },
      searchIndex: { table: 'trial_requests', columns: ['name', 'email', 'notes', 'handled_by'] },
    };
    const search = (q: string) =>
      applyFilter(repo.createQueryBuilder('t'), shape, { q, qStaffIds: [] }, pg)
        .getMany()
        .then((found) => found.map((row) => row.id));
    expect(await search('legacy note 3')).toEqual([OLD_ROWS[2][0]]);
    expect(await search('ghost@')).toEqual([OLD_ROWS[3][0]]);
  });
});
