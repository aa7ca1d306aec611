/**
 * The text search `q` of the dashboard's lists (docs/requirements.md#search): a case-insensitive
 * substring of the kind's searched columns, or the email or name of the staff account it is
 * assigned to. Submission kinds are served by an index at 100k rows: on PostgreSQL a pg_trgm GIN
 * index on the searched text, on SQLite an FTS5 trigram table (for three characters or more; the
 * trigram index cannot serve a shorter text, which falls back to LIKE).
 */
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { searchDocument, searchTable } from '../../db/search-document';

export interface SearchIndex {
  /** The kind's table. */
  table: string;
  /** The searched columns' database names, in the order the index's expression lists them. */
  columns: string[];
}

/** What `q` finds in one list, besides the rows' own text. */
export interface SearchTerms {
  q: string;
  /** Staff accounts whose email or name contains q: their assignments match too. */
  staffIds: readonly string[];
}

export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An FTS5 query matching q as one phrase, i.e. (with the trigram tokenizer) as a substring. */
const ftsPhrase = (q: string) => `"${q.replace(/"/g, '""')}"`;

function ownText(index: SearchIndex | null, properties: string[], q: string, pg: boolean): string {
  if (index && pg) return `${searchDocument(index.columns, 't.')} ILIKE :q`;
  if (index && [...q].length >= 3) {
    const fts = searchTable(index.table);
    return `t.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH :qPhrase)`;
  }
  return properties.map((p) => `t.${p} ${pg ? 'ILIKE' : 'LIKE'} :q ESCAPE '\\'`).join(' OR ');
}

export function applySearch<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  search: { properties: string[]; index: SearchIndex | null },
  terms: SearchTerms,
  pg: boolean,
): void {
  const { q, staffIds } = terms;
  const assigned = staffIds.length > 0 ? ' OR t.assignee_id IN (:...qStaffIds)' : '';
  qb.andWhere(`(${ownText(search.index, search.properties, q, pg)}${assigned})`, {
    q: likePattern(q),
    qPhrase: ftsPhrase(q),
    ...(assigned ? { qStaffIds: staffIds } : {}),
  });
}
