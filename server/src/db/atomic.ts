/**
 * A few statements as one transaction on either database, for writes that must land together (a
 * booking and its request's status). SQLite: better-sqlite3's synchronous transaction on the one
 * connection, so concurrent callers in this process never interleave (TypeORM's transaction on a
 * shared SQLite connection would); a lock held by another process is waited for off the event loop.
 * PostgreSQL: one pooled connection's transaction. Statements use `?` placeholders; values are
 * numbers, strings, booleans, null or Dates (stored as each driver stores a Date column).
 */
import type { DataSource } from 'typeorm';
import { busyBudgetOf, isBusy, isUniqueViolation, retryWhileBusy } from './database-errors';
import { isClaimCollision, RequestInProgressError, takeClaim } from './request-claim';
import { sqliteConnection } from './sqlite';
import { numbered } from './dialect';

export interface Statement {
  sql: string;
  params: readonly (string | number | boolean | null | Date)[];
  /** The statement must change a row, or the whole transaction is undone (NothingChanged). */
  mustChange?: boolean;
}

/** A mustChange statement changed nothing: the row was not as the caller read it; nothing was written. */
/** `(?, ?, ?)`: an IN list of `count` placeholders. */
export const placeholders = (count: number) => `(${Array.from({ length: count }, () => '?').join(', ')})`;

/** Text matched literally by `LIKE ? ESCAPE '\\'`: its %, _ and backslashes escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class NothingChanged extends Error {
  constructor(readonly sql: string) {
    super('the row changed meanwhile; nothing was written');
  }
}

function check(statement: Statement, changes: number): number {
  if (statement.mustChange && changes === 0) throw new NothingChanged(statement.sql);
  return changes;
}

/** TypeORM's SQLite datetime text: UTC "YYYY-MM-DD HH:MM:SS.SSS". */
export const sqliteTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** A raw datetime read back: a Date from PostgreSQL, that UTC text from SQLite. */
export const asDate = (value: Date | string) =>
  value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);

/**
 * Runs the statements in one transaction; answers each one's count of changed rows. A request sent with an
 * Idempotency-Key has its key's row written by its first transaction, in it (db/request-claim.ts).
 */
export async function atomically(dataSource: DataSource, statements: readonly Statement[]): Promise<number[]> {
  const claim = takeClaim();
  if (!claim) return transaction(dataSource, statements);
  try {
    const changed = await transaction(dataSource, [claim.statement!, ...statements]);
    claim.claimed = true;
    return changed.slice(1);
  } catch (error) {
    if (isUniqueViolation(error) && isClaimCollision(error)) {
      claim.collided = true;
      throw new RequestInProgressError();
    }
    throw error;
  }
}

async function transaction(dataSource: DataSource, statements: readonly Statement[]): Promise<number[]> {
  if (dataSource.options.type === 'postgres') {
    return dataSource.transaction(async (manager) => {
      const changed: number[] = [];
      for (const statement of statements) {
        const result = await manager.queryRunner!.query(numbered(statement.sql), [...statement.params], true);
        changed.push(check(statement, result.affected ?? 0));
      }
      return changed;
    });
  }
  const db = sqliteConnection(dataSource);
  const run = () => {
    const changed: number[] = [];
    db.transaction(() => {
      for (const statement of statements) {
        const values = statement.params.map((value) =>
          value instanceof Date ? sqliteTime(value) : typeof value === 'boolean' ? Number(value) : value,
        );
        changed.push(check(statement, db.prepare(statement.sql).run(...values).changes));
      }
    })();
    return changed;
  };
  try {
    return run();
  } catch (error) {
    if (!isBusy(error)) throw error;
    return retryWhileBusy(run, busyBudgetOf(dataSource), error);
  }
}
