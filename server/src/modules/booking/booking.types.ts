/** The GraphQL inputs and outputs of teachers, slots and bookings (docs/requirements.md#trial-booking). */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { DatedException, WeeklyRange } from '../slots';

@InputType({
  description:
    'A new teacher. BAD_USER_INPUT with fieldErrors for a blank name, a bad email, no known course or an unknown time zone.',
})
export class CreateTeacherInput {
  @Field({ description: 'Full name (at most 100 characters).' }) name: string;
  @Field({ description: 'Email address (never shown to visitors).' }) email: string;
  @Field(() => [String], { description: 'Course values: hindustanivocal, bollywoodvocal, piano, guitar, tabla.' })
  courses: string[];
  @Field({ description: 'IANA time zone name, e.g. Asia/Kolkata.' }) timeZone: string;
  @Field(() => String, { nullable: true, description: 'Video-call room (https), sent to students in booking mails.' })
  meetingUrl?: string | null;
}

@InputType({ description: 'The fields to change on a teacher; absent fields stay as they are.' })
export class UpdateTeacherInput {
  @Field(() => String, { nullable: true, description: 'Full name.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Email address.' }) email?: string | null;
  @Field(() => [String], { nullable: true, description: 'Course values (at least one).' }) courses?: string[] | null;
  @Field(() => String, { nullable: true, description: 'IANA time zone name.' }) timeZone?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'false: offered to nobody from now on.' }) active?:
    boolean | null;
  @Field(() => String, { nullable: true, description: 'Video-call room (https); empty: none.' }) meetingUrl?:
    string | null;
}

@InputType({ description: "A weekly range, wall-clock times in the teacher's zone." })
export class WeeklyRangeInput implements WeeklyRange {
  @Field(() => Int, { description: '1 = Monday … 7 = Sunday.' }) weekday: WeeklyRange['weekday'];
  @Field({ description: 'HH:MM, 24-hour.' }) from: string;
  @Field({ description: 'HH:MM, 24-hour; after from (24:00 ends the day).' }) to: string;
}

@InputType({ description: 'A date that differs from the weekly availability.' })
export class DatedExceptionInput implements DatedException {
  @Field({ description: "YYYY-MM-DD in the teacher's zone." }) date: string;
  @Field(() => String, { description: '`off` (without times: the whole day) or `extra`.' }) kind: 'off' | 'extra';
  @Field(() => String, { nullable: true, description: 'HH:MM; absent for a whole day off.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM, after from; absent for a whole day off.' })
  to?: string | null;
}

@ObjectType({ description: 'A free trial time. Public: the teacher is named by first name only.' })
export class TrialSlot {
  @Field(() => Date, { description: 'When the class would start (UTC); it lasts TRIAL_LESSON_MINUTES.' })
  startsAt: Date;
  @Field(() => ID, { description: 'The teacher who is free then (pass it to bookTrial).' }) teacherId: string;
  @Field({ description: "The teacher's first name." }) teacherFirstName: string;
}

@ObjectType({
  description: 'One course (or every course) through the trial funnel: requests → booked → attended → enrolled.',
})
export class FunnelRow {
  @Field(() => String, { nullable: true, description: 'The course value; null on the row of every course together.' })
  course: string | null;
  @Field(() => Int, { description: 'Trial requests received in the window (spam left out).' }) requests: number;
  @Field(() => Int, { description: 'Of those, the ones ever booked for a class.' }) booked: number;
  @Field(() => Int, { description: 'Of those, the ones whose trial took place (status trial_done or enrolled).' })
  attended: number;
  @Field(() => Int, { description: 'Of those, the ones who enrolled.' }) enrolled: number;
  @Field(() => Float, { nullable: true, description: 'booked / requests; null without requests.' })
  bookedRate: number | null;
  @Field(() => Float, { nullable: true, description: 'attended / booked; null without bookings.' })
  attendedRate: number | null;
  @Field(() => Float, { nullable: true, description: 'enrolled / attended; null without attended trials.' })
  enrolledRate: number | null;
  @Field(() => Int, { description: 'Of the enrolled, the ones enrolled 90 days ago or more (whose stay can be told).' })
  enrolledLongAgo: number;
  @Field(() => Int, {
    description: 'Of those, the ones still enrolled after 90 days: a weekly lesson ran on the 90th day.',
  })
  stillEnrolled: number;
  @Field(() => Float, { nullable: true, description: 'stillEnrolled / enrolledLongAgo; null when none is that old.' })
  stillEnrolledRate: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Median hours from the request to its first booking; null without bookings.',
  })
  medianHoursToBooking: number | null;
}
