/**
 * Lists the API answers whole (adminUsers, teachers, replyTemplates: a school has a handful): react-admin's sorting
 * and paging happen here, the same way for each.
 */
import type { GetListParams, Identifier } from 'react-admin';

/** A column's value as it sorts: false before true, a missing value first, arrays by their first item. */
function sortValue<Row>(row: Row, field: string): string | number {
  const raw: unknown = row[field as keyof Row];
  const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof value === 'boolean') return Number(value);
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

export function compare<Row>(field: string, order: string) {
  const sign = order === 'ASC' ? 1 : -1;
  return (a: Row, b: Row) => {
    const x = sortValue(a, field);
    const y = sortValue(b, field);
    return x < y ? -sign : x > y ? sign : 0;
  };
}

/** One sorted page of the rows (already filtered), as react-admin's getList answers it. */
export function pageOf<Row>(rows: readonly Row[], params: Partial<GetListParams>, defaultSort: string) {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const sorted = [...rows].sort(compare<Row>(params.sort?.field || defaultSort, params.sort?.order || 'ASC'));
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

/** What the data provider asks of such a list's module (users-data.ts, teachers-data.ts). */
export interface WholeList {
  getAll(): Promise<{ id: string }[]>;
  getList(params: Partial<GetListParams>): Promise<{ data: { id: string }[]; total: number }>;
  create(data: Record<string, unknown>): Promise<{ id: string }>;
  update(id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>): Promise<{ id: string }>;
  /** Deletes one row, when the list allows it (reply templates). */
  remove?(id: Identifier): Promise<void>;
}
