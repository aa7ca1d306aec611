/**
 * Test databases: a fresh SQLite file per server by default, or — when TEST_DATABASE_URL is set —
 * a fresh PostgreSQL database per server, created on that cluster and dropped afterwards.
 *
 * On PostgreSQL the migrations and seeds take ~1.3 s a database, and a run creates hundreds: a server's database
 * (`migrated: true`, what buildTestApp and startServer ask for) is a copy of a template migrated once per version
 * of the schema (`school_template_<hash of the migrations, seeds and entities>`), made by the first worker that
 * needs it under an advisory lock. The server still runs its migrations at start and finds none pending. Tests of
 * the migrations themselves ask for an empty database (the default).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { numbered } from '../../server/src/db/dialect';

export interface TestDatabase {
  /** Extra env for the server: DATABASE_URL when on PostgreSQL. */
  env: Record<string, string>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  count(table: string): Promise<number>;
  drop(): Promise<void>;
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverSource = resolve(__dirname, '../../server/src');

/** Every file that decides what a migrated database holds: the migrations, the seeds and the entities. */
function schemaFiles(dir = serverSource): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return schemaFiles(path);
      const inDb = path.startsWith(join(serverSource, 'db'));
      return inDb || /\.entit(y|ies)\.ts$|starter-content/.test(entry.name) ? [path] : [];
    })
    .sort();
}

let templateName: string | null = null;

/** The name of the migrated template of this schema (computed once a process). */
function template(): string {
  if (templateName) return templateName;
  const hash = createHash('sha256');
  for (const file of schemaFiles()) hash.update(file.slice(serverSource.length)).update(readFileSync(file));
  return (templateName = `school_template_${hash.digest('hex').slice(0, 16)}`);
}

const TEMPLATE_LOCK = 7_312_604_299;

/**
 * What the template needs of server/src/db/data-source.ts, imported by its path at run time: a static import would
 * bring the whole server into the type check of every project that includes these helpers (the site's and the
 * dashboard's browser tests), whose settings are not the server's.
 */
interface Migrator {
  createDataSource: (settings: { dataDir: string; databaseUrl: string }) => {
    initialize(): Promise<unknown>;
    destroy(): Promise<void>;
  };
  migrate: (dataSource: unknown) => Promise<string[]>;
}

/** Makes the migrated template unless it exists (one worker at a time; the others wait for it, then copy it). */
async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = template();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const { createDataSource, migrate } = (await import(join(serverSource, 'db/data-source.ts'))) as Migrator;
    const dataSource = createDataSource({ dataDir: '', databaseUrl: url.toString() });
    await dataSource.initialize();
    try {
      await migrate(dataSource);
    } finally {
      await dataSource.destroy();
    }
    // published whole: a worker never copies a half-migrated template
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

export interface TestDatabaseOptions {
  /** On PostgreSQL, start from a copy of the migrated and seeded template; false (default): an empty database. */
  migrated?: boolean;
}

export async function createTestDatabase(dataDir: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    let db: Database.Database | null = null;
    const open = () => (db ??= new Database(join(dataDir, 'school.db'), { readonly: true, fileMustExist: true }));
    const query = async <T>(sql: string, params: unknown[] = []) =>
      open()
        .prepare(sql)
        .all(...params) as T[];
    return {
      env: {},
      query,
      count: async (table) => Number((await query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n),
      drop: async () => void db?.close(),
    };
  }
  const name = `school_test_${randomBytes(6).toString('hex')}`;
  const from = options.migrated ? ` TEMPLATE ${await ensureTemplate(adminUrl)}` : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${from}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await client.query(numbered(sql), params)).rows as T[];
  return {
    env: { DATABASE_URL: url.toString() },
    query,
    count: async (table) => Number((await query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n),
    drop: async () => {
      await client.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
