/**
 * The SQLite connection TypeORM opened, typed with better-sqlite3's own types: the one place that reaches into
 * TypeORM's driver. The group commit (row-writer.ts), the few-statement transactions (atomic.ts), the rate
 * limiter's counter, the search indexer and the checkpointer use it for synchronous, prepared statements.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';

export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;

/** The connection of a SQLite data source (a programming error on PostgreSQL). */
export function sqliteConnection(dataSource: DataSource): SqliteConnection {
  const { driver } = dataSource;
  if (!(driver instanceof BetterSqlite3Driver)) throw new Error(`not a SQLite data source: ${dataSource.options.type}`);
  // a public member of TypeORM's driver (typeorm/driver/… is in its package exports), declared `any` there
  return driver.databaseConnection as SqliteConnection;
}
