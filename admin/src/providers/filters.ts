/**
 * Turns react-admin list filters (date inputs give "YYYY-MM-DD") into the API's filter fields,
 * shared by the GraphQL list queries and the CSV export URLs so both see the same rows.
 */
import { schoolDayStart } from '../lib/school-time';

export interface ApiFilter {
  q?: string;
  status?: string[];
  category?: string;
  createdFrom?: string;
  createdTo?: string;
  spam?: boolean;
  /** Assignment (submission kinds). */
  assigneeId?: string;
  mine?: boolean;
  unassigned?: boolean;
  statusChangedBefore?: string;
  /** The audit log's filter. */
  actorEmail?: string;
  action?: string;
  kind?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Start of a school calendar day (the school's zone, lib/school-time.ts), as an ISO instant. */
export function startOfDay(value: string): string {
  if (!DAY.test(value)) return new Date(value).toISOString();
  return schoolDayStart(value).toISOString();
}

/** Last millisecond of a school calendar day, as an ISO instant. */
export function endOfDay(value: string): string {
  if (!DAY.test(value)) return new Date(value).toISOString();
  return new Date(schoolDayStart(value, 1).getTime() - 1).toISOString();
}

/** A filter's scalar as the URL carries it; anything else counts as absent. */
function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function asList(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const list = (Array.isArray(value) ? value : scalarText(value).split(',')).map(String).filter(Boolean);
  return list.length ? list : undefined;
}

function asBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export function toApiFilter(filter: Record<string, unknown> = {}, allowed: readonly string[]): ApiFilter {
  const out: ApiFilter = {};
  const has = (key: string) =>
    allowed.includes(key) && filter[key] !== undefined && filter[key] !== null && filter[key] !== '';
  if (has('q')) out.q = String(filter.q).trim() || undefined;
  if (has('status')) out.status = asList(filter.status);
  if (has('category')) out.category = String(filter.category);
  if (has('createdFrom')) out.createdFrom = startOfDay(String(filter.createdFrom));
  if (has('createdTo')) out.createdTo = endOfDay(String(filter.createdTo));
  if (has('spam')) out.spam = asBoolean(filter.spam);
  if (has('assigneeId')) out.assigneeId = String(filter.assigneeId);
  if (has('mine')) out.mine = asBoolean(filter.mine) || undefined;
  if (has('unassigned')) out.unassigned = asBoolean(filter.unassigned) || undefined;
  if (has('statusChangedBefore')) out.statusChangedBefore = new Date(String(filter.statusChangedBefore)).toISOString();
  for (const key of ['actorEmail', 'action', 'kind'] as const)
    if (has(key)) out[key] = scalarText(filter[key]).trim() || undefined;
  for (const key of Object.keys(out) as (keyof ApiFilter)[]) if (out[key] === undefined) delete out[key];
  return out;
}

export interface Sort {
  field: string;
  /** 'ASC' or 'DESC' (react-admin's; anything else sorts descending). */
  order: string;
}

/** `/admin/export/<resource>.csv?<filters>&sortField=…&sortOrder=…` */
export function exportUrl(resource: string, filter: ApiFilter, sort?: Sort): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status?.length) params.set('status', filter.status.join(','));
  if (filter.category) params.set('category', filter.category);
  if (filter.createdFrom) params.set('createdFrom', filter.createdFrom);
  if (filter.createdTo) params.set('createdTo', filter.createdTo);
  if (filter.spam !== undefined) params.set('spam', String(filter.spam));
  if (filter.assigneeId) params.set('assigneeId', filter.assigneeId);
  if (filter.mine) params.set('mine', 'true');
  if (filter.unassigned) params.set('unassigned', 'true');
  if (filter.statusChangedBefore) params.set('statusChangedBefore', filter.statusChangedBefore);
  if (sort?.field) {
    params.set('sortField', sort.field);
    params.set('sortOrder', sort.order === 'ASC' ? 'ASC' : 'DESC');
  }
  const query = params.toString();
  return `/admin/export/${resource}.csv${query ? `?${query}` : ''}`;
}
