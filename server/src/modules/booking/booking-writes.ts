/**
 * The writes of a booking (book, move, cancel): each one statement on the booking row with its mails
 * (and, on a first booking, the request's status) in one transaction, then the audit line. A move or a
 * cancel changes the row only as it was read (its sequence): two at once, one wins (NothingChanged).
 */
import { createHash } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { instantLabel } from '@school/common';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { newId } from '../../db/ids';
import { NotFoundError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BookingMailJobs } from './booking-mail-jobs';
import type { BookingTokens } from './booking-token';
import { Teacher } from './teacher.entity';
import { TrialBooking } from './trial-booking.entity';
import type { RequestFacts, TrialRequestReads, TrialRequestStatuses } from '../trial-request-status';
import { teacherCalendar } from '../teacher-calendar';

const MINUTE = 60_000;
/** The statuses a booking moves a request out of; a later status (trial_done…) is left as the school set it. */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who books: the visitor (through their one-time token) or a signed-in staff member. */
export type Booker = { visitor: true } | { actor: Actor };

const actorOf = (by: Booker): Actor =>
  'actor' in by ? by.actor : { actorId: null, actorEmail: 'visitor', clientIp: null };

/** The limits a visitor's writes obey (docs/requirements.md#trial-booking-limits). */
export interface WriteRules {
  /** TRIAL_CONFIRM_HOURS: a site booking not confirmed by then is released; 0: never. */
  confirmHours: number;
  /** TRIAL_MAX_MOVES: moves of one booking through the private link. */
  maxMoves: number;
  /** TRIAL_MAX_LIVE_PER_EMAIL: classes to come one email may hold through the site. */
  maxLivePerEmail: number;
  /** Whether one more booking mail may go to this visitor address today (an unproven address is capped). */
  visitorMailAllowed(email: string): Promise<boolean>;
}

export class TooManyMoves extends Error {}
/** A visitor's new booking would pass TRIAL_MAX_LIVE_PER_EMAIL (two booked at once): nothing was written. */
export class NoLiveRoom extends Error {}

/**
 * After a visitor's new booking is inserted, in its transaction: changes its row (to itself) only while that email's
 * live bookings, this one included, are within the limit; otherwise NothingChanged undoes the insert. The check
 * before the write (BookingGuards.assertLiveRoom) answers the usual case; this one holds when two arrive at once.
 */
const liveRoomSql = (requestsWithEmail: string) =>
  `UPDATE trial_bookings SET sequence = sequence WHERE id = ? AND (SELECT COUNT(*) FROM trial_bookings b WHERE b.status = 'booked' AND b.starts_at > ? AND b.trial_request_id IN (${requestsWithEmail})) <= ?`;

const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** What booking needs of its trial request. */
export type BookedRequest = Pick<RequestFacts, 'id' | 'category' | 'spam' | 'status' | 'email'>;

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
    private readonly rules: WriteRules,
    /** The trial request's own status writes, run in the booking's transaction. */
    private readonly statuses: TrialRequestStatuses,
    /** The trial request's own reads. */
    private readonly requests: TrialRequestReads,
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
    const visitor = 'visitor' in by;
    const bookedBy = visitor ? 'visitor' : by.actor.actorEmail;
    const id = current?.id ?? newId();
    const manageToken = this.tokens.manage(id);
    const held = Boolean(request.spam);
    const now = new Date();
    const facts = {
      id,
      trialRequestId: request.id,
      teacherId: teacher.id,
      startsAt,
      endsAt,
      sequence: current ? current.sequence + 1 : 0,
    };
    // a site booking waits for its visitor's click; staff booking or moving it confirms it
    const confirmBy =
      visitor && this.rules.confirmHours > 0
        ? new Date(Math.min(now.getTime() + this.rules.confirmHours * 3_600_000, startsAt.getTime()))
        : null;
    // a move changes the row only as it was read (its sequence): two moves at once, one wins; a visitor's
    // move also only while the booking has moves left
    const booking: Statement = current
      ? visitor
        ? {
            sql: 'UPDATE trial_bookings SET teacher_id = ?, starts_at = ?, ends_at = ?, sequence = ?, moves = moves + 1, confirm_by = ?, visitor_time_zone = COALESCE(?, visitor_time_zone) WHERE id = ? AND status = ? AND sequence = ? AND moves < ?',
            params: [
              teacher.id,
              startsAt,
              endsAt,
              facts.sequence,
              // a confirmed booking stays confirmed; an unconfirmed one keeps its earlier deadline
              current.confirmedAt ? null : earlier(current.confirmBy, confirmBy),
              visitorTimeZone,
              id,
              'booked',
              current.sequence,
              this.rules.maxMoves,
            ],
            mustChange: true,
          }
        : {
            sql: 'UPDATE trial_bookings SET teacher_id = ?, starts_at = ?, ends_at = ?, sequence = ?, confirm_by = NULL, confirmed_at = COALESCE(confirmed_at, ?), held = ?, visitor_time_zone = COALESCE(?, visitor_time_zone) WHERE id = ? AND status = ? AND sequence = ?',
            params: [
              teacher.id,
              startsAt,
              endsAt,
              facts.sequence,
              now,
              false,
              visitorTimeZone,
              id,
              'booked',
              current.sequence,
            ],
            mustChange: true,
          }
      : {
          sql: 'INSERT INTO trial_bookings (id, trial_request_id, teacher_id, starts_at, ends_at, status, sequence, booked_by, manage_token_hash, visitor_time_zone, created_at, moves, confirm_by, confirmed_at, held) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, 0, ?, ?, ?)',
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
            now,
            confirmBy,
            visitor ? null : now,
            held,
          ],
        };
    const previousTeacher =
      current && current.teacherId !== teacher.id ? await this.teachers.findOneBy({ id: current.teacherId }) : null;
    const previous = current ? { startsAt: current.startsAt, teacher: previousTeacher ?? teacher } : undefined;
    if (visitor && current && current.moves >= this.rules.maxMoves) throw new TooManyMoves();
    // a held booking (a request flagged as spam) tells nobody; an unproven address gets a few mails a day
    const mails =
      held || (visitor && current?.held)
        ? []
        : this.mail.forEvent(current ? 'moved' : 'booked', facts, request.email, teacher, previous, {
            visitor: await this.rules.visitorMailAllowed(request.email),
          });
    const scheduled = this.statuses.schedulable.includes(request.status);
    // the class holds the teacher's time in the one calendar (an overlap with a lesson is refused there)
    const hold = { kind: 'trial' as const, sourceId: id, teacherId: teacher.id, startsAt, endsAt };
    const postgres = this.dataSource.options.type === 'postgres';
    const statements = [
      ...teacherCalendar.lock([teacher.id, ...(current ? [current.teacherId] : [])], postgres),
      booking,
      current ? teacherCalendar.move(hold) : teacherCalendar.hold(hold),
      ...mails,
    ];
    if (visitor && !current) {
      const email = request.email.toLowerCase();
      // PostgreSQL: one email's new bookings one after another (its count then sees the other's committed row);
      // SQLite's transactions run one at a time already
      if (postgres)
        statements.unshift({ sql: 'SELECT pg_advisory_xact_lock(hashtext(?))', params: [`live-booking:${email}`] });
      statements.push({
        sql: liveRoomSql(this.requests.withEmail.positional),
        params: [id, now, email, this.rules.maxLivePerEmail],
        mustChange: true,
      });
    }
    if (scheduled) statements.push(this.statuses.markScheduled(request.id, new Date()));
    // the audit entries commit with the change they tell of
    const actor = actorOf(by);
    const target = `trial_request:${request.id}`;
    statements.push(
      this.audit.statement(
        actor,
        current ? 'booking_move' : 'booking_create',
        target,
        `${this.schoolTime(startsAt)} with ${teacher.name}`,
      ),
    );
    if (scheduled)
      statements.push(this.audit.statement(actor, 'status_change', target, `${request.status} → scheduled`));
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      if (error instanceof NothingChanged && error.sql === liveRoomSql(this.requests.withEmail.positional))
        throw new NoLiveRoom();
      throw error;
    }
    this.mail.queued();
    const saved = (await this.bookings.findOneBy({ id }))!;
    return { ...saved, manageToken };
  }

  /** Cancels a booked class (its slot is free again, the visitor and teacher are told); answers it as it is now. */
  async cancel(id: string, by: Booker): Promise<TrialBooking> {
    return (await this.cancelRow(id, by, false)).booking;
  }

  /** Releases a site booking nobody confirmed in time; true when this call released it (not another instance). */
  async release(id: string): Promise<boolean> {
    return (await this.cancelRow(id, { visitor: true }, true)).changed;
  }

  /** The cancel; `release`: the visitor did not confirm it in time (only while still unconfirmed; audited so). */
  private async cancelRow(
    id: string,
    by: Booker,
    release: boolean,
  ): Promise<{ booking: TrialBooking; changed: boolean }> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking) throw new NotFoundError(`No trial booking with id ${id}`);
    if (booking.status === 'booked') {
      const [teacher, request] = await Promise.all([
        this.teachers.findOneBy({ id: booking.teacherId }),
        this.requests.facts(booking.trialRequestId),
      ]);
      const sequence = booking.sequence + 1;
      const mails =
        teacher && request && !booking.held
          ? this.mail.forEvent('cancelled', { ...booking, sequence }, request.email, teacher, undefined, {
              visitor: await this.rules.visitorMailAllowed(request.email),
            })
          : [];
      const now = new Date();
      // the family's cancel hands the request back to the school, visibly, never a silent `scheduled`
      const handBack = 'visitor' in by ? [this.statuses.handBackToSchool(booking.trialRequestId, now)] : [];
      try {
        await atomically(this.dataSource, [
          {
            sql: `UPDATE trial_bookings SET status = 'cancelled', cancelled_at = ?, sequence = ? WHERE id = ? AND status = 'booked' AND sequence = ?${release ? ' AND confirmed_at IS NULL' : ''}`,
            params: [now, sequence, id, booking.sequence],
            mustChange: true,
          },
          teacherCalendar.release('trial', id),
          ...handBack,
          ...mails,
          this.audit.statement(
            actorOf(by),
            'booking_cancel',
            `trial_request:${booking.trialRequestId}`,
            `${this.schoolTime(booking.startsAt)}${release ? ': released, not confirmed in time' : ''}`,
          ),
        ]);
      } catch (error) {
        // cancelled or moved by someone else meanwhile: answer the booking as it is now
        if (!(error instanceof NothingChanged)) throw error;
        return { booking: (await this.bookings.findOneBy({ id }))!, changed: false };
      }
      this.mail.queued();
      return { booking: (await this.bookings.findOneBy({ id }))!, changed: true };
    }
    return { booking, changed: false };
  }

  /** A class's time as the audit log's sentences show it: "Thu 26 Nov, 14:30 (Asia/Kolkata)". */
  private schoolTime(instant: Date): string {
    return `${instantLabel(instant, this.schoolTimeZone, 'short')} (${this.schoolTimeZone})`;
  }
}
