/**
 * Reminders of trial classes, 24 hours and 1 hour before (docs/requirements.md#trial-booking-mail).
 * Every server instance looks once a minute for classes whose reminder is due and queues it in the
 * outbox under a key naming the booking, the reminder and the class's start. The key is unique in the
 * database, so however many instances look, and however often they restart, a reminder is queued
 * once, and the outbox's lease sends it once. A class moved later gets reminders for its new time;
 * one queued for the old time is dropped at delivery (booking-mail.ts). The same tick releases the site
 * bookings nobody confirmed in time (each a cancellation that only one instance can make).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import { atomically } from '../../db/atomic';
import type { BookingMailJobs, ReminderEvent } from './booking-mail-jobs';
import { TrialBooking } from './trial-booking.entity';
import type { TrialRequestReads } from '../trial-request-status';
import { Poller } from '../poller';

const HOUR = 3_600_000;
const POLL_MS = 60_000;

/**
 * The reminder due for a class at `now`, if any: the 1-hour one in its last hour; the 24-hour one from
 * a day before until that last hour, unless the class was booked less than a day ahead (the
 * confirmation has just told it).
 */
export function dueReminder(booking: Pick<TrialBooking, 'startsAt' | 'createdAt'>, now: Date): ReminderEvent | null {
  const left = booking.startsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= HOUR) return 'reminder_1h';
  const bookedAhead = booking.startsAt.getTime() - booking.createdAt.getTime();
  if (left <= 24 * HOUR && bookedAhead > 24 * HOUR) return 'reminder_24h';
  return null;
}

export class BookingReminders {
  private readonly poller = new Poller(
    () => this.runOnce(),
    { firstMs: 1_000, everyMs: POLL_MS },
    (error) => this.log.warn({ err: error }, 'booking reminders: looking for due reminders failed'),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: BookingMailJobs,
    private readonly log: FastifyBaseLogger,
    /** The trial request's own reads: whom each reminder goes to. */
    private readonly requests: Pick<TrialRequestReads, 'emails'>,
    /** Releases the site bookings nobody confirmed in time (BookingService.releaseExpired). */
    private readonly release: (now: Date) => Promise<number> = async () => 0,
  ) {}

  start(): void {
    this.poller.start();
  }

  /** Stops the timer and waits for a look in progress (the drain). */
  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** One look at `now`: queues every due reminder not queued before; answers how many were due. */
  async runOnce(now = new Date()): Promise<number> {
    await this.release(now).catch((error) =>
      this.log.warn({ err: error }, 'booking reminders: releasing unconfirmed bookings failed'),
    );
    const soon = await this.dataSource
      .getRepository(TrialBooking)
      .createQueryBuilder('b')
      .select(['b.id', 'b.trialRequestId', 'b.teacherId', 'b.startsAt', 'b.endsAt', 'b.sequence', 'b.createdAt'])
      .where("b.status = 'booked'")
      .andWhere('b.startsAt > :now AND b.startsAt <= :until', { now, until: new Date(now.getTime() + 24 * HOUR) })
      .getMany();
    const due = soon.flatMap((booking) => {
      const reminder = dueReminder(booking, now);
      return reminder ? [{ booking, reminder }] : [];
    });
    const emails = await this.requests.emails(due.map(({ booking }) => booking.trialRequestId));
    const jobs = due.flatMap(({ booking, reminder }) => {
      const email = emails.get(booking.trialRequestId);
      return email ? [this.mail.reminder(reminder, booking, email, now)] : [];
    });
    if (jobs.length === 0) return 0;
    await atomically(this.dataSource, jobs);
    this.mail.queued();
    return jobs.length;
  }
}
