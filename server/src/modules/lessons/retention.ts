/**
 * Who stayed (docs/requirements.md#trial-funnel): the funnel's last step, "still enrolled after 90 days". A trial
 * request's student counts once 90 days have passed since enrolment; it stayed when one of its weekly plans ran on
 * the 90th day (first date on or before it, no last date or one on or after it, read in the plan's zone).
 */
import type { DataSource } from 'typeorm';
import { zonedDay } from '@school/common';
import { toTime } from './lesson-rules';

export const RETENTION_DAYS = 90;
/** Ids asked at a time (a bound on the SQL's parameters). */
const CHUNK = 500;

/** Of these trial requests, the ones whose student was enrolled at least 90 days before `now`: whether it stayed. */
export async function retention(dataSource: DataSource, requestIds: readonly string[], now: Date) {
  const stayed = new Map<string, boolean>();
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
  for (let i = 0; i < requestIds.length; i += CHUNK) {
    const rows: {
      requestId: string;
      enrolledAt: Date | string;
      firstDate: string | null;
      lastDate: string | null;
      timeZone: string | null;
    }[] = await dataSource
      .createQueryBuilder()
      .select('s.trial_request_id', 'requestId')
      .addSelect('s.created_at', 'enrolledAt')
      .addSelect('p.first_date', 'firstDate')
      .addSelect('p.last_date', 'lastDate')
      .addSelect('p.time_zone', 'timeZone')
      .from('students', 's')
      .leftJoin('lesson_plans', 'p', 'p.student_id = s.id')
      .where('s.trial_request_id IN (:...ids)', { ids: requestIds.slice(i, i + CHUNK) })
      .andWhere('s.created_at <= :cutoff', { cutoff })
      .getRawMany();
    for (const row of rows) {
      let ran = false;
      if (row.firstDate && row.timeZone) {
        const day = zonedDay(toTime(row.enrolledAt) + RETENTION_DAYS * 86_400_000, row.timeZone);
        ran = row.firstDate <= day && (row.lastDate === null || row.lastDate >= day);
      }
      stayed.set(row.requestId, (stayed.get(row.requestId) ?? false) || ran);
    }
  }
  return stayed;
}
