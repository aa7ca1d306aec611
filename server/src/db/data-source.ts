import { mkdirSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Env } from '../config/env';
import { isBusy, retryWhileBusy, setBusyBudget } from './database-errors';
import { entities } from './entities';
import { migrations } from './migrations';
import { SearchIndexer, type IndexedTable } from './search-indexer';
import { applySeeds } from './seeds';
import { SqliteCheckpointer } from './sqlite-checkpointer';
import { sqliteConnection } from './sqlite';

type Settings = Pick<Env, 'databaseUrl' | 'dataDir'> &
  Partial<
    Pick<Env, 'databasePoolSize' | 'databaseConnectTimeoutMs' | 'databaseStatementTimeoutMs' | 'databaseBusyWaitMs'>
  >;

export const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
export const DEFAULT_BUSY_WAIT_MS = 1000;
/** The client waits this much longer than statement_timeout, so a slow query is stopped by the server (clean) first. */
const CLIENT_MARGIN_MS = 500;

/**
 * A pg client whose query deadline (query_timeout) also kills the connection. node-postgres rejects a
 * query at its query_timeout but leaves the connection waiting for the answer, so the ROLLBACK queued
 * behind it would wait as long again, and the connection would go back to the pool still stuck. On a
 * silent network (packets dropped) that is every connection of the pool. Destroying the socket fails
 * what is queued on it at once, and the pool drops the client when it is released.
 */
class DeadlineClient extends pg.Client {
  /** The connection's socket, made here through pg's `stream` option so that it can be destroyed. */
  private readonly opened: { socket?: Socket };

  constructor(config: pg.ClientConfig = {}) {
    const opened: { socket?: Socket } = {};
    super({ ...config, stream: () => (opened.socket = new Socket()) });
    this.opened = opened;
    // errors of a destroyed connection reach the queries that were on it; the event itself is expected
    this.on('error', () => undefined);
  }

  query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(undefined, (error: unknown) => {
        if ((error as Error)?.message === 'Query read timeout') this.opened.socket?.destroy();
      });
    }
    return result as never;
  }
}

/**
 * SQLite file under DATA_DIR by default; PostgreSQL when DATABASE_URL says so. Same entities, same migrations.
 *
 * PostgreSQL: each process holds up to DATABASE_POOL_SIZE connections (default 10). Getting a
 * connection (waiting for a free one, or opening one) fails after DATABASE_CONNECT_TIMEOUT_MS; every
 * statement is stopped by the server after DATABASE_STATEMENT_TIMEOUT_MS (statement_timeout), and by
 * the client (which then drops the connection) shortly after, for a server that no longer answers at
 * all. A silent database therefore costs a request a few seconds and a 503, not minutes.
 *
 * SQLite: busy_timeout is 0, because better-sqlite3 waits for a lock on the main thread, which would
 * freeze every request of the process. A statement that finds the database locked by another
 * connection is tried again after short timer waits, for at most DATABASE_BUSY_WAIT_MS in all. Readers
 * are never blocked by a writer (WAL).
 */
export function createDataSource(env: Settings): DataSource {
  const connectTimeoutMs = env.databaseConnectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementTimeoutMs = env.databaseStatementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (env.databaseUrl) {
    return new DataSource({
      type: 'postgres',
      url: env.databaseUrl,
      entities,
      migrations,
      migrationsTransactionMode: 'all',
      extra: {
        Client: DeadlineClient,
        max: env.databasePoolSize ?? 10,
        connectionTimeoutMillis: connectTimeoutMs,
        statement_timeout: statementTimeoutMs,
        // a transaction whose client vanished mid-way does not hold its locks for long
        idle_in_transaction_session_timeout: Math.max(10_000, statementTimeoutMs * 2),
        query_timeout: statementTimeoutMs + CLIENT_MARGIN_MS,
        keepAlive: true,
      },
    });
  }
  mkdirSync(env.dataDir, { recursive: true });
  const dataSource = new DataSource({
    type: 'better-sqlite3',
    database: join(env.dataDir, 'school.db'),
    entities,
    migrations,
    migrationsTransactionMode: 'all',
    enableWAL: true,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 0'); // never wait for a lock on the event loop: see retryWhileBusy
      db.pragma('foreign_keys = ON');
    },
  });
  const budget = env.databaseBusyWaitMs ?? DEFAULT_BUSY_WAIT_MS;
  setBusyBudget(dataSource, budget);
  retryBusyQueries(dataSource, budget);
  return dataSource;
}

/**
 * Every TypeORM statement on SQLite goes through the driver's one query runner: a statement that
 * fails with SQLITE_BUSY is tried again with timer waits (the event loop keeps serving meanwhile).
 * The app runs no TypeORM transaction on SQLite outside migrations, so a statement waiting here is
 * not inside someone else's transaction.
 */
function retryBusyQueries(dataSource: DataSource, budgetMs: number): void {
  // TypeORM's public Driver and QueryRunner interfaces: every query of the data source goes through a runner
  const { driver } = dataSource;
  const create = driver.createQueryRunner.bind(driver);
  const wrapped = new WeakSet<QueryRunner>();
  driver.createQueryRunner = (mode) => {
    const runner = create(mode);
    if (!wrapped.has(runner)) {
      wrapped.add(runner);
      const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
      const retrying = (...args: unknown[]) =>
        query(...args).catch((error: unknown) => {
          if (!isBusy(error)) throw error;
          return retryWhileBusy(() => query(...args), budgetMs, error);
        });
      runner.query = retrying as QueryRunner['query'];
    }
    return runner;
  };
}

const MIGRATION_LOCK = 7_312_604_211;

/** The pending migrations, then the seeds this install has not had (seeds.ts); the names of what ran. */
async function migrateAndSeed(dataSource: DataSource): Promise<string[]> {
  const migrations = (await dataSource.runMigrations({ transaction: 'all' })).map((m) => m.name);
  const seeds = await applySeeds(dataSource);
  return [...migrations, ...seeds.map((name) => `seed ${name}`)];
}

/**
 * Applies pending migrations, then pending seeds. On PostgreSQL an advisory lock keeps two starting instances
 * from racing, and they run on a connection of their own without the statement deadlines (a migration may
 * rightly take long, and waiting for the lock while another instance migrates is expected).
 */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  if (dataSource.options.type !== 'postgres') return migrateAndSeed(dataSource);
  const {
    Client: _client,
    statement_timeout: _statement,
    query_timeout: _query,
    ...extra
  } = (dataSource.options.extra ?? {}) as Record<string, unknown>;
  const migrator = new DataSource({ ...dataSource.options, extra: { ...extra, max: 2 } });
  await migrator.initialize();
  const lock = migrator.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await migrateAndSeed(migrator);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    await migrator.destroy();
  }
}

/** On SQLite, the search indexer of the given tables, started (see search-indexer.ts); nothing on PostgreSQL. */
export function startSearchIndexer(dataSource: DataSource, tables: IndexedTable[]): SearchIndexer | null {
  if (dataSource.options.type === 'postgres') return null;
  const indexer = new SearchIndexer(dataSource, tables);
  indexer.start();
  return indexer;
}

/** On SQLite, a background checkpointer (see sqlite-checkpointer.ts); nothing on PostgreSQL. */
export function startCheckpointer(dataSource: DataSource, env: Pick<Env, 'dataDir'>): SqliteCheckpointer | null {
  if (dataSource.options.type === 'postgres') return null;
  const checkpointer = new SqliteCheckpointer(sqliteConnection(dataSource), join(env.dataDir, 'school.db'));
  checkpointer.start();
  return checkpointer;
}
