/**
 * The billing reports as CSV (docs/requirements.md#billing-reports), admins only, each download audited as an export:
 * GET /admin/export/ageing.csv?asOf=YYYY-MM-DD — a line per family that owes, then one per family in credit;
 * GET /admin/export/revenue.csv?from=YYYY-MM&to=YYYY-MM — a line per month and currency, then per course, then per
 * teacher. Amounts are decimal strings ("1250.50", "-12.00") beside a currency column: never a float, never summed
 * across currencies. Built whole: at most a line per family, or a few per month.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminServices } from '../modules/admin/admin-services';
import type { RevenueMonth } from '../modules/billing/billing-revenue';
import { actorOfRequest, requireUser } from './auth-routes';
import { BOM, CsvDecimal, csvLine } from './csv';

/** Minor units as a decimal string: 125050 → "1250.50", -5 → "-0.05" (every currency the school takes has two). */
export function decimal(minor: number): CsvDecimal {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return new CsvDecimal(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

const AGEING_COLUMNS = [
  'family',
  'familyId',
  'standing',
  'currency',
  'owed',
  'notDue',
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
  'oldestDue',
  'asOf',
] as const;

const MONTH_AMOUNTS = [
  'charges',
  'discounts',
  'credited',
  'revenue',
  'tax',
  'invoiced',
  'received',
  'refunded',
] as const satisfies readonly (keyof RevenueMonth)[];
const REVENUE_COLUMNS = ['breakdown', 'currency', 'month', 'name', ...MONTH_AMOUNTS] as const;

function send(reply: FastifyReply, name: string, lines: string[]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(BOM + lines.join(''));
}

const one = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerBillingExports(app: FastifyInstance, admin: AdminServices): void {
  app.get<{ Querystring: { asOf?: string } }>('/admin/export/ageing.csv', async (request, reply) => {
    const user = await requireUser(request, admin, ['admin']);
    const ageing = await admin.billing.reports.ageing(one(request.query.asOf) || null);
    await admin.audit.record(actorOfRequest(user, request), 'export', 'billing-ageing', ageing.asOf);
    const lines = [csvLine(AGEING_COLUMNS)];
    for (const r of ageing.rows)
      lines.push(
        csvLine([
          r.familyName,
          r.familyId,
          'owes',
          r.currency,
          decimal(r.owed),
          decimal(r.notDue),
          decimal(r.days1to30),
          decimal(r.days31to60),
          decimal(r.days61to90),
          decimal(r.over90),
          r.oldestDue,
          ageing.asOf,
        ]),
      );
    for (const c of ageing.credits)
      lines.push(
        csvLine([
          c.familyName,
          c.familyId,
          'in credit',
          c.currency,
          decimal(-c.credit),
          '',
          '',
          '',
          '',
          '',
          '',
          ageing.asOf,
        ]),
      );
    return send(reply, `ageing-${ageing.asOf}`, lines);
  });

  app.get<{ Querystring: { from?: string; to?: string } }>('/admin/export/revenue.csv', async (request, reply) => {
    const user = await requireUser(request, admin, ['admin']);
    const revenue = await admin.billing.reports.revenue(one(request.query.from), one(request.query.to));
    await admin.audit.record(
      actorOfRequest(user, request),
      'export',
      'billing-revenue',
      `${revenue.from} to ${revenue.to}`,
    );
    const lines = [csvLine(REVENUE_COLUMNS)];
    for (const m of revenue.months)
      lines.push(csvLine(['month', m.currency, m.month, '', ...MONTH_AMOUNTS.map((k) => decimal(m[k]))]));
    for (const [breakdown, shares] of [
      ['course', revenue.byCourse],
      ['teacher', revenue.byTeacher],
    ] as const)
      for (const s of shares)
        lines.push(csvLine([breakdown, s.currency, '', s.label, '', '', '', decimal(s.amount), '', '', '', '']));
    return send(reply, `revenue-${revenue.from}-to-${revenue.to}`, lines);
  });
}
