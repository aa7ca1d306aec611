import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';
import { describedEnum } from '../enums.types';

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BookingStatusEnum = describedEnum<BookingStatus>(
  'TrialBookingStatus',
  'Whether a trial class stands.',
  BOOKING_STATUSES,
  {
    booked: 'The class stands; its time is taken.',
    cancelled: 'Cancelled by the visitor or the school; its time is free again.',
  },
);

/**
 * One booked trial class. At most one `booked` row per teacher and start, and per trial request: two
 * partial unique indexes enforce it in the database (docs/requirements.md#trial-booking), whatever
 * the number of server instances.
 */
@Entity('trial_bookings')
@ObjectType({ description: 'A trial class booked for a trial request with a teacher.' })
export class TrialBooking {
  @Field(() => ID, { description: "Unique id; also the calendar invite's UID." }) @IdColumn() id: string;
  @Field(() => ID, { description: 'The trial request it is for.' })
  @Column({ name: 'trial_request_id', type: 'varchar', length: 36 })
  trialRequestId: string;
  @Field(() => ID, { description: 'The teacher who gives the class.' })
  @Column({ name: 'teacher_id', type: 'varchar', length: 36 })
  teacherId: string;
  @Field(() => Date, { description: 'When the class starts (UTC).' })
  @Column({ name: 'starts_at', type: Date })
  startsAt: Date;
  @Field(() => Date, { description: 'When the class ends (UTC).' })
  @Column({ name: 'ends_at', type: Date })
  endsAt: Date;
  @Field(() => BookingStatusEnum, { description: 'Whether the class stands.' })
  @Column({ type: 'varchar', length: 12, default: 'booked' })
  status: BookingStatus;
  @Field(() => Int, { description: "The calendar invite's SEQUENCE: 0 when booked, one more at each change." })
  @Column({ type: 'integer', default: 0 })
  sequence: number;
  @Field({ description: "Who booked it: 'visitor', or the staff account's email." })
  @Column({ name: 'booked_by', type: 'varchar', length: 254 })
  bookedBy: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The visitor's IANA time zone (their browser's, or chosen by staff): the zone their mails show times in.",
  })
  @Column({ name: 'visitor_time_zone', type: 'varchar', length: 64, nullable: true })
  visitorTimeZone: string | null;
  /** SHA-256 (hex) of the visitor's private-link token; the token itself is never stored. */
  @Column({ name: 'manage_token_hash', type: 'varchar', length: 64, nullable: true })
  manageTokenHash: string | null;
  @Field(() => Date, { description: 'When it was first booked.' }) @CreatedAtColumn() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null while it stands.' })
  @Column({ name: 'cancelled_at', type: Date, nullable: true })
  cancelledAt: Date | null;
  /** Moves the visitor made through the private link (at most TRIAL_MAX_MOVES). */
  @Column({ type: 'integer', default: 0 })
  moves: number;
  /** When an unconfirmed site booking is released (TRIAL_CONFIRM_HOURS); null: never. */
  @Column({ name: 'confirm_by', type: Date, nullable: true })
  confirmBy: Date | null;
  @Field(() => Date, {
    nullable: true,
    description:
      'When the visitor confirmed the class through the link in its mail (or staff booked it); null until then: a ' +
      'site booking not confirmed within TRIAL_CONFIRM_HOURS is released.',
  })
  @Column({ name: 'confirmed_at', type: Date, nullable: true })
  confirmedAt: Date | null;
  /** A booking of a request flagged as spam: it stands, but sends no mail until staff look at the request. */
  @Column({ type: 'boolean', default: false })
  held: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "The visitor's private-link token (see, move or cancel the class until it starts): only in the answer that " +
      'created the booking, and in the confirmation mail; null everywhere else.',
  })
  manageToken?: string | null;
}

/** What the visitor's private link shows: no ids, no teacher surname or email. */
@ObjectType({ description: "A booked trial class as the visitor's private link shows it." })
export class VisitorTrialBooking {
  @Field(() => Date, { description: 'When the class starts (UTC).' }) startsAt: Date;
  @Field(() => Date, { description: 'When the class ends (UTC).' }) endsAt: Date;
  @Field(() => BookingStatusEnum, { description: 'Whether the class stands.' }) status: BookingStatus;
  @Field({ description: 'The course value, e.g. guitar.' }) course: string;
  @Field({ description: "The teacher's first name." }) teacherFirstName: string;
}
