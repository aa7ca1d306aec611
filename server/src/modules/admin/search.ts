/**
 * The text search `q` of the dashboard's lists (docs/requirements.md#search): a case-insensitive
 * substring of the kind's searched columns, or the email or name of the staff account it is
 * assigned to. Submission kinds are served by an index at 100k rows: on PostgreSQL a pg_trgm GIN
 * index on the searched text, on SQLite an FTS5 trigram table (for three characters or more; the
 * trigram index cannot serve a shorter text, which falls back to LIKE). The SQLite index takes new
 * rows a moment after they arrive (db/search-indexer.ts): the rows past its last rowid are matched
 * with LIKE, so a search never misses one.
 */
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { searchDocument, searchTable } from '../../db/search-document';
import { indexedUpTo } from '../../db/search-indexer';
import type { KindDefinition } from '../kinds/kind-definition';

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

/** The index of a submission kind's text (its table and searched columns); null for other kinds. */
export function searchIndexOf(kind: KindDefinition, dataSource: DataSource): SearchIndex | null {
  if (kind.spec.notify === null) return null;
  const meta = dataSource.getMetadata(kind.entity);
  return {
    table: meta.tableName,
    columns: kind.spec.search.map((p) => meta.findColumnWithPropertyName(p)!.databaseName),
  };
}

const ASSIGNED = 'assignee_id IN (:...qStaffIds)';

/**
 * SQLite with the index: one `rowid IN (…)` of the matching rowids (indexed rows through FTS5, rows not
 * indexed yet by LIKE over the short rowid range past the index, rows assigned to a matching account),
 * so the rows are found by rowid. An OR of these conditions on the list's own row would make SQLite
 * walk every row in list order and test each.
 */
function sqliteIndexed(index: SearchIndex, assigned: boolean): string {
  const fts = searchTable(index.table);
  const like = index.columns.map((column) => `${column} LIKE :q ESCAPE '\\'`).join(' OR ');
  const parts = [
    `SELECT rowid FROM ${fts} WHERE ${fts} MATCH :qPhrase`,
    `SELECT rowid FROM ${index.table} WHERE rowid > ${indexedUpTo(index.table)} AND (${like})`,
    ...(assigned ? [`SELECT rowid FROM ${index.table} WHERE ${ASSIGNED}`] : []),
  ];
  return `t.rowid IN (${parts.join(' UNION ')})`;
}

function condition(index: SearchIndex | null, properties: string[], q: string, pg: boolean, assigned: boolean) {
  const or = assigned ? ` OR t.${ASSIGNED}` : '';
  if (index && pg) return `${searchDocument(index.columns, 't.')} ILIKE :q${or}`;
  if (index && [...q].length >= 3) return sqliteIndexed(index, assigned);
  return `${properties.map((p) => `t.${p} ${pg ? 'ILIKE' : 'LIKE'} :q ESCAPE '\\'`).join(' OR ')}${or}`;
}

export function applySearch<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  search: { properties: string[]; index: SearchIndex | null },
  terms: SearchTerms,
  pg: boolean,
): void {
  const { q, staffIds } = terms;
  const assigned = staffIds.length > 0;
  qb.andWhere(`(${condition(search.index, search.properties, q, pg, assigned)})`, {
    q: likePattern(q),
    qPhrase: ftsPhrase(q),
    ...(assigned ? { qStaffIds: staffIds } : {}),
  });
}
