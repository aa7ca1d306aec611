/**
 * The writes of a booking (book, move, cancel): each one statement on the booking row with its mails
 * (and, on a first booking, the request's status) in one transaction, then the audit line. A move or a
 * cancel changes the row only as it was read (its sequence): two at once, one wins (NothingChanged).
 */
import { createHash } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { newId } from '../../db/ids';
import { NotFoundError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BookingMailJobs } from './booking-mail-jobs';
import { shortTime } from './booking-times';
import type { BookingTokens } from './booking-token';
import { Teacher } from './teacher.entity';
import { TrialBooking } from './trial-booking.entity';

const MINUTE = 60_000;
/** The statuses a booking moves a request out of; a later status (trial_done…) is left as the school set it. */
const BEFORE_SCHEDULED = ['new', 'contacted'];

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who books: the visitor (through their one-time token) or a signed-in staff member. */
export type Booker = { visitor: true } | { actor: Actor };

const actorOf = (by: Booker): Actor =>
  'actor' in by ? by.actor : { actorId: null, actorEmail: 'visitor', clientIp: null };

/** What booking needs of its trial request. */
export interface BookedRequest {
  id: string;
  category: string;
  spam: boolean | number;
  status: string;
  email: string;
}

export class BookingWrites {
  private readonly teachers: Repository<Teacher>;
  private readonly bookings: Repository<TrialBooking>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly tokens: BookingTokens,
    private readonly mail: BookingMailJobs,
    private readonly lessonMinutes: number,
    private readonly schoolTimeZone: string,
  ) {
    this.teachers = dataSource.getRepository(Teacher);
    this.bookings = dataSource.getRepository(TrialBooking);
  }

  /**
   * Books the request's class with `teacher` at `startsAt`, or moves `current` there. Throws a unique
   * violation when the slot was taken meanwhile, NothingChanged when `current` changed since it was read.
   */
  async write(
    request: BookedRequest,
    teacher: Teacher,
    startsAt: Date,
    current: TrialBooking | null,
    visitorTimeZone: string | null,
    by: Booker,
  ): Promise<TrialBooking & { manageToken: string }> {
    const endsAt = new Date(startsAt.getTime() + this.lessonMinutes * MINUTE);
    const bookedBy = 'visitor' in by ? 'visitor' : by.actor.actorEmail;
    const id = current?.id ?? newId();
    const manageToken = this.tokens.manage(id);
    const facts = {
      id,
      trialRequestId: request.id,
      teacherId: teacher.id,
      startsAt,
      endsAt,
      sequence: current ? current.sequence + 1 : 0,
    };
    // a move changes the row only as it was read (its sequence): two moves at once, one wins
    const booking: Statement = current
      ? {
          sql: 'UPDATE trial_bookings SET teacher_id = ?, starts_at = ?, ends_at = ?, sequence = ?, visitor_time_zone = COALESCE(?, visitor_time_zone) WHERE id = ? AND status = ? AND sequence = ?',
          params: [teacher.id, startsAt, endsAt, facts.sequence, visitorTimeZone, id, 'booked', current.sequence],
          mustChange: true,
        }
      : {
          sql: 'INSERT INTO trial_bookings (id, trial_request_id, teacher_id, starts_at, ends_at, status, sequence, booked_by, manage_token_hash, visitor_time_zone, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)',
          params: [
            id,
            request.id,
            teacher.id,
            startsAt,
            endsAt,
            'booked',
            bookedBy,
            hashToken(manageToken),
            visitorTimeZone,
            new Date(),
          ],
        };
    const previousTeacher =
      current && current.teacherId !== teacher.id ? await this.teachers.findOneBy({ id: current.teacherId }) : null;
    const previous = current ? { startsAt: current.startsAt, teacher: previousTeacher ?? teacher } : undefined;
    const mails = this.mail.forEvent(current ? 'moved' : 'booked', facts, request.email, teacher, previous);
    const scheduled = BEFORE_SCHEDULED.includes(request.status);
    const statements = [booking, ...mails];
    if (scheduled)
      statements.push({
        sql: `UPDATE trial_requests SET status = 'scheduled', status_changed_at = ? WHERE id = ? AND status IN (${BEFORE_SCHEDULED.map(() => '?').join(', ')})`,
        params: [new Date(), request.id, ...BEFORE_SCHEDULED],
      });
    await atomically(this.dataSource, statements);
    this.mail.queued();
    const actor = actorOf(by);
    const target = `trial_request:${request.id}`;
    await this.audit.record(
      actor,
      current ? 'booking_move' : 'booking_create',
      target,
      `${this.schoolTime(startsAt)} with ${teacher.name}`,
    );
    if (scheduled) await this.audit.record(actor, 'status_change', target, `${request.status} → scheduled`);
    const saved = (await this.bookings.findOneBy({ id }))!;
    return { ...saved, manageToken };
  }

  /** Cancels a booked class (its slot is free again, the visitor and teacher are told); answers it as it is now. */
  async cancel(id: string, by: Booker): Promise<TrialBooking> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking) throw new NotFoundError(`No trial booking with id ${id}`);
    if (booking.status === 'booked') {
      const [teacher, request] = await Promise.all([
        this.teachers.findOneBy({ id: booking.teacherId }),
        this.dataSource
          .createQueryBuilder()
          .select('t.email', 'email')
          .from('trial_requests', 't')
          .where('t.id = :id', { id: booking.trialRequestId })
          .getRawOne<{ email: string }>(),
      ]);
      const sequence = booking.sequence + 1;
      const mails =
        teacher && request ? this.mail.forEvent('cancelled', { ...booking, sequence }, request.email, teacher) : [];
      try {
        await atomically(this.dataSource, [
          {
            sql: "UPDATE trial_bookings SET status = 'cancelled', cancelled_at = ?, sequence = ? WHERE id = ? AND status = 'booked' AND sequence = ?",
            params: [new Date(), sequence, id, booking.sequence],
            mustChange: true,
          },
          ...mails,
        ]);
      } catch (error) {
        // cancelled or moved by someone else meanwhile: answer the booking as it is now
        if (!(error instanceof NothingChanged)) throw error;
        return (await this.bookings.findOneBy({ id }))!;
      }
      this.mail.queued();
      await this.audit.record(
        actorOf(by),
        'booking_cancel',
        `trial_request:${booking.trialRequestId}`,
        this.schoolTime(booking.startsAt),
      );
    }
    return (await this.bookings.findOneBy({ id }))!;
  }

  /** A class's time as the audit log's sentences show it: "Thu 26 Nov, 14:30 (Asia/Kolkata)". */
  private schoolTime(instant: Date): string {
    return `${shortTime(instant, this.schoolTimeZone)} (${this.schoolTimeZone})`;
  }
}
