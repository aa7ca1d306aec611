import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { Env } from '../config/env';
import { entities } from './entities';
import { migrations } from './migrations';
import { SqliteCheckpointer } from './sqlite-checkpointer';

/**
 * SQLite file under DATA_DIR by default; PostgreSQL when DATABASE_URL says so. Same entities, same migrations.
 * On PostgreSQL each process holds up to DATABASE_POOL_SIZE connections (default 10).
 */
export function createDataSource(env: Pick<Env, 'databaseUrl' | 'dataDir'> & Partial<Pick<Env, 'databasePoolSize'>>): DataSource {
  if (env.databaseUrl) {
    return new DataSource({
      type: 'postgres', url: env.databaseUrl, entities, migrations,
      migrationsTransactionMode: 'all', extra: { max: env.databasePoolSize ?? 10, connectionTimeoutMillis: 5000 },
    });
  }
  mkdirSync(env.dataDir, { recursive: true });
  return new DataSource({
    type: 'better-sqlite3',
    database: join(env.dataDir, 'school.db'),
    entities, migrations, migrationsTransactionMode: 'all',
    enableWAL: true,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 1000'); // a locked database fails fast (503) instead of stalling every request
      db.pragma('foreign_keys = ON');
    },
  });
}

const MIGRATION_LOCK = 7_312_604_211;

/** Applies pending migrations. On PostgreSQL an advisory lock keeps two starting instances from racing. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  if (dataSource.options.type !== 'postgres') return (await dataSource.runMigrations({ transaction: 'all' })).map((m) => m.name);
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return (await dataSource.runMigrations({ transaction: 'all' })).map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}

/** On SQLite, a background checkpointer (see sqlite-checkpointer.ts); nothing on PostgreSQL. */
export function startCheckpointer(dataSource: DataSource, env: Pick<Env, 'dataDir'>): SqliteCheckpointer | null {
  if (dataSource.options.type === 'postgres') return null;
  const main = (dataSource.driver as unknown as { databaseConnection: ConstructorParameters<typeof SqliteCheckpointer>[0] }).databaseConnection;
  const checkpointer = new SqliteCheckpointer(main, join(env.dataDir, 'school.db'));
  checkpointer.start();
  return checkpointer;
}
