/**
 * Filters, text search, sorting and paging shared by every admin list and CSV export. Column names
 * come from a per-resource whitelist, never from the client; values are always bound parameters.
 */
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../../errors';
import { applySearch, type SearchIndex } from './search';

export interface ListFilter {
  q?: string | null;
  status?: string[] | null;
  category?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  spam?: boolean | null;
  /** Status last changed strictly before this instant (docs/requirements.md#workflow-clock). */
  statusChangedBefore?: Date | null;
  /** Assigned to this staff account (docs/requirements.md#assignment). */
  assigneeId?: string | null;
  /** true: assigned to the signed-in user (`viewerId`). */
  mine?: boolean | null;
  /** true: assigned to nobody. */
  unassigned?: boolean | null;
  /** Set by the service, never by a client: the signed-in user, for `mine`. */
  viewerId?: string | null;
  /** Set by the service, never by a client: staff accounts whose email or name contains `q`. */
  qStaffIds?: readonly string[];
}

export type SortDirection = 'ASC' | 'DESC';
export interface ListParamsValue {
  page: number;
  perPage: number;
  sortField: string;
  sortOrder: SortDirection;
}

export const MAX_PER_PAGE = 500;

export interface ListShape {
  /** Property names searched by `q` (case-insensitive substring). */
  search: string[];
  /** Property names the client may sort by. */
  sortable: string[];
  /** Which filter fields this resource has. */
  has: { status: boolean; category: boolean; spam: boolean; assignee?: boolean };
  /** The workflow, in order: sorting by status follows it (docs/requirements.md#triage-statuses). */
  statuses?: readonly string[] | null;
  /** The index serving `q` (submission kinds); absent: LIKE over `search`. */
  searchIndex?: SearchIndex | null;
}

/**
 * What a list orders by for a sort field: the column, or for `status` its position in the workflow
 * (a CASE over the kind's own statuses, constants of its definition; the same SQL on both databases).
 */
export function sortExpression(shape: ListShape, sort: string): string {
  if (sort !== 'status' || !shape.statuses) return `t.${sort}`;
  const cases = shape.statuses.map((status, i) => `WHEN '${status.replace(/'/g, "''")}' THEN ${i}`).join(' ');
  return `CASE t.status ${cases} ELSE ${shape.statuses.length} END`;
}

function applyAssignee<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, f: ListFilter): void {
  if (f.assigneeId) qb.andWhere('t.assignee_id = :assigneeId', { assigneeId: f.assigneeId });
  if (f.mine) qb.andWhere('t.assignee_id = :viewerId', { viewerId: f.viewerId ?? '' });
  if (f.unassigned) qb.andWhere('t.assignee_id IS NULL');
}

export function applyFilter<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  shape: ListShape,
  filter: ListFilter | null | undefined,
  pg: boolean,
): SelectQueryBuilder<T> {
  const f = filter ?? {};
  const q = f.q?.trim();
  if (q)
    applySearch(
      qb,
      { properties: shape.search, index: shape.searchIndex ?? null },
      { q, staffIds: f.qStaffIds ?? [] },
      pg,
    );
  const statuses = (f.status ?? [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (shape.has.status && statuses.length > 0) qb.andWhere('t.status IN (:...statuses)', { statuses });
  if (shape.has.category && f.category?.trim()) qb.andWhere('t.category = :category', { category: f.category.trim() });
  if (f.createdFrom) qb.andWhere('t.createdAt >= :createdFrom', { createdFrom: f.createdFrom });
  if (f.createdTo) qb.andWhere('t.createdAt <= :createdTo', { createdTo: f.createdTo });
  // Spam stays out unless asked for: absent means false (docs/requirements.md#spam-review).
  if (shape.has.spam) qb.andWhere('t.spam = :spam', { spam: f.spam === true });
  if (shape.has.status && f.statusChangedBefore)
    qb.andWhere('t.statusChangedAt < :statusChangedBefore', { statusChangedBefore: f.statusChangedBefore });
  if (shape.has.assignee) applyAssignee(qb, f);
  return qb;
}

export function checkSort(shape: ListShape, field: string | null | undefined): string {
  const sort = field || 'createdAt';
  if (!shape.sortable.includes(sort)) {
    throw new ValidationError(`Cannot sort by "${sort}"`, {
      sortField: `Sort by one of: ${shape.sortable.join(', ')}`,
    });
  }
  return sort;
}

export function checkPaging(params: Partial<ListParamsValue> | null | undefined): {
  skip: number;
  take: number;
  order: SortDirection;
} {
  const page = params?.page ?? 1;
  const perPage = params?.perPage ?? 25;
  if (!Number.isInteger(page) || page < 1)
    throw new ValidationError('page must be 1 or more', { page: 'page must be 1 or more' });
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw new ValidationError(`perPage must be from 1 to ${MAX_PER_PAGE}`, {
      perPage: `perPage must be from 1 to ${MAX_PER_PAGE}`,
    });
  }
  return { skip: (page - 1) * perPage, take: perPage, order: params?.sortOrder === 'ASC' ? 'ASC' : 'DESC' };
}
