/** The trial funnel (docs/requirements.md#trial-funnel): the requests (theirs to read), then their first bookings. */
import { TRIAL_CATEGORIES } from '@school/common';
import type { DataSource } from 'typeorm';
import { asDate } from '../../db/atomic';
import { ValidationError } from '../../errors';
import type { TrialRequestReads } from '../trial-request-status';
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
  /** The requests themselves are the trial-request feature's to read. */
  reads: Pick<TrialRequestReads, 'createdSince'>,
  days: number,
  now: Date,
  /** Of enrolled requests, those enrolled 90 days ago or more: whether the student stayed (enrolment's answer). */
  stayed: (requestIds: string[], now: Date) => Promise<Map<string, boolean>> = async () => new Map(),
): Promise<FunnelRow[]> {
  if (!Number.isInteger(days) || days < 1 || days > 366)
    throw new ValidationError('days must be from 1 to 366', { days: 'days must be from 1 to 366' });
  const requests = await reads.createdSince(new Date(now.getTime() - days * DAY));
  // each request's first booking, in pieces (IN lists stay well below both databases' parameter limits)
  const firstBooked = new Map<string, Date | string>();
  for (let at = 0; at < requests.length; at += 400) {
    const ids = requests.slice(at, at + 400).map((request) => request.id);
    const booked = await dataSource
      .createQueryBuilder()
      .select('b.trial_request_id', 'id')
      .addSelect('MIN(b.created_at)', 'bookedAt')
      .from('trial_bookings', 'b')
      .where('b.trial_request_id IN (:...ids)', { ids })
      .groupBy('b.trial_request_id')
      .getRawMany<{ id: string; bookedAt: Date | string }>();
    for (const row of booked) firstBooked.set(row.id, row.bookedAt);
  }
  const rows = requests.map((request) => ({ ...request, bookedAt: firstBooked.get(request.id) ?? null }));
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
