/**
 * What enrolment tells billing (docs/requirements.md#billing): the lessons of a window with how they ended, the
 * weekly plans running in it, and who the families are. Billing reads enrolment's tables only through this.
 */
import type { DataSource } from 'typeorm';
import { asDate, sqliteTime } from '../../db/atomic';
import type {
  BillableLesson,
  EnrolmentForBilling,
  ExpiredCredit,
  FamilyName,
  RunningPlan,
} from '../enrolment-for-billing';

export function enrolmentForBilling(dataSource: DataSource): EnrolmentForBilling {
  const pg = dataSource.options.type === 'postgres';
  const p = (n: number) => (pg ? `$${n}` : '?');
  const families = async (ids: readonly string[]) => {
    const found: FamilyName[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows: { id: string; payer_name: string | null; email: string }[] = await dataSource.query(
        `SELECT id, payer_name, email FROM families WHERE id IN (${chunk.map((_, j) => p(j + 1)).join(', ')})`,
        chunk,
      );
      for (const r of rows) found.push({ id: r.id, payerName: r.payer_name, email: r.email });
    }
    return found;
  };
  return {
    async lessons(from, to) {
      const rows: Record<string, string | null>[] = await dataSource.query(
        'SELECT l.id, l.student_id, s.name AS student_name, s.family_id, l.teacher_id, l.course, l.starts_at, ' +
          'l.status, l.makeup_for FROM lessons l JOIN students s ON s.id = l.student_id ' +
          `WHERE l.starts_at >= ${p(1)} AND l.starts_at < ${p(2)} ORDER BY l.starts_at, l.id`,
        pg ? [from, to] : [sqliteTime(from), sqliteTime(to)],
      );
      return rows.map((r): BillableLesson => ({
        id: r.id!,
        studentId: r.student_id!,
        studentName: r.student_name!,
        familyId: r.family_id!,
        teacherId: r.teacher_id!,
        course: r.course!,
        startsAt: asDate(r.starts_at as unknown as Date | string),
        status: r.status!,
        makeupFor: r.makeup_for,
      }));
    },
    async plans(firstDate, lastDate) {
      const rows: Record<string, string | null>[] = await dataSource.query(
        'SELECT p.student_id, s.name AS student_name, s.family_id, p.teacher_id, p.course, p.first_date, p.last_date ' +
          'FROM lesson_plans p JOIN students s ON s.id = p.student_id ' +
          `WHERE p.first_date <= ${p(1)} AND (p.last_date IS NULL OR p.last_date >= ${p(2)}) AND p.first_date <= ` +
          `COALESCE(p.last_date, p.first_date) ORDER BY p.first_date, p.id`,
        [lastDate, firstDate],
      );
      return rows.map((r): RunningPlan => ({
        studentId: r.student_id!,
        studentName: r.student_name!,
        familyId: r.family_id!,
        teacherId: r.teacher_id!,
        course: r.course!,
        firstDate: r.first_date!,
        lastDate: r.last_date,
      }));
    },
    families,
    family: async (id) => (await families([id]))[0] ?? null,
    async expiredCredits(from, to) {
      const rows: Record<string, string | Date>[] = await dataSource.query(
        'SELECT e.id, e.student_id, s.name AS student_name, s.family_id, l.id AS lesson_id, l.course, l.teacher_id, ' +
          'l.starts_at, e.expires_at FROM makeup_credits e JOIN students s ON s.id = e.student_id ' +
          `JOIN lessons l ON l.id = e.lesson_id WHERE e.delta = 1 AND e.expires_at >= ${p(1)} AND e.expires_at < ` +
          `${p(2)} AND NOT EXISTS (SELECT 1 FROM makeup_credits x WHERE x.credit_id = e.id AND x.delta < 0) ` +
          'ORDER BY e.expires_at, e.id',
        pg ? [from, to] : [sqliteTime(from), sqliteTime(to)],
      );
      return rows.map((r): ExpiredCredit => ({
        creditId: r.id as string,
        studentId: r.student_id as string,
        studentName: r.student_name as string,
        familyId: r.family_id as string,
        lessonId: r.lesson_id as string,
        course: r.course as string,
        teacherId: r.teacher_id as string,
        lessonStartsAt: asDate(r.starts_at),
        expiresAt: asDate(r.expires_at),
      }));
    },
  };
}
