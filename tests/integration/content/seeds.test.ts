/**
 * Seeds (server/src/db/seeds.ts): the starter content is data, not schema. A new install gets it once, after its
 * migrations; an install made when the content migrations still published it keeps what it has and is not seeded
 * twice; a school that deleted the starter content does not see it come back at the next start; a seed that fails
 * leaves neither rows nor its record, and the next start applies it whole.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataSource, migrate } from '../../../server/src/db/data-source';
import { migrations } from '../../../server/src/db/migrations';
import { Seeds1767000000000 } from '../../../server/src/db/migrations/1767000000000-seeds';
import { applySeeds, type Seed } from '../../../server/src/db/seeds';
import { starterContent } from '../../../server/src/modules/content/starter-content.seed';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

const open: { dataDir: string; db: TestDatabase; sources: DataSource[] }[] = [];

/** An empty database of the suite's kind, and a way to open it with some (or all) of the migrations. */
async function emptyDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-seeds-'));
  const db = await createTestDatabase(dataDir);
  const entry = { dataDir, db, sources: [] as DataSource[] };
  open.push(entry);
  const settings = { dataDir, databaseUrl: db.env.DATABASE_URL ?? null };
  return async (options: { migrationsBefore?: (typeof migrations)[number] } = {}) => {
    const base = createDataSource(settings).options;
    const upTo = options.migrationsBefore ? migrations.indexOf(options.migrationsBefore) : migrations.length;
    const dataSource = new DataSource({ ...base, migrations: migrations.slice(0, upTo) });
    await dataSource.initialize();
    entry.sources.push(dataSource);
    return dataSource;
  };
}

afterEach(async () => {
  for (const { dataDir, db, sources } of open.splice(0)) {
    for (const source of sources) if (source.isInitialized) await source.destroy();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const count = async (dataSource: DataSource, table: string) =>
  Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

const contentCounts = async (dataSource: DataSource) => ({
  blogPosts: await count(dataSource, 'blog_posts'),
  courses: await count(dataSource, 'courses'),
  testimonials: await count(dataSource, 'testimonials'),
  risingStars: await count(dataSource, 'rising_stars'),
  homeCounters: await count(dataSource, 'home_counters'),
  faqs: await count(dataSource, 'faqs'),
  school: await count(dataSource, 'school_details'),
  versions: await count(dataSource, 'content_versions'),
});

const STARTER = {
  blogPosts: 5,
  courses: 5,
  testimonials: 9,
  risingStars: 3,
  homeCounters: 3,
  faqs: 5,
  school: 1,
  versions: 30,
};

describe('the starter content', () => {
  it('a new install: the migrations create tables only, then the seed publishes the starter content once', async () => {
    const openDatabase = await emptyDatabase();
    const schemaOnly = await openDatabase();
    await schemaOnly.runMigrations({ transaction: 'all' });
    expect(await contentCounts(schemaOnly)).toEqual(zero(STARTER));
    await schemaOnly.destroy();

    const dataSource = await openDatabase();
    expect(await migrate(dataSource)).toEqual(['seed starter-content']);
    expect(await contentCounts(dataSource)).toEqual(STARTER);
    const guitar = await dataSource.query(
      `SELECT body, published FROM blog_posts WHERE title = 'Three chords, a hundred songs'`,
    );
    expect(guitar[0].body).toMatch(/^<p>Most of the songs you hum every day rest on three chords\./);
    expect(Boolean(guitar[0].published)).toBe(true);
    const firstVersions = await dataSource.query(`SELECT DISTINCT saved_by FROM content_versions`);
    expect(firstVersions).toEqual([{ saved_by: 'seed' }]);

    // the next start applies nothing, and a school that deleted the starter posts does not get them back
    await dataSource.query(`DELETE FROM blog_posts`);
    expect(await migrate(dataSource)).toEqual([]);
    expect(await count(dataSource, 'blog_posts')).toBe(0);
  });

  it('an install seeded by the old content migrations is recorded as seeded, not seeded again', async () => {
    const openDatabase = await emptyDatabase();
    const old = await openDatabase({ migrationsBefore: Seeds1767000000000 });
    await old.runMigrations({ transaction: 'all' });
    // what the content migrations wrote then: the same items (the seed's own statements, without its record)
    await old.transaction((manager) => starterContent.run(manager, new Date()));
    await old.destroy();

    const dataSource = await openDatabase();
    expect(await migrate(dataSource)).toEqual(['Seeds1767000000000']);
    expect(await contentCounts(dataSource)).toEqual(STARTER);
    expect((await dataSource.query(`SELECT name FROM seeds`)).map((row: { name: string }) => row.name)).toEqual([
      'starter-content',
    ]);
  });

  it('a seed that fails leaves no rows and no record; the next start applies it whole', async () => {
    const openDatabase = await emptyDatabase();
    const dataSource = await openDatabase();
    await dataSource.runMigrations({ transaction: 'all' });
    const failing: Seed = {
      name: starterContent.name,
      async run(manager, at) {
        await starterContent.run(manager, at);
        throw new Error('the disk filled up half-way');
      },
    };
    await expect(applySeeds(dataSource, [failing])).rejects.toThrow('the disk filled up half-way');
    expect(await contentCounts(dataSource)).toEqual(zero(STARTER));
    expect(await count(dataSource, 'seeds')).toBe(0);

    expect(await applySeeds(dataSource)).toEqual(['starter-content']);
    expect(await contentCounts(dataSource)).toEqual(STARTER);
  });
});

function zero<T extends object>(counts: T): T {
  return Object.fromEntries(Object.keys(counts).map((key) => [key, 0])) as T;
}
