/**
 * GET /admin/export/<resource>.csv — the list's rows as CSV, honouring the list filters given as
 * query parameters. Streamed straight from the database in keyset batches: memory stays flat.
 */
import { Readable } from 'node:stream';
import { KINDS, type AdminRole, type KindSpec } from '@school/common';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ValidationError } from '../errors';
import type { AdminServices } from '../modules/admin/admin-services';
import type { ListFilter } from '../modules/admin/list-query';
import { actorOfRequest, requireUser } from './auth-routes';
import { BOM, csvLine } from './csv';

/** Every kind's list, by its resource name: who may export it and which columns (the kinds' definitions). */
const EXPORTS = new Map<string, KindSpec>(KINDS.map((kind) => [kind.resource, kind]));
const EVERY_ROLE: readonly AdminRole[] = ['admin', 'recruiter'];

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value) || undefined;

function parseDate(name: string, value: string | undefined, endOfDay: boolean): Date | null {
  if (!value) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : value);
  if (Number.isNaN(date.getTime()))
    throw new ValidationError(`${name} must be a date`, { [name]: 'Use an ISO date such as 2025-01-31' });
  return date;
}

export function filterFromQuery(query: Query): ListFilter {
  const status = query.status === undefined ? null : ([] as string[]).concat(query.status);
  const spam = one(query.spam);
  return {
    q: one(query.q) ?? null,
    status,
    category: one(query.category) ?? null,
    createdFrom: parseDate('createdFrom', one(query.createdFrom), false),
    createdTo: parseDate('createdTo', one(query.createdTo), true),
    spam: spam === 'true' ? true : spam === 'false' ? false : null,
    assigneeId: one(query.assigneeId) ?? null,
    mine: one(query.mine) === 'true',
    unassigned: one(query.unassigned) === 'true',
  };
}

export function registerExports(app: FastifyInstance, admin: AdminServices): void {
  app.get<{ Params: { file: string }; Querystring: Query }>('/admin/export/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.csv$/, '');
    // a Map, not a plain object: `__proto__.csv` or `constructor.csv` must not find an inherited property
    const spec = request.params.file.endsWith('.csv') ? EXPORTS.get(name) : undefined;
    const user = await requireUser(request, admin, spec?.roles.read ?? EVERY_ROLE);
    if (!spec) throw new NotFoundError(`No export named ${request.params.file}`);
    const filter = { ...filterFromQuery(request.query), viewerId: user.id };
    const order = one(request.query.sortOrder)?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
    const batches = admin.kinds[spec.name].batches(filter, one(request.query.sortField), order);
    const first = await batches.next(); // bad filters or sort fields fail here, before any byte is sent
    await admin.audit.record(
      actorOfRequest(user, request),
      'export',
      name,
      JSON.stringify(request.query).slice(0, 2000),
    );
    async function* lines() {
      yield BOM + csvLine(spec!.csvColumns);
      for (let batch = first; !batch.done; batch = await batches.next()) {
        yield batch.value.map((row) => csvLine(spec!.csvColumns.map((column): unknown => row[column]))).join('');
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines(), { objectMode: false }));
  });
}
