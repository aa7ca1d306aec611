/**
 * Test databases: a fresh SQLite file per server by default, or — when TEST_DATABASE_URL is set —
 * a fresh PostgreSQL database per server, created on that cluster and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
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

export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
