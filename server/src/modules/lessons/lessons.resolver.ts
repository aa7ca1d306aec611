/**
 * Enrolment and weekly lessons in the API (docs/api.md#enrolment): admin only. Errors in extensions.code:
 * BAD_USER_INPUT with fieldErrors naming the field, NOT_FOUND, SLOT_TAKEN for an overlap with the teacher's
 * other lessons or trial classes.
 */
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { AttendanceEnum, Family, Lesson, LessonPlan, Student, type MarkedStatus } from './lesson.entities';

@InputType({ description: "A student's weekly lesson: a weekday and a start in the teacher's zone, a length, dates." })
export class LessonPlanInput {
  @Field(() => ID, { description: 'The student.' }) studentId: string;
  @Field(() => ID, { description: 'The teacher (active, teaching the course).' }) teacherId: string;
  @Field({ description: 'The course value, e.g. guitar.' }) course: string;
  @Field(() => Int, { description: "1 = Monday … 7 = Sunday, in the teacher's zone." }) weekday: number;
  @Field({ description: "Start, HH:MM (24-hour) in the teacher's zone, on a 5-minute mark." }) startTime: string;
  @Field(() => Int, { description: 'Length in minutes: 15 to 240 in steps of 15.' }) minutes: number;
  @Field({ description: "First date, YYYY-MM-DD (teacher's zone); not in the past." }) firstDate: string;
  @Field(() => String, { nullable: true, description: 'Last date, YYYY-MM-DD; absent: lessons for a year ahead.' })
  lastDate?: string | null;
}

@Resolver(() => Student)
export class StudentResolver {
  @Authorized('admin')
  @Mutation(() => Student, {
    description:
      "Admin only. Enrols a trial request's student: the family found by the request's email (or made), the student " +
      'made once (calling again answers the same student), the request `enrolled`. NOT_FOUND for an unknown request; ' +
      'BAD_USER_INPUT for one marked as spam. Audited.',
  })
  enrolStudent(
    @Arg('trialRequestId', () => ID, { description: 'The trial request.' }) trialRequestId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.enrolStudent(trialRequestId, actorOf(ctx));
  }

  @Authorized('admin', 'teacher')
  @Query(() => [Student], {
    description:
      "Admin and teacher (a teacher: only the students they teach or taught; another teacher's id is FORBIDDEN). " +
      'Students, newest first (at most 1000): all, or of a teacher, a family or a trial request.',
  })
  async students(
    @Arg('teacherId', () => ID, { nullable: true, description: 'Only this teacher’s students.' })
    teacherId: string | null,
    @Arg('familyId', () => ID, { nullable: true, description: 'Only this family’s students.' }) familyId: string | null,
    @Arg('trialRequestId', () => ID, { nullable: true, description: 'Only the student enrolled from this request.' })
    trialRequestId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const own = await ctx.admin.lessons.scope.teacherFilter(ctx.user!, teacherId);
    return ctx.admin.lessons.listStudents({ teacherId: own, familyId, trialRequestId });
  }

  @Authorized('admin', 'teacher')
  @Query(() => Student, {
    nullable: true,
    description:
      "Admin and teacher (a teacher: only a student they teach; another teacher's is FORBIDDEN). One student; null " +
      'when there is none.',
  })
  async student(@Arg('id', () => ID, { description: 'The student.' }) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.admin.lessons.scope.student(ctx.user!, id);
    return ctx.admin.lessons.student(id);
  }

  @FieldResolver(() => String, {
    description: "The IANA zone the student's family lives in: where the lesson times are shown to them.",
  })
  async timeZone(@Root() student: Student & { familyTimeZone?: string }, @Ctx() ctx: GraphQLContext) {
    if (student.familyTimeZone) return student.familyTimeZone;
    return (await ctx.admin.lessons.family(student.familyId))?.timeZone ?? ctx.admin.dashboard.timeZone;
  }

  @Authorized('admin')
  @FieldResolver(() => Family, {
    nullable: true,
    description: 'Admin only (teachers see no family contact details). The family the student belongs to.',
  })
  family(@Root() student: Student, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.lessons.family(student.familyId);
  }

  @FieldResolver(() => [LessonPlan], { description: "The student's weekly lessons, earliest first (ended ones too)." })
  plans(@Root() student: Student, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.lessons.plansOf(student.id);
  }
}

@Resolver(() => Lesson)
export class LessonResolver {
  @Authorized('admin')
  @Mutation(() => LessonPlan, {
    description:
      "Admin only. Sets a student's weekly lesson: its lessons from the first date to the last (or a year ahead) are " +
      "put in the teacher's calendar. SLOT_TAKEN naming the first date that meets another lesson or a trial class of " +
      'the teacher (nothing is saved then); BAD_USER_INPUT naming the field for a bad weekday, time off the 5-minute ' +
      'marks, a length off the 15-minute grid, a first date in the past, an unknown student, teacher or course. Audited.',
  })
  createLessonPlan(
    @Arg('input', () => LessonPlanInput, { description: 'The weekly lesson.' }) input: LessonPlanInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.plans.create({ ...input }, actorOf(ctx));
  }

  @Authorized('admin', 'teacher')
  @Query(() => [Lesson], {
    description:
      "Admin and teacher (a teacher: only their own lessons; another teacher's id is FORBIDDEN). Lessons starting " +
      'from `from` (included) to `to` (excluded), by start; of one teacher or student when given. BAD_USER_INPUT for ' +
      'a window longer than 92 days or holding more than 5000 lessons.',
  })
  async lessons(
    @Arg('from', () => Date, { description: 'Start of the window (an instant).' }) from: Date,
    @Arg('to', () => Date, { description: 'End of the window (excluded).' }) to: Date,
    @Arg('teacherId', () => ID, { nullable: true, description: 'Only this teacher’s lessons.' })
    teacherId: string | null,
    @Arg('studentId', () => ID, { nullable: true, description: 'Only this student’s lessons.' })
    studentId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const own = await ctx.admin.lessons.scope.teacherFilter(ctx.user!, teacherId);
    return ctx.admin.lessons.book.lessons(from, to, { teacherId: own, studentId });
  }

  @Authorized('admin', 'teacher')
  @Mutation(() => Lesson, {
    description:
      "Admin and teacher (a teacher: only their own lessons; another's is FORBIDDEN). How a lesson ended, with the teacher's note (plain text, at most 2000 characters; absent: kept). " +
      'ATTENDED and ABSENT only once it has begun; CANCELLED_BY_SCHOOL frees the teacher’s time. NOT_FOUND for an ' +
      'unknown lesson. Audited.',
  })
  async markAttendance(
    @Arg('lessonId', () => ID, { description: 'The lesson.' }) lessonId: string,
    @Arg('status', () => AttendanceEnum, { description: 'How it ended.' }) status: MarkedStatus,
    @Arg('note', () => String, { nullable: true, description: 'What was covered, practice for the week.' })
    note: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.admin.lessons.scope.lesson(ctx.user!, lessonId);
    return ctx.admin.lessons.book.markAttendance(lessonId, status, note ?? undefined, actorOf(ctx));
  }

  @Authorized('admin', 'teacher')
  @Mutation(() => Lesson, {
    description:
      'Admin and teacher (a teacher: only their own lessons, and to no other teacher). Moves one lesson still to ' +
      'come to another start (on the 5-minute grid, in the future), with its teacher or another of the course; its ' +
      'length stays. SLOT_TAKEN when the teacher has anything then; refused when the student has another lesson then. ' +
      'The family is mailed the change with an updated invite. Audited.',
  })
  async moveLesson(
    @Arg('lessonId', () => ID, { description: 'The lesson.' }) lessonId: string,
    @Arg('startsAt', () => Date, { description: 'The new start (UTC).' }) startsAt: Date,
    @Arg('teacherId', () => ID, { nullable: true, description: 'Another teacher (admins); absent: its own.' })
    teacherId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.admin.lessons.scope.lesson(ctx.user!, lessonId);
    const teacher = (await ctx.admin.lessons.scope.teacherFilter(ctx.user!, teacherId)) ?? teacherId;
    return ctx.admin.lessons.moves.move(lessonId, startsAt, teacher, actorOf(ctx));
  }
}

@InputType({ description: 'A change to a weekly lesson from a date on; absent fields stay as they are.' })
export class LessonPlanChangeInput {
  @Field({ description: "The first date (YYYY-MM-DD, the plan's zone) the change applies to; not in the past." })
  fromDate: string;
  @Field(() => ID, { nullable: true, description: 'Another teacher (of the course).' }) teacherId?: string | null;
  @Field(() => Int, { nullable: true, description: '1 = Monday … 7 = Sunday.' }) weekday?: number | null;
  @Field(() => String, { nullable: true, description: "Start, HH:MM in the teacher's zone." }) startTime?:
    string | null;
  @Field(() => Int, { nullable: true, description: 'Length in minutes.' }) minutes?: number | null;
  @Field(() => String, { nullable: true, description: 'A new last date, YYYY-MM-DD.' }) lastDate?: string | null;
}

@Resolver(() => LessonPlan)
export class LessonPlanResolver {
  @Authorized('admin')
  @Mutation(() => LessonPlan, {
    description:
      'Admin only. Changes a weekly lesson from a date on, keeping its history: the plan ends the day before, its ' +
      'unmarked lessons from the date go, and a new plan with the changes starts on the date (answered), in one ' +
      'transaction. SLOT_TAKEN naming the first date the teacher is busy (nothing changes then); BAD_USER_INPUT ' +
      'naming the field. Audited.',
  })
  changeLessonPlan(
    @Arg('planId', () => ID, { description: 'The plan.' }) planId: string,
    @Arg('input', () => LessonPlanChangeInput, { description: 'The change.' }) input: LessonPlanChangeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.changes.change(planId, { ...input }, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => LessonPlan, {
    description:
      'Admin only. Ends a weekly lesson on a date (the student stops): its unmarked lessons after it go. Audited.',
  })
  endLessonPlan(
    @Arg('planId', () => ID, { description: 'The plan.' }) planId: string,
    @Arg('lastDate', { description: 'The last date with a lesson, YYYY-MM-DD; not in the past.' }) lastDate: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.changes.end(planId, lastDate, actorOf(ctx));
  }
}
