import Database from 'better-sqlite3';
import { join } from 'node:path';
import { inject } from 'vitest';

/** Rows the server stored, read straight from its SQLite file (read-only). */
export function rows(table: 'contact_messages' | 'trial_requests' | 'teacher_applications' | 'page_views'): Record<string, unknown>[] {
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
