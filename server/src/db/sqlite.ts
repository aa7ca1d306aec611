/**
 * The SQLite connection TypeORM opened, typed with better-sqlite3's own types: the one place that reaches into
 * TypeORM's driver. The group commit (row-writer.ts), the few-statement transactions (atomic.ts), the rate
 * limiter's counter, the search indexer and the checkpointer use it for synchronous, prepared statements.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { DataSource } from 'typeorm';

export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;

/** The connection of a SQLite data source (a programming error on PostgreSQL). */
export function sqliteConnection(dataSource: DataSource): SqliteConnection {
  if (dataSource.options.type !== 'better-sqlite3')
    throw new Error(`not a SQLite data source: ${dataSource.options.type}`);
  // TypeORM's AbstractSqliteDriver declares it `any`
  return (dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
}
