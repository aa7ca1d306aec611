/**
 * What keeps the public booking surface from being abused (docs/requirements.md#trial-booking-limits):
 * rate limits per client address and per token (RATE_LIMIT_BOOKING, RATE_LIMIT_SLOTS, counted in the
 * database so every instance shares them), live bookings per email (TRIAL_MAX_LIVE_PER_EMAIL), mails a
 * day to an address nobody has proven yet (TRIAL_UNPROVEN_MAILS_PER_DAY), the visitor's confirmation
 * click and the release of bookings nobody confirmed (TRIAL_CONFIRM_HOURS).
 */
import type { DataSource } from 'typeorm';
import type { BookingSettings } from '../../config/env';
import { sqliteTime } from '../../db/atomic';
import { ValidationError } from '../../errors';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { TrialRequestReads } from '../trial-request-status';

const DAY = 86_400_000;
export const BOOKING_WINDOW_MS = 10 * 60_000;
export const SLOTS_WINDOW_MS = 60_000;
export const BOOKING_LIMITED = 'Too many booking requests from your network. Please try again in a few minutes.';
export const SLOTS_LIMITED = 'Too many searches for free times from your network. Please slow down.';

/** The answer to a site booking past TRIAL_MAX_LIVE_PER_EMAIL. */
export const liveRoomError = () =>
  new ValidationError('A trial class is booked already for this email', {
    bookingToken:
      'A trial class is booked already for this email: use the link in its mail to move it, or cancel it first',
  });

export class BookingGuards {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly settings: BookingSettings,
    /** The trial request's own reads (the requests of one email). */
    private readonly requests: TrialRequestReads,
  ) {}

  /** One public booking call (book, view, move, cancel, confirm): its client address and its token. */
  async call(clientIp: string, token: string | null): Promise<void> {
    const limit = this.settings.rateLimit;
    await this.limiter.hit('booking-ip', clientIp, limit, BOOKING_WINDOW_MS, BOOKING_LIMITED);
    if (token) await this.limiter.hit('booking-token', token, limit, BOOKING_WINDOW_MS, BOOKING_LIMITED);
  }

  /** One public slots query, before any of its work. */
  async slots(clientIp: string): Promise<void> {
    await this.limiter.hit('slots-ip', clientIp, this.settings.rateLimitSlots, SLOTS_WINDOW_MS, SLOTS_LIMITED);
  }

  /** Refuses a new site booking for an email already holding TRIAL_MAX_LIVE_PER_EMAIL classes to come. */
  async assertLiveRoom(email: string, now = new Date()): Promise<void> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('COUNT(*)', 'n')
      .from('trial_bookings', 'b')
      .where("b.status = 'booked'")
      .andWhere('b.starts_at > :now', { now })
      .andWhere(`b.trial_request_id IN (${this.requests.withEmail.named('email')})`, { email: email.toLowerCase() })
      .getRawOne<{ n: number | string }>();
    if (Number(row?.n ?? 0) >= this.settings.maxLivePerEmail) throw liveRoomError();
  }

  /** Whether someone clicked a link from us that was sent to this address (a confirmed booking of it). */
  async proven(email: string): Promise<boolean> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('b.id', 'id')
      .from('trial_bookings', 'b')
      .where('b.confirmed_at IS NOT NULL')
      .andWhere(`b.trial_request_id IN (${this.requests.withEmail.named('email')})`, { email: email.toLowerCase() })
      .limit(1)
      .getRawOne<{ id: string }>();
    return Boolean(row);
  }

  /** Whether one more booking mail may go to this address today: always once proven, else a few a day. */
  visitorMailAllowed = async (email: string): Promise<boolean> => {
    if (await this.proven(email)) return true;
    const { count } = await this.limiter.count('unproven-mail', email.toLowerCase(), DAY);
    return count <= this.settings.unprovenMailsPerDay;
  };

  /** Marks the booking confirmed by its visitor's click; answers whether it stands (booked). */
  async confirm(bookingId: string, now = new Date()): Promise<boolean> {
    const pg = this.dataSource.options.type === 'postgres';
    await this.dataSource.query(
      pg
        ? "UPDATE trial_bookings SET confirmed_at = $1, confirm_by = NULL WHERE id = $2 AND status = 'booked' AND confirmed_at IS NULL"
        : "UPDATE trial_bookings SET confirmed_at = ?, confirm_by = NULL WHERE id = ? AND status = 'booked' AND confirmed_at IS NULL",
      [pg ? now : sqliteTime(now), bookingId],
    );
    const rows = await this.dataSource.query<{ status: string }[]>(
      `SELECT status FROM trial_bookings WHERE id = ${pg ? '$1' : '?'}`,
      [bookingId],
    );
    return rows[0]?.status === 'booked';
  }

  /** The bookings whose confirmation time has passed unconfirmed (oldest first, a bounded batch). */
  async expired(now = new Date(), batch = 100): Promise<string[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('b.id', 'id')
      .from('trial_bookings', 'b')
      .where("b.status = 'booked'")
      .andWhere('b.confirmed_at IS NULL')
      .andWhere('b.confirm_by <= :now', { now })
      .orderBy('b.confirm_by', 'ASC')
      .limit(batch)
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }
}
