/** The trial funnel (docs/requirements.md#trial-funnel), one query over requests and their first booking. */
import { TRIAL_CATEGORIES } from '@school/common';
import type { DataSource } from 'typeorm';
import { asDate } from '../../db/atomic';
import { ValidationError } from '../../errors';
import type { FunnelRow } from './booking.types';

const DAY = 86_400_000;

/**
 * The trial funnel of the last `days` days per course and in total (docs/requirements.md#trial-funnel):
 * requests received (not spam) → ever booked → attended (trial_done or enrolled) → enrolled → still enrolled after
 * 90 days (of those enrolled 90 days ago or more), with each step's rate over the one before and the median hours
 * from a request to its first booking.
 */
export async function trialFunnel(
  dataSource: DataSource,
  days: number,
  now: Date,
  /** Of enrolled requests, those enrolled 90 days ago or more: whether the student stayed (enrolment's answer). */
  stayed: (requestIds: string[], now: Date) => Promise<Map<string, boolean>> = async () => new Map(),
): Promise<FunnelRow[]> {
  if (!Number.isInteger(days) || days < 1 || days > 366)
    throw new ValidationError('days must be from 1 to 366', { days: 'days must be from 1 to 366' });
  const rows = await dataSource
    .createQueryBuilder()
    .select('t.id', 'id')
    .addSelect('t.category', 'category')
    .addSelect('t.status', 'status')
    .addSelect('t.created_at', 'createdAt')
    .addSelect('MIN(b.created_at)', 'bookedAt')
    .from('trial_requests', 't')
    .leftJoin('trial_bookings', 'b', 'b.trial_request_id = t.id')
    .where('t.spam = :spam', { spam: false })
    .andWhere('t.created_at >= :since', { since: new Date(now.getTime() - days * DAY) })
    .groupBy('t.id')
    .addGroupBy('t.category')
    .addGroupBy('t.status')
    .addGroupBy('t.created_at')
    .getRawMany<{
      id: string;
      category: string;
      status: string;
      createdAt: Date | string;
      bookedAt: Date | string | null;
    }>();
  const retained = await stayed(
    rows.filter((row) => row.status === 'enrolled').map((row) => row.id),
    now,
  );
  const summarise = (course: string | null, of: typeof rows): FunnelRow => {
    const booked = of.filter((row) => row.bookedAt !== null);
    const attended = of.filter((row) => row.status === 'trial_done' || row.status === 'enrolled');
    const enrolled = of.filter((row) => row.status === 'enrolled');
    const eligible = enrolled.filter((row) => retained.has(row.id));
    const stayedOn = eligible.filter((row) => retained.get(row.id));
    const rate = (n: number, d: number) => (d > 0 ? n / d : null);
    const hours = booked
      .map((row) => (asDate(row.bookedAt!).getTime() - asDate(row.createdAt).getTime()) / 3_600_000)
      .sort((a, b) => a - b);
    const mid = Math.floor(hours.length / 2);
    const median = hours.length === 0 ? null : hours.length % 2 ? hours[mid] : (hours[mid - 1] + hours[mid]) / 2;
    return {
      course,
      requests: of.length,
      booked: booked.length,
      attended: attended.length,
      enrolled: enrolled.length,
      bookedRate: rate(booked.length, of.length),
      attendedRate: rate(attended.length, booked.length),
      enrolledRate: rate(enrolled.length, attended.length),
      enrolledLongAgo: eligible.length,
      stillEnrolled: stayedOn.length,
      stillEnrolledRate: rate(stayedOn.length, eligible.length),
      medianHoursToBooking: median,
    };
  };
  return [
    ...TRIAL_CATEGORIES.map((course) =>
      summarise(
        course,
        rows.filter((row) => row.category === course),
      ),
    ),
    summarise(null, rows),
  ];
}
