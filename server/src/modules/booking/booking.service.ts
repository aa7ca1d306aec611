/**
 * Teachers, their free trial slots and the bookings (docs/requirements.md#trial-booking). A booking is
 * written with its request's status in one transaction; the database's partial unique indexes decide
 * a race for a slot (two visitors, two admins, two server instances): one insert wins, the other gets
 * SLOT_TAKEN. Nothing here trusts a read made before the write. The writes themselves (book, move,
 * cancel) are in booking-writes.ts; this file chooses what to write.
 */
import { TRIAL_CATEGORIES, type FieldErrors, type TrialCategory } from '@school/common';
import type { DataSource, Repository } from 'typeorm';
import type { BookingSettings } from '../../config/env';
import { asDate, NothingChanged } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { isCalendarOverlap, LONGEST_HOLD_MINUTES } from '../teacher-calendar';
import { newId } from '../../db/ids';
import { NotFoundError, SlotTakenError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { KEPT_RECORDS, refuseBeyond } from '../kept-records';
import { exceptionErrors, timeZoneError, weeklyErrors } from './availability';
import type { BookingMailJobs } from './booking-mail-jobs';
import type { BookingTokens } from './booking-token';
import { BookingGuards, liveRoomError } from './booking-guards';
import { BookingWrites, hashToken, NoLiveRoom, TooManyMoves, type Booker } from './booking-writes';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { FunnelRow } from './booking.types';
import { teacherValues, type TeacherFields } from './teacher-fields';
import { trialFunnel } from './trial-funnel';
import {
  freeSlots,
  freeStarts,
  type DatedException,
  type Interval,
  type Slot,
  type SlotRules,
  type WeeklyRange,
} from '../slots';
import { Teacher } from './teacher.entity';
import { TrialBooking } from './trial-booking.entity';
import type { TrialRequestReads, TrialRequestStatuses } from '../trial-request-status';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The widest window one slots query may ask for (the horizon is 21 days; a day of margin). */
const MAX_WINDOW_DAYS = 22;
/** How many of a request's bookings its page lists, newest first. */
export const BOOKINGS_LISTED = 50;

const movesError = (max: number) =>
  new ValidationError('This class cannot be moved again', {
    token: `This class has been moved ${max} times already: reply to its mail and the school will move it for you`,
  });

function throwIf(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

export class BookingService {
  private readonly teachers: Repository<Teacher>;
  private readonly bookings: Repository<TrialBooking>;
  private readonly writes: BookingWrites;
  readonly rules: SlotRules;
  readonly guards: BookingGuards;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    readonly settings: BookingSettings,
    tokens: BookingTokens,
    mail: BookingMailJobs,
    limiter: RateLimiter,
    statuses: TrialRequestStatuses,
    /** The trial request's own reads: the booking never names the requests' table. */
    private readonly requests: TrialRequestReads,
  ) {
    this.teachers = dataSource.getRepository(Teacher);
    this.bookings = dataSource.getRepository(TrialBooking);
    this.guards = new BookingGuards(dataSource, limiter, settings, requests);
    this.writes = new BookingWrites(
      dataSource,
      audit,
      tokens,
      mail,
      settings.lessonMinutes,
      settings.schoolTimeZone,
      {
        confirmHours: settings.confirmHours,
        maxMoves: settings.maxMoves,
        maxLivePerEmail: settings.maxLivePerEmail,
        visitorMailAllowed: this.guards.visitorMailAllowed,
      },
      statuses,
      requests,
    );
    this.rules = { lessonMinutes: settings.lessonMinutes, minNoticeHours: settings.minNoticeHours, horizonDays: 21 };
  }

  /** How many teachers are active (the size of a per-teacher slots answer), remembered for a few seconds. */
  async activeTeachers(now = Date.now()): Promise<number> {
    if (this.teacherCount && now - this.teacherCount.at < 5_000) return this.teacherCount.n;
    const n = await this.teachers.countBy({ active: true });
    this.teacherCount = { n, at: now };
    return n;
  }
  private teacherCount: { n: number; at: number } | null = null;

  listTeachers(): Promise<Teacher[]> {
    return this.teachers.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  getTeacher(id: string): Promise<Teacher | null> {
    return this.teachers.findOneBy({ id });
  }

  async createTeacher(fields: TeacherFields, actor: Actor): Promise<Teacher> {
    const values = teacherValues(fields, true);
    refuseBeyond(await this.teachers.count(), KEPT_RECORDS.teachers, 'teachers', 'name');
    const teacher: Teacher = {
      id: newId(),
      active: true,
      weekly: [],
      exceptions: [],
      createdAt: new Date(),
      meetingUrl: null,
      ...(values as Pick<Teacher, 'name' | 'email' | 'courses' | 'timeZone'>),
    };
    await this.teachers.insert(teacher);
    await this.audit.record(actor, 'teacher_create', `teacher:${teacher.id}`, teacher.name);
    return (await this.getTeacher(teacher.id))!;
  }

  async updateTeacher(id: string, fields: TeacherFields, actor: Actor): Promise<Teacher> {
    const values = teacherValues(fields, false);
    const found = await this.teachers.existsBy({ id });
    if (!found) throw new NotFoundError(`No teacher with id ${id}`);
    if (Object.keys(values).length > 0) await this.teachers.update({ id }, values);
    await this.audit.record(actor, 'teacher_update', `teacher:${id}`, `changed ${Object.keys(values).join(', ')}`);
    return (await this.getTeacher(id))!;
  }

  async setAvailability(
    id: string,
    weekly: WeeklyRange[],
    exceptions: DatedException[] | null,
    actor: Actor,
  ): Promise<Teacher> {
    throwIf({ ...weeklyErrors(weekly), ...exceptionErrors(exceptions ?? []) });
    const found = await this.teachers.existsBy({ id });
    if (!found) throw new NotFoundError(`No teacher with id ${id}`);
    const values: Partial<Teacher> = {
      weekly: weekly.map(({ weekday, from, to }) => ({ weekday, from, to })),
    };
    if (exceptions)
      values.exceptions = exceptions.map(({ date, kind, from, to }) => ({
        date,
        kind,
        from: from ?? null,
        to: to ?? null,
      }));
    await this.teachers.update({ id }, values);
    await this.audit.record(actor, 'teacher_update', `teacher:${id}`, 'changed availability');
    return (await this.getTeacher(id))!;
  }

  /** Booked classes starting in [from, to), for the teachers given (all when absent). */
  booked(from: Date, to: Date, teacherIds?: string[]): Promise<TrialBooking[]> {
    const qb = this.bookings
      .createQueryBuilder('b')
      .where("b.status = 'booked'")
      .andWhere('b.startsAt >= :from AND b.startsAt < :to', { from, to })
      .orderBy('b.startsAt', 'ASC');
    if (teacherIds)
      qb.andWhere('b.teacherId IN (:...teacherIds)', { teacherIds: teacherIds.length ? teacherIds : [''] });
    return qb.getMany();
  }

  /** The week calendar: booked classes in [from, to) (at most 22 days), of some teachers or all. */
  calendar(from: Date, to: Date, teacherIds?: string[]): Promise<TrialBooking[]> {
    this.checkWindow(from, to);
    return this.booked(from, to, teacherIds);
  }

  bookingOf(trialRequestId: string): Promise<TrialBooking | null> {
    return this.bookings.findOneBy({ trialRequestId, status: 'booked' });
  }

  private checkWindow(from: Date, to: Date): void {
    const errors: FieldErrors = {};
    if (Number.isNaN(from.getTime())) errors.from = 'from must be an instant';
    if (Number.isNaN(to.getTime())) errors.to = 'to must be an instant';
    else if (!(to > from)) errors.to = 'to must be after from';
    else if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * DAY)
      errors.to = `At most ${MAX_WINDOW_DAYS} days after from`;
    throwIf(errors);
  }

  /**
   * Free slots of every active teacher of the course in [from, to), earliest first (an instant two
   * teachers share appears once per teacher, or, with `onePerTime`, once: the teacher with the fewest
   * classes in the window takes it). `except`: a booking to ignore (the one being moved).
   */
  async slots(
    course: string,
    from: Date,
    to: Date,
    now = new Date(),
    except?: string,
    onePerTime = false,
  ): Promise<(Slot & { teacher: Teacher })[]> {
    if (!(TRIAL_CATEGORIES as readonly string[]).includes(course))
      throw new ValidationError(`Unknown course: ${course}`, { course: `Unknown course: ${course}` });
    this.checkWindow(from, to);
    const teachers = (await this.teachers.find({ where: { active: true } })).filter((teacher) =>
      teacher.courses.includes(course as TrialCategory),
    );
    if (teachers.length === 0) return [];
    // the teachers' one calendar (trial classes and lessons), only the columns the slots need, as raw rows
    const taken = await this.dataSource
      .createQueryBuilder()
      .select('c.kind', 'kind')
      .addSelect('c.source_id', 'id')
      .addSelect('c.teacher_id', 'teacherId')
      .addSelect('c.starts_at', 'startsAt')
      .addSelect('c.ends_at', 'endsAt')
      .from('teacher_calendar', 'c')
      .where('c.teacher_id IN (:...ids)', { ids: teachers.map((teacher) => teacher.id) })
      .andWhere('c.starts_at >= :from AND c.starts_at < :to', {
        from: new Date(from.getTime() - LONGEST_HOLD_MINUTES * MINUTE),
        to,
      })
      .getRawMany<{ kind: string; id: string; teacherId: string; startsAt: Date | string; endsAt: Date | string }>();
    const busyOf = new Map<string, Interval[]>();
    for (const booking of taken) {
      if (booking.kind === 'trial' && booking.id === except) continue;
      const list = busyOf.get(booking.teacherId) ?? [];
      list.push({ start: asDate(booking.startsAt).getTime(), end: asDate(booking.endsAt).getTime() });
      busyOf.set(booking.teacherId, list);
    }
    const window = { from: from.getTime(), to: to.getTime() };
    const load = (teacher: Teacher) => busyOf.get(teacher.id)?.length ?? 0;
    // one pass over plain numbers; objects only for what is answered
    const chosen = new Map<number, Teacher[]>();
    for (const teacher of teachers) {
      for (const start of freeStarts(teacher, window, busyOf.get(teacher.id) ?? [], now.getTime(), this.rules)) {
        const held = chosen.get(start);
        if (!held) chosen.set(start, [teacher]);
        else if (!onePerTime) held.push(teacher);
        else if (load(teacher) < load(held[0]) || (load(teacher) === load(held[0]) && teacher.id < held[0].id))
          held[0] = teacher;
      }
    }
    return [...chosen.keys()]
      .sort((x, y) => x - y)
      .flatMap((start) =>
        chosen
          .get(start)!
          .sort((x, y) => x.id.localeCompare(y.id))
          .map((teacher) => ({ startsAt: new Date(start), teacherId: teacher.id, teacher })),
      );
  }

  /**
   * Books (or moves) the request's trial class at `startsAt`, with `teacherId` or any free teacher of
   * its course. BAD_USER_INPUT when the time is on nobody's grid, SLOT_TAKEN when it was free a moment
   * ago and is not now.
   */
  async book(
    trialRequestId: string,
    startsAt: Date,
    teacherId: string | null,
    by: Booker,
    visitorTimeZone?: string | null,
    now = new Date(),
  ) {
    const request = await this.requests.facts(trialRequestId);
    if (!request) throw new NotFoundError(`No trial request with id ${trialRequestId}`);
    const zone = visitorTimeZone?.trim() || null;
    const zoneProblem = zone ? timeZoneError(zone) : null;
    if (zoneProblem) throw new ValidationError(zoneProblem, { visitorTimeZone: zoneProblem });
    // staff decide on a flagged request first; the site's visitor is answered as any other (the booking is held)
    if (request.spam && 'actor' in by)
      throw new ValidationError('This request is marked as spam', {
        trialRequestId: 'This request is marked as spam: mark it as not spam before booking',
      });
    if (Number.isNaN(startsAt.getTime()))
      throw new ValidationError('startsAt must be an instant', { startsAt: 'startsAt must be an instant' });
    const current = await this.bookingOf(trialRequestId);
    if ('visitor' in by && current && current.moves >= this.settings.maxMoves) throw movesError(this.settings.maxMoves);
    if ('visitor' in by && !current) await this.guards.assertLiveRoom(request.email, now);
    const window = { from: startsAt, to: new Date(startsAt.getTime() + MINUTE) };
    const onGrid = await this.slots(request.category, window.from, window.to, now, current?.id);
    const everyGrid = await this.gridOwners(request.category, startsAt, now);
    const candidates = onGrid
      .filter((slot) => slot.startsAt.getTime() === startsAt.getTime())
      .filter((slot) => !teacherId || slot.teacherId === teacherId);
    if (candidates.length === 0) {
      const onSomeGrid = everyGrid.some((id) => !teacherId || id === teacherId);
      if (onSomeGrid) throw new SlotTakenError();
      throw new ValidationError('Not a free trial time', {
        startsAt: 'Not one of the offered trial times: choose one of the times offered',
      });
    }
    for (const slot of candidates) {
      try {
        return await this.writes.write(request, slot.teacher, startsAt, current, zone, by);
      } catch (error) {
        // the class was moved or cancelled by someone else since it was read: that time is not to be had
        if (error instanceof NothingChanged) throw new SlotTakenError();
        if (error instanceof TooManyMoves) throw movesError(this.settings.maxMoves);
        if (error instanceof NoLiveRoom) throw liveRoomError();
        if (!isUniqueViolation(error) && !isCalendarOverlap(error)) throw error;
        // someone took this teacher's slot in the meantime: the next free teacher, if any
      }
    }
    throw new SlotTakenError();
  }

  /** The teachers of the course whose grid has `startsAt`, free or not (to tell "taken" from "not offered"). */
  private async gridOwners(course: string, startsAt: Date, now: Date): Promise<string[]> {
    const teachers = (await this.teachers.find({ where: { active: true } })).filter((teacher) =>
      teacher.courses.includes(course as TrialCategory),
    );
    const window = { from: startsAt, to: new Date(startsAt.getTime() + MINUTE) };
    return teachers
      .filter((teacher) =>
        freeSlots(teacher, window, [], now, this.rules).some((slot) => slot.startsAt.getTime() === startsAt.getTime()),
      )
      .map((teacher) => teacher.id);
  }

  /** Cancels a booked class (booking-writes.ts); answers it as it is now. */
  cancel(id: string, by: Booker): Promise<TrialBooking> {
    return this.writes.cancel(id, by);
  }

  /**
   * Releases every site booking whose confirmation time passed unconfirmed: each a cancellation that
   * changes the row only as it was read, so instances doing this at once release each booking once.
   */
  async releaseExpired(now = new Date()): Promise<number> {
    let released = 0;
    for (const id of await this.guards.expired(now)) if (await this.writes.release(id)) released++;
    return released;
  }

  /**
   * The booking behind a visitor's private link while it may still change: booked and not yet started.
   * null for an unknown token, a cancelled class or one that has begun.
   */
  async byManageToken(token: string, now = new Date()): Promise<{ booking: TrialBooking; course: string } | null> {
    if (!token || token.length > 100) return null;
    const booking = await this.bookings.findOneBy({ manageTokenHash: hashToken(token) });
    if (!booking || booking.status !== 'booked' || booking.startsAt <= now) return null;
    const request = await this.requests.facts(booking.trialRequestId);
    return request ? { booking, course: request.category } : null;
  }

  /** The trial funnel of the last `days` days (trial-funnel.ts); `stayed` answers its last step. */
  funnel(days: number, stayed?: Parameters<typeof trialFunnel>[4], now = new Date()): Promise<FunnelRow[]> {
    return trialFunnel(this.dataSource, this.requests, days, now, stayed);
  }

  /** Every booking of these requests, any status (the dashboard's request pages). */
  /** A request's bookings, newest first: the newest BOOKINGS_LISTED (a visitor books once; staff may rebook). */
  bookingsOf(trialRequestId: string): Promise<TrialBooking[]> {
    return this.bookings.find({
      where: { trialRequestId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: BOOKINGS_LISTED,
    });
  }

  /** True once the request was ever booked (cancelled classes included). */
  everBooked(trialRequestId: string): Promise<boolean> {
    return this.bookings.existsBy({ trialRequestId });
  }
}
