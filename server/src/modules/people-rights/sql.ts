/**
 * Reads with `?` placeholders on either database: PostgreSQL's `$n` numbering and SQLite's way of
 * storing dates and booleans are handled here, as db/atomic.ts does for writes.
 */
import type { DataSource } from 'typeorm';
import { sqliteTime } from '../../db/atomic';
import { numbered } from '../../db/dialect';

export type Param = string | number | boolean | null | Date;

export function select<T>(dataSource: DataSource, sql: string, params: readonly Param[] = []): Promise<T[]> {
  if (dataSource.options.type === 'postgres') {
    return dataSource.query(numbered(sql), [...params]);
  }
  return dataSource.query(
    sql,
    params.map((value) =>
      value instanceof Date ? sqliteTime(value) : typeof value === 'boolean' ? Number(value) : value,
    ),
  );
}

export { placeholders } from '../../db/atomic';

/** Splits a list into pieces of at most `size` (IN lists stay well below both databases' parameter limits). */
export function chunks<T>(items: readonly T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
