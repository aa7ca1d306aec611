/**
 * The teacher's own week in the API (docs/requirements.md#teacher-week): who the signed-in teacher is, and a month of
 * a teacher's lessons for payroll. Lessons, attendance, students and leave take the teacher role on their own
 * operations (lessons.resolver.ts, make-ups.resolver.ts), always scoped to the teacher's own.
 */
import { Arg, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ValidationError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { MonthFigures } from './teacher-month';

@ObjectType({ description: 'The teacher a signed-in teacher account is.' })
export class SignedInTeacher {
  @Field(() => ID, { description: 'The teacher.' }) id: string;
  @Field({ description: 'Their name.' }) name: string;
  @Field({ description: 'Their IANA zone: their week is shown in it.' }) timeZone: string;
}

@ObjectType({ description: "A teacher's month of lessons (in the teacher's zone), for payroll." })
export class TeacherMonthReport implements MonthFigures {
  @Field(() => ID, { description: 'The teacher.' }) teacherId: string;
  @Field({ description: "The teacher's name." }) teacherName: string;
  @Field({ description: 'The month, YYYY-MM.' }) month: string;
  @Field({ description: "The teacher's zone the month is counted in." }) timeZone: string;
  @Field(() => Int, { description: 'Lessons the student came to.' }) attended: number;
  @Field(() => Int, { description: 'Lessons missed without notice (the teacher was there: counted as taught).' })
  noShows: number;
  @Field(() => Int, { description: 'Lessons missed with notice (not taught).' }) absentWithNotice: number;
  @Field(() => Int, { description: 'Lessons cancelled by the school or the teacher (not taught).' }) cancelled: number;
  @Field(() => Int, { description: 'Make-up lessons taught (also counted in taught).' }) makeUps: number;
  @Field(() => Int, { description: 'Lessons begun but not marked yet: mark them before payroll.' }) unmarked: number;
  @Field(() => Int, { description: 'Lessons still to come this month.' }) upcoming: number;
  @Field(() => Int, { description: 'Lessons taught: attended and no-shows. What payroll pays.' }) taught: number;
  @Field(() => Int, { description: 'Minutes of the lessons taught.' }) minutesTaught: number;
}

@Resolver()
export class TeacherWeekResolver {
  @Authorized('teacher')
  @Query(() => SignedInTeacher, {
    description:
      'Teacher only. The teacher the signed-in account is (by its email); FORBIDDEN when no teacher has its email.',
  })
  async myTeacher(@Ctx() ctx: GraphQLContext): Promise<SignedInTeacher> {
    const teacher = await ctx.admin.lessons.scope.signedIn(ctx.user!);
    return { id: teacher.id, name: teacher.name, timeZone: teacher.timeZone };
  }

  @Authorized('admin', 'teacher')
  @Query(() => TeacherMonthReport, {
    description:
      "Admin and teacher (a teacher: their own; another's is FORBIDDEN). A teacher's month in their zone: lessons " +
      'taught (attended and no-shows) with their minutes, missed with notice, cancelled, make-ups, unmarked. ' +
      'BAD_USER_INPUT for a month not YYYY-MM; NOT_FOUND for an unknown teacher.',
  })
  async teacherMonth(
    @Arg('month', { description: 'The month, YYYY-MM.' }) month: string,
    @Arg('teacherId', () => ID, {
      nullable: true,
      description: 'The teacher (a teacher account: absent or their own).',
    })
    teacherId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = await ctx.admin.lessons.scope.teacherFilter(ctx.user!, teacherId);
    if (!id) throw new ValidationError('Choose a teacher', { teacherId: 'Choose a teacher' });
    return ctx.admin.lessons.month.report(id, month);
  }

  @Authorized('admin')
  @Query(() => [TeacherMonthReport], {
    description:
      "Admin only. Every teacher's month (active ones, and others with lessons in it), by name: the payroll table. " +
      'BAD_USER_INPUT for a month not YYYY-MM.',
  })
  teacherMonths(@Arg('month', { description: 'The month, YYYY-MM.' }) month: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.lessons.month.all(month);
  }
}
