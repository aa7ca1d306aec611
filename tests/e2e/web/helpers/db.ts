import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inject } from 'vitest';

interface ReadOnlyDb {
  prepare(sql: string): { all(): unknown[] };
  close(): void;
}
type DatabaseConstructor = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => ReadOnlyDb;

// better-sqlite3 (the server's driver) ships no types; only this tiny surface is used.
const Database = createRequire(import.meta.url)('better-sqlite3') as DatabaseConstructor;

/** Rows the server stored, read straight from its SQLite file (read-only). */
export function rows(
  table: 'contact_messages' | 'trial_requests' | 'teacher_applications' | 'page_views',
): Record<string, unknown>[] {
  const db = new Database(join(inject('dataDir'), 'school.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** Polls until a row of `table` has a column equal to `value`. */
export async function waitForRow(table: Parameters<typeof rows>[0], column: string, value: unknown) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = rows(table).find((row) => row[column] === value);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${table} row with ${column}=${String(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
