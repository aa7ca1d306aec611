/**
 * The text `q` searches in a submission, as one SQL expression over its columns
 * (docs/requirements.md#search). The PostgreSQL index is built on exactly this expression and the
 * list query repeats it, so both come from here; SQLite's FTS5 triggers store the same text.
 */
export function searchDocument(columns: readonly string[], prefix = ''): string {
  return `(${columns.map((column) => `coalesce(${prefix}${column}, '')`).join(" || ' ' || ")})`;
}

/** The SQLite FTS5 table that indexes a submission table. */
export const searchTable = (table: string) => `${table}_search`;
