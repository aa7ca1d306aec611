/**
 * Teachers and their availability (admins), free trial slots (public), and bookings: an admin books
 * any request; a visitor only the request their browser just created, with the one-time token its
 * receipt carried (docs/requirements.md#trial-booking).
 */
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ForbiddenError, ValidationError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import type { Booker } from './booking-writes';
import {
  CreateTeacherInput,
  DatedExceptionInput,
  FunnelRow,
  TrialSlot,
  UpdateTeacherInput,
  WeeklyRangeInput,
} from './booking.types';
import { Teacher } from './teacher.entity';
import { TrialBooking, VisitorTrialBooking } from './trial-booking.entity';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

async function visitorView(ctx: GraphQLContext, booking: TrialBooking, course: string): Promise<VisitorTrialBooking> {
  const teacher = await ctx.services.booking.getTeacher(booking.teacherId);
  const { startsAt, endsAt, status } = booking;
  return { startsAt, endsAt, status, course, teacherFirstName: teacher ? firstName(teacher.name) : '' };
}

async function validLink(ctx: GraphQLContext, token: string) {
  await ctx.services.booking.guards.call(ctx.clientIp, token);
  const found = await ctx.services.booking.byManageToken(token);
  if (!found)
    throw new ValidationError('This link is not valid any more', {
      token: 'This link is not valid any more: the class was cancelled or has begun',
    });
  return found;
}

@Resolver(() => Teacher)
export class TeacherResolver {
  @Authorized('admin')
  @Query(() => [Teacher], {
    description:
      'Admin only. Every teacher, inactive ones included, by name: at most 200 are kept (one more is refused).',
  })
  teachers(@Ctx() ctx: GraphQLContext) {
    return ctx.services.booking.listTeachers();
  }

  @Authorized('admin')
  @Mutation(() => Teacher, { description: 'Admin only. Adds a teacher (without availability yet). Audited.' })
  createTeacher(
    @Arg('input', () => CreateTeacherInput, { description: 'The new teacher.' }) input: CreateTeacherInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.booking.createTeacher({ ...input }, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => Teacher, { description: 'Admin only. Changes a teacher; NOT_FOUND for an unknown id. Audited.' })
  updateTeacher(
    @Arg('id', () => ID, { description: 'The teacher to change.' }) id: string,
    @Arg('input', () => UpdateTeacherInput, { description: 'The fields to change.' }) input: UpdateTeacherInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.booking.updateTeacher(id, { ...input }, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => Teacher, {
    description:
      "Admin only. Replaces a teacher's weekly availability (and, when given, the dated exceptions). BAD_USER_INPUT naming " +
      'weekly[i] or exceptions[i] for a malformed, reversed or overlapping range. Audited.',
  })
  setTeacherAvailability(
    @Arg('teacherId', () => ID, { description: 'The teacher.' }) teacherId: string,
    @Arg('weekly', () => [WeeklyRangeInput], { description: 'Every weekly range (replaces the old ones).' })
    weekly: WeeklyRangeInput[],
    @Arg('exceptions', () => [DatedExceptionInput], {
      nullable: true,
      description: 'Every dated exception (replaces the old ones); absent: unchanged.',
    })
    exceptions: DatedExceptionInput[] | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.booking.setAvailability(teacherId, weekly, exceptions, actorOf(ctx));
  }
}

@Resolver(() => TrialBooking)
export class TrialBookingResolver {
  @Query(() => [TrialSlot], {
    description:
      'Public. The free trial times for a course in [from, to) (at most 22 days apart), earliest first: at least ' +
      'TRIAL_MIN_NOTICE_HOURS ahead, at most 21 days out; one per time (the teacher with the fewest classes in the ' +
      'window takes it), or every free teacher at each time with eachTeacher. BAD_USER_INPUT for an unknown course or ' +
      'a bad window. eachTeacher: admins only (FORBIDDEN otherwise). Metered per client address (RATE_LIMIT_SLOTS).',
  })
  async trialSlots(
    @Arg('course', () => String, { description: 'A course value, e.g. guitar.' }) course: string,
    @Arg('from', () => Date, { description: 'Earliest start (inclusive).' }) from: Date,
    @Arg('to', () => Date, { description: 'Latest start (exclusive).' }) to: Date,
    @Arg('eachTeacher', () => Boolean, {
      defaultValue: false,
      description: "true: every free teacher at each time (the dashboard's picker); false: one slot per time.",
    })
    eachTeacher: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TrialSlot[]> {
    // each teacher's busy times are the staff's to see; the public gets one slot per time, metered
    if (eachTeacher && ctx.user?.role !== 'admin') throw new ForbiddenError();
    if (!ctx.user) await ctx.services.booking.guards.slots(ctx.clientIp);
    const slots = await ctx.services.booking.slots(course, from, to, new Date(), undefined, !eachTeacher);
    return slots.map((slot) => ({
      startsAt: slot.startsAt,
      teacherId: slot.teacherId,
      teacherFirstName: firstName(slot.teacher.name),
    }));
  }

  @Mutation(() => TrialBooking, {
    description:
      'Books (or, for a request already booked, moves) its trial class. Admins: any request, with a session. The site: ' +
      'only the request it just created, with the bookingToken of its receipt, once. SLOT_TAKEN when the time was just ' +
      'taken; BAD_USER_INPUT for a time not offered, an expired token or (site) an email with a class booked already ' +
      "(TRIAL_MAX_LIVE_PER_EMAIL); staff: for a spam-flagged request (the site's booking of one is held silently). " +
      'Site calls are metered per address and token (RATE_LIMIT_BOOKING). Audited.',
  })
  async bookTrial(
    @Arg('trialRequestId', () => ID, { description: 'The trial request to book.' }) trialRequestId: string,
    @Arg('startsAt', () => Date, { description: 'One of the offered times (trialSlots).' }) startsAt: Date,
    @Arg('teacherId', () => ID, { nullable: true, description: 'The teacher; absent: any teacher free then.' })
    teacherId: string | null,
    @Arg('bookingToken', () => String, { nullable: true, description: "The site's token from the request's receipt." })
    bookingToken: string | null,
    @Arg('visitorTimeZone', () => String, {
      nullable: true,
      description:
        "The visitor's IANA time zone (the site sends the browser's): their mails show times in it. Absent: kept as it " +
        "was for a move, the school's zone for a new booking. BAD_USER_INPUT for an unknown zone.",
    })
    visitorTimeZone: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const booking = ctx.services.booking;
    let by: Booker;
    if (ctx.user) {
      if (ctx.user.role !== 'admin') throw new ForbiddenError();
      by = { actor: actorOf(ctx) };
    } else {
      await booking.guards.call(ctx.clientIp, bookingToken);
      if (!bookingToken || !ctx.services.bookingTokens.verify(trialRequestId, bookingToken))
        throw new ValidationError('This booking link is not valid any more', {
          bookingToken: 'This booking link is not valid any more: the school will contact you to book',
        });
      if (await booking.everBooked(trialRequestId))
        throw new ValidationError('This request is booked already', {
          bookingToken: 'This request is booked already: use the link in your confirmation mail to change it',
        });
      by = { visitor: true };
    }
    const booked = await booking.book(trialRequestId, startsAt, teacherId, by, visitorTimeZone);
    // the private link is the visitor's: a staff member's answer never carries it
    return 'actor' in by ? { ...booked, manageToken: null } : booked;
  }

  @Query(() => VisitorTrialBooking, {
    nullable: true,
    description:
      "Public. The trial class behind a visitor's private link; null when the token is unknown, the class was " +
      'cancelled or has begun.',
  })
  async visitorTrialBooking(
    @Arg('token', () => String, { description: 'The token of the private link.' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VisitorTrialBooking | null> {
    await ctx.services.booking.guards.call(ctx.clientIp, token);
    const found = await ctx.services.booking.byManageToken(token);
    return found ? visitorView(ctx, found.booking, found.course) : null;
  }

  @Mutation(() => VisitorTrialBooking, {
    description:
      "Public. Moves the class of a visitor's private link to another offered time (any teacher of the course free " +
      'then); the old time is free again. SLOT_TAKEN when the time was just taken; BAD_USER_INPUT for a token that is ' +
      'not valid any more, a time not offered, or a class moved TRIAL_MAX_MOVES times already.',
  })
  async moveVisitorTrialBooking(
    @Arg('token', () => String, { description: 'The token of the private link.' }) token: string,
    @Arg('startsAt', () => Date, { description: 'One of the offered times (trialSlots).' }) startsAt: Date,
    @Arg('teacherId', () => ID, {
      nullable: true,
      description: 'The teacher offered at that time; absent: any free one.',
    })
    teacherId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VisitorTrialBooking> {
    const found = await validLink(ctx, token);
    const moved = await ctx.services.booking.book(found.booking.trialRequestId, startsAt, teacherId, { visitor: true });
    return visitorView(ctx, moved, found.course);
  }

  @Mutation(() => VisitorTrialBooking, {
    description:
      "Public. Cancels the class of a visitor's private link; its time is free again. BAD_USER_INPUT for a token " +
      'that is not valid any more.',
  })
  async cancelVisitorTrialBooking(
    @Arg('token', () => String, { description: 'The token of the private link.' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VisitorTrialBooking> {
    const found = await validLink(ctx, token);
    const cancelled = await ctx.services.booking.cancel(found.booking.id, { visitor: true });
    return visitorView(ctx, cancelled, found.course);
  }

  @Authorized('admin')
  @Mutation(() => TrialBooking, { description: 'Admin only. Cancels a booked class; its time is free again. Audited.' })
  cancelTrialBooking(
    @Arg('id', () => ID, { description: 'The booking to cancel.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.booking.cancel(id, { actor: actorOf(ctx) });
  }

  @Authorized('admin')
  @Query(() => [FunnelRow], {
    description:
      'Admin only. The trial funnel of the last `days` days (1 to 366): one row per course, then one for every course ' +
      '(course null): requests → booked → attended → enrolled → still enrolled after 90 days (of those enrolled 90 ' +
      'days ago or more), the rate of each step and the median hours to a booking.',
  })
  trialFunnel(
    @Arg('days', () => Int, { description: 'How many days back from now: 30 and 90 on the dashboard.' }) days: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    // the last step is enrolment's to tell
    return ctx.services.booking.funnel(days, (ids, now) => ctx.admin.lessons.retention(ids, now));
  }

  @Authorized('admin')
  @Query(() => [TrialBooking], {
    description:
      'Admin only. Booked classes starting in [from, to) (at most 22 days), of one teacher or all: the week calendar.',
  })
  trialBookings(
    @Arg('from', () => Date, { description: 'Earliest start (inclusive).' }) from: Date,
    @Arg('to', () => Date, { description: 'Latest start (exclusive).' }) to: Date,
    @Arg('teacherId', () => ID, { nullable: true, description: 'One teacher; absent: all.' }) teacherId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.booking.calendar(from, to, teacherId ? [teacherId] : undefined);
  }

  @FieldResolver(() => String, { description: "The teacher's first name (what the visitor is told)." })
  async teacherFirstName(@Root() booking: TrialBooking, @Ctx() ctx: GraphQLContext): Promise<string> {
    const teacher = await ctx.services.booking.getTeacher(booking.teacherId);
    return teacher ? firstName(teacher.name) : '';
  }

  @Authorized('admin')
  @FieldResolver(() => Teacher, { nullable: true, description: 'Admin only. The teacher, in full.' })
  teacher(@Root() booking: TrialBooking, @Ctx() ctx: GraphQLContext) {
    return ctx.services.booking.getTeacher(booking.teacherId);
  }
}
