/**
 * Statements are written once, with `?` placeholders (SQLite's); PostgreSQL wants them numbered ($1, $2, …). The
 * text is read as the database reads it, so a `?` inside a string literal ('…', quotes doubled), a quoted name ("…")
 * or a comment (-- … and /* … *\/) stays as written: only real placeholders are numbered.
 */
import type { DataSource } from 'typeorm';

/** Where the quoted run or comment that starts at `at` ends (the index after it). */
function skipped(sql: string, at: number): number {
  const c = sql[at];
  if (c === "'" || c === '"') {
    let i = at + 1;
    while (i < sql.length) {
      if (sql[i] === c) {
        if (sql[i + 1] !== c) return i + 1;
        i += 2; // a doubled quote stands for one
      } else i++;
    }
    return sql.length;
  }
  if (c === '-' && sql[at + 1] === '-') {
    const end = sql.indexOf('\n', at);
    return end < 0 ? sql.length : end;
  }
  if (c === '/' && sql[at + 1] === '*') {
    const end = sql.indexOf('*/', at + 2);
    return end < 0 ? sql.length : end + 2;
  }
  return at;
}

/** Statements already numbered: most are fixed text run on every request (the rate limiter's, the row writer's). */
const done = new Map<string, string>();
const DONE_KEPT = 1_000;

/** The statement with its `?` placeholders numbered for PostgreSQL. */
export function numbered(sql: string): string {
  const found = done.get(sql);
  if (found !== undefined) return found;
  const out = number(sql);
  if (done.size >= DONE_KEPT) done.delete(done.keys().next().value!);
  done.set(sql, out);
  return out;
}

function number(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const end = skipped(sql, i);
    if (end > i) {
      out += sql.slice(i, end);
      i = end;
    } else {
      out += sql[i] === '?' ? `$${++n}` : sql[i];
      i++;
    }
  }
  return out;
}

/** The statement as this database takes it: numbered placeholders on PostgreSQL, as written on SQLite. */
export const forDatabase = (dataSource: DataSource, sql: string) =>
  dataSource.options.type === 'postgres' ? numbered(sql) : sql;
