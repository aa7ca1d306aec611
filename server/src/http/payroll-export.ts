/**
 * GET /admin/export/payroll.csv?month=YYYY-MM — every teacher's month for payroll (docs/requirements.md#teacher-week,
 * #payroll), admins only: one line per teacher, counted in the teacher's own zone, then what they are paid (the rates
 * applied, the amount in major units, the currency). The first columns are as they always were; a teacher paid in a
 * second currency that month has a second line with the counts empty, so a column's sum stays right. At most the
 * school's teachers: built whole.
 */
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';
import type { AdminServices } from '../modules/admin/admin-services';
import { actorOfRequest, requireUser } from './auth-routes';
import { formatMoney } from '../modules/money';
import { describeRate } from '../modules/payroll/pay-math';
import type { TeacherPayFigures } from '../modules/payroll/payroll.service';
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
const PAY_COLUMNS = ['rate', 'amount', 'currency', 'unratedLessons', 'final'] as const;

/** Minor units as a plain decimal for spreadsheets: 125050 → "1250.50" (integer arithmetic, never a float). */
export const majorUnits = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** A teacher's lines: the counts and their pay, and a line more for each further currency. */
function linesOf(pay: TeacherPayFigures): string {
  const counts = COLUMNS.map((c) => pay[c]);
  const tail = [pay.unrated, pay.final ? 'yes' : 'no'];
  if (pay.noRate) return csvLine([...counts, 'no rate', '', '', ...tail]);
  if (pay.amounts.length === 0) return csvLine([...counts, '', majorUnits(0), '', ...tail]);
  return pay.amounts
    .map(({ currency, amount }, i) => {
      const rates = pay.lines.filter((l) => l.rate.currency === currency).map((l) => describeRate(l.rate, formatMoney));
      const lead =
        i === 0 ? counts : COLUMNS.map((c) => (c === 'teacherName' || c === 'month' || c === 'timeZone' ? pay[c] : ''));
      return csvLine([...lead, rates.join('; '), majorUnits(amount), currency, ...(i === 0 ? tail : ['', ''])]);
    })
    .join('');
}

export function registerPayrollExport(app: FastifyInstance, admin: AdminServices): void {
  app.get<{ Querystring: { month?: string } }>('/admin/export/payroll.csv', async (request, reply) => {
    const user = await requireUser(request, admin, ['admin']);
    const month = typeof request.query.month === 'string' ? request.query.month : '';
    if (!month) throw new ValidationError('Choose a month', { month: 'Use YYYY-MM, e.g. 2027-01' });
    const pay = await admin.payroll.month(month);
    await admin.audit.record(actorOfRequest(user, request), 'export', 'payroll', month);
    const body = BOM + csvLine([...COLUMNS, ...PAY_COLUMNS]) + pay.map(linesOf).join('');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payroll-${month}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
