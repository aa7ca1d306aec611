/**
 * GET /admin/export/payroll.csv?month=YYYY-MM — every teacher's month for payroll (docs/requirements.md#teacher-week),
 * admins only: one line per teacher, counted in the teacher's own zone. At most the school's teachers: built whole.
 */
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';
import type { AdminServices } from '../modules/admin/admin-services';
import { actorOfRequest, requireUser } from './auth-routes';
import { BOM, csvLine } from './csv';

const COLUMNS = [
  'teacherName',
  'month',
  'timeZone',
  'taught',
  'minutesTaught',
  'attended',
  'noShows',
  'makeUps',
  'absentWithNotice',
  'cancelled',
  'unmarked',
  'upcoming',
] as const;

export function registerPayrollExport(app: FastifyInstance, admin: AdminServices): void {
  app.get<{ Querystring: { month?: string } }>('/admin/export/payroll.csv', async (request, reply) => {
    const user = await requireUser(request, admin, ['admin']);
    const month = typeof request.query.month === 'string' ? request.query.month : '';
    if (!month) throw new ValidationError('Choose a month', { month: 'Use YYYY-MM, e.g. 2027-01' });
    const reports = await admin.lessons.month.all(month);
    await admin.audit.record(actorOfRequest(user, request), 'export', 'payroll', month);
    const body = BOM + csvLine(COLUMNS) + reports.map((r) => csvLine(COLUMNS.map((c) => r[c]))).join('');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payroll-${month}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
