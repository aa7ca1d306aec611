/**
 * GET /admin/export/<resource>.csv — the list's rows as CSV, honouring the list filters given as
 * query parameters. Streamed straight from the database in keyset batches: memory stays flat.
 */
import { Readable } from 'node:stream';
import {
  KINDS,
  categoryLabel,
  dayStart,
  genderLabel,
  spreadsheetPhone,
  statusLabel,
  zonedDay,
  zonedIso,
  type AdminRole,
  type KindSpec,
} from '@school/common';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ValidationError } from '../errors';
import type { AdminServices } from '../modules/admin/admin-services';
import type { ListFilter } from '../modules/admin/list-query';
import { actorOfRequest, requireUser } from './auth-routes';
import { BOM, csvLine } from './csv';

/** Every kind's list, by its resource name: who may export it and which columns (the kinds' definitions). */
const EXPORTS = new Map<string, KindSpec>(KINDS.map((kind) => [kind.resource, kind]));
// the submissions' roles: editors see none of them
const EVERY_ROLE: readonly AdminRole[] = ['admin', 'recruiter'];

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value) || undefined;

/** A day alone (2026-11-23) means that school day: from its 00:00, or to its last millisecond (docs/requirements.md#school-clock). */
function parseDate(name: string, value: string | undefined, endOfDay: boolean, timeZone: string): Date | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = !day
    ? new Date(value)
    : endOfDay
      ? new Date(dayStart(value, timeZone, 1).getTime() - 1)
      : dayStart(value, timeZone);
  if (Number.isNaN(date.getTime()))
    throw new ValidationError(`${name} must be a date`, { [name]: 'Use an ISO date such as 2025-01-31' });
  return date;
}

export function filterFromQuery(query: Query, timeZone = 'UTC'): ListFilter {
  const status = query.status === undefined ? null : ([] as string[]).concat(query.status);
  const spam = one(query.spam);
  return {
    q: one(query.q) ?? null,
    status,
    category: one(query.category) ?? null,
    createdFrom: parseDate('createdFrom', one(query.createdFrom), false, timeZone),
    createdTo: parseDate('createdTo', one(query.createdTo), true, timeZone),
    statusChangedBefore: parseDate('statusChangedBefore', one(query.statusChangedBefore), false, timeZone),
    spam: spam === 'true' ? true : spam === 'false' ? false : null,
    assigneeId: one(query.assigneeId) ?? null,
    mine: one(query.mine) === 'true',
    unassigned: one(query.unassigned) === 'true',
  };
}

/** The header of a column: its name, but the assignee is written as the account ("assignedTo"). */
const headerOf = (column: string) => (column === 'assigneeId' ? 'assignedTo' : column);

/** The file's name: the export and the school's day (docs/requirements.md#school-clock), not the UTC one. */
export const exportFileName = (name: string, now: Date, timeZone: string) => `${name}-${zonedDay(now, timeZone)}.csv`;

/**
 * A cell as people read it (docs/requirements.md#exports): instants in the school's zone with its offset,
 * codes as their labels, a phone number as one a spreadsheet keeps as written, an assignee as its email.
 */
function cellOf(column: string, value: unknown, timeZone: string, staff: ReadonlyMap<string, string>): unknown {
  if (value instanceof Date) return zonedIso(value, timeZone);
  if (typeof value !== 'string') return value;
  if (column === 'status') return statusLabel(value);
  if (column === 'category') return categoryLabel(value);
  if (column === 'gender') return genderLabel(value);
  if (column === 'phone') return spreadsheetPhone(value);
  if (column === 'assigneeId') return staff.get(value) ?? value;
  return value;
}

export function registerExports(app: FastifyInstance, admin: AdminServices): void {
  app.get<{ Params: { file: string }; Querystring: Query }>('/admin/export/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.csv$/, '');
    // a Map, not a plain object: `__proto__.csv` or `constructor.csv` must not find an inherited property
    const spec = request.params.file.endsWith('.csv') ? EXPORTS.get(name) : undefined;
    const user = await requireUser(request, admin, spec?.roles.read ?? EVERY_ROLE);
    if (!spec) throw new NotFoundError(`No export named ${request.params.file}`);
    const timeZone = admin.dashboard.timeZone;
    const filter = { ...filterFromQuery(request.query, timeZone), viewerId: user.id };
    const order = one(request.query.sortOrder)?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
    const batches = admin.kinds[spec.name].batches(filter, one(request.query.sortField), order);
    const first = await batches.next(); // bad filters or sort fields fail here, before any byte is sent
    const staff = spec.csvColumns.includes('assigneeId')
      ? new Map([...(await admin.staff.all()).values()].map((account) => [account.id, account.email]))
      : new Map<string, string>();
    await admin.audit.record(
      actorOfRequest(user, request),
      'export',
      name,
      JSON.stringify(request.query).slice(0, 2000),
    );
    async function* lines() {
      yield BOM + csvLine(spec!.csvColumns.map(headerOf));
      for (let batch = first; !batch.done; batch = await batches.next()) {
        yield batch.value
          .map((row) => csvLine(spec!.csvColumns.map((column) => cellOf(column, row[column], timeZone, staff))))
          .join('');
      }
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(name, new Date(), timeZone)}"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines(), { objectMode: false }));
  });
}
