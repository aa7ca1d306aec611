import type { TrialCategory } from '@school/common';
import { Extensions, Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { TrialCategoryEnum } from '../enums.types';
import { CreatedAtColumn, IdColumn } from '../columns';
import type { DatedException, WeeklyRange } from '../slots';

@ObjectType({ description: "A weekly range of a teacher's availability, wall-clock times in the teacher's zone." })
export class WeeklyRangeRecord implements WeeklyRange {
  @Field(() => Int, { description: '1 = Monday … 7 = Sunday.' }) weekday: WeeklyRange['weekday'];
  @Field({ description: 'Start, HH:MM (24-hour).' }) from: string;
  @Field({ description: 'End, HH:MM (24-hour; 24:00 is the end of the day).' }) to: string;
}

@ObjectType({ description: 'One date that differs from the weekly availability.' })
export class DatedExceptionRecord implements DatedException {
  @Field({ description: "YYYY-MM-DD in the teacher's zone." }) date: string;
  @Field(() => String, {
    description: '`off`: the whole day (no times) or a range off; `extra`: a range added to that date.',
  })
  kind: 'off' | 'extra';
  @Field(() => String, { nullable: true, description: 'Start, HH:MM; null for a whole day off.' }) from: string | null;
  @Field(() => String, { nullable: true, description: 'End, HH:MM; null for a whole day off.' }) to: string | null;
}

/** A teacher who gives trial classes (docs/requirements.md#trial-slots). Admin only in the API. */
@Entity('teachers')
@ObjectType({ description: 'A teacher who gives trial classes, with their courses, time zone and availability.' })
export class Teacher {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field({ description: 'Full name (the visitor sees only the first name).' })
  @Column({ type: 'varchar', length: 100 })
  name: string;
  @Field({ description: 'Where the school reaches the teacher (never public).' })
  @Column({ type: 'varchar', length: 254 })
  email: string;
  @Field(() => [TrialCategoryEnum], { description: 'The courses the teacher gives trial classes for.' })
  @Column({ type: 'simple-json' })
  courses: TrialCategory[];
  @Field({ name: 'timeZone', description: 'IANA time zone of the availability, e.g. Asia/Kolkata.' })
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;
  @Field(() => String, {
    nullable: true,
    description: "The teacher's video-call room (https): how a student joins; sent in the booking mails, never public.",
  })
  @Column({ name: 'meeting_url', type: 'varchar', length: 500, nullable: true })
  meetingUrl: string | null;
  @Field({ description: 'Inactive teachers are offered to nobody; their bookings stay.' })
  @Column({ type: 'boolean', default: true })
  active: boolean;
  /** Stored in the row and capped by setTeacherAvailability: the cost limit counts it once (graphql/limits.ts). */
  @Extensions({ storedInRow: true })
  @Field(() => [WeeklyRangeRecord], { description: 'The weekly availability, by weekday and time.' })
  @Column({ type: 'simple-json' })
  weekly: WeeklyRangeRecord[];
  @Extensions({ storedInRow: true })
  @Field(() => [DatedExceptionRecord], { description: 'Dates that differ from the weekly availability.' })
  @Column({ type: 'simple-json' })
  exceptions: DatedExceptionRecord[];
  @Field(() => Date, { description: 'When the teacher was added.' }) @CreatedAtColumn() createdAt: Date;
}
