/**
 * Make-ups in the API (docs/requirements.md#make-ups): the policy, a student's credits computed from the ledger, and
 * booking a make-up for a credit; and the school's closures (docs/requirements.md#closures). Admin only.
 */
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { describedEnum } from '../enums.types';
import { Lesson, LessonPolicy } from './lesson.entities';
import { SchoolClosure, TeacherLeave } from './time-off.entities';
import type { CreditState, CreditView } from './make-ups';

const CreditStateEnum = describedEnum<CreditState>(
  'MakeUpCreditState',
  'What became of a make-up credit.',
  ['AVAILABLE', 'USED', 'VOIDED', 'EXPIRED'],
  {
    AVAILABLE: 'Earned and not used yet; valid until its expiry.',
    USED: 'A make-up lesson was booked with it.',
    VOIDED: "The missed lesson's attendance was corrected: it no longer earns a credit.",
    EXPIRED: 'Not used before it expired.',
  },
);

@ObjectType({ description: "A make-up credit: earned by a missed lesson, computed from the student's ledger." })
export class MakeUpCredit implements CreditView {
  @Field(() => ID, { description: 'Unique id (book a make-up with it).' }) id: string;
  @Field(() => ID, { description: 'The student.' }) studentId: string;
  @Field(() => ID, { nullable: true, description: 'The missed lesson that earned it.' }) lessonId: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was earned.' }) reason: string | null;
  @Field(() => Date, { description: 'When it was earned.' }) earnedAt: Date;
  @Field(() => Date, { description: 'Its make-up must start before this instant.' }) expiresAt: Date;
  @Field(() => CreditStateEnum, { description: 'What became of it.' }) state: CreditState;
  @Field(() => ID, { nullable: true, description: 'The make-up lesson that used it.' }) usedBy: string | null;
}

@ObjectType({ description: 'A free time for a make-up, with a teacher free then.' })
export class MakeUpSlot {
  @Field(() => Date, { description: 'When it would start (UTC).' }) startsAt: Date;
  @Field(() => ID, { description: 'The teacher free then.' }) teacherId: string;
}

@InputType({ description: "The school's make-up policy." })
export class LessonPolicyInput {
  @Field(() => Int, { description: 'Hours of notice (0 to 336) an absence needs to earn a credit.' })
  noticeHours: number;
  @Field(() => Int, { description: 'Credits by notice per term (0 to 52).' }) creditsPerTerm: number;
  @Field(() => Int, { description: 'Days a credit stays valid (1 to 730).' }) expiryDays: number;
  @Field(() => Int, {
    nullable: true,
    description: "Hours before a lesson the family's reminder is mailed: 0 (off), 2 or 24; absent: kept.",
  })
  reminderHours?: number | null;
}

@Resolver(() => LessonPolicy)
export class MakeUpResolver {
  @Authorized('admin')
  @Query(() => LessonPolicy, { description: "Admin only. The school's make-up policy." })
  lessonPolicy(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.lessons.makeUps.policy();
  }

  @Authorized('admin')
  @Mutation(() => LessonPolicy, {
    description: 'Admin only. Changes the make-up policy (from now on; credits earned keep their expiry). Audited.',
  })
  setLessonPolicy(
    @Arg('input', () => LessonPolicyInput, { description: 'The policy.' }) input: LessonPolicyInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.makeUps.setPolicy({ ...input }, actorOf(ctx));
  }

  @Authorized('admin')
  @Query(() => [MakeUpCredit], {
    description: "Admin only. A student's make-up credits, newest first, each with what became of it.",
  })
  makeUpCredits(
    @Arg('studentId', () => ID, { description: 'The student.' }) studentId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.makeUps.credits(studentId);
  }

  @Authorized('admin')
  @Mutation(() => Lesson, {
    description:
      "Admin only. Books a make-up for an available credit: the missed lesson's length and course, with its teacher " +
      'unless another is given, starting before the credit expires. SLOT_TAKEN when the teacher is busy then; ' +
      'BAD_USER_INPUT naming creditId for a credit used (also by a booking at the same moment) or voided, startsAt for a ' +
      'time in the past, after the expiry or off the 5-minute marks. Audited.',
  })
  bookMakeUp(
    @Arg('creditId', () => ID, { description: 'The credit.' }) creditId: string,
    @Arg('startsAt', () => Date, { description: 'When the make-up starts.' }) startsAt: Date,
    @Arg('teacherId', () => ID, {
      nullable: true,
      description: "Another teacher of the course (default: the missed lesson's).",
    })
    teacherId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.makeUps.book(creditId, startsAt, teacherId, actorOf(ctx));
  }

  @Authorized('admin')
  @Query(() => [MakeUpSlot], {
    description:
      "Admin only. The times a credit's make-up can be booked, by start: the missed lesson's teacher's (or " +
      "`teacherId`'s, or with `anyTeacher` every active teacher of the course, one per time), in their weekly " +
      'availability, with the missed lesson’s length, none meeting their calendar, until the credit expires (at most ' +
      '31 days ahead). Empty for a credit used, voided or expired.',
  })
  makeUpSlots(
    @Arg('creditId', () => ID, { description: 'The credit.' }) creditId: string,
    @Arg('teacherId', () => ID, { nullable: true, description: "Another teacher (default: the missed lesson's)." })
    teacherId: string | null,
    @Arg('anyTeacher', () => Boolean, { defaultValue: false, description: 'Every active teacher of the course.' })
    anyTeacher: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.makeUpSlots.forCredit(creditId, { teacherId, anyTeacher });
  }
}

@InputType({ description: "Days the school is closed, in the school's zone." })
export class ClosureInput {
  @Field({ description: 'What it is, e.g. Diwali (at most 100 characters).' }) name: string;
  @Field({ description: 'First closed day, YYYY-MM-DD.' }) firstDate: string;
  @Field({ description: 'Last closed day, YYYY-MM-DD (included; at most 366 days after the first).' }) lastDate: string;
}

@Resolver(() => SchoolClosure)
export class ClosureResolver {
  @Authorized('admin')
  @Query(() => [SchoolClosure], { description: "Admin only. The school's closures, earliest first (at most 500)." })
  schoolClosures(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.lessons.closures.list();
  }

  @Authorized('admin')
  @Mutation(() => SchoolClosure, {
    description:
      'Admin only. Closes the school on these days: the weekly lessons on them that are not marked yet are removed (in ' +
      'the same transaction; make-ups and marked lessons stay), and plans skip them from now on. BAD_USER_INPUT naming ' +
      'the field. Audited.',
  })
  async addSchoolClosure(
    @Arg('input', () => ClosureInput, { description: 'The closure.' }) input: ClosureInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return (await ctx.admin.lessons.closures.add({ ...input }, actorOf(ctx))).closure;
  }

  @Authorized('admin')
  @Mutation(() => Int, {
    description:
      "Admin only. Opens the days again: the plans' lessons on them come back where the teacher is still free, and each " +
      'family is mailed which of its came back; answers how many came back. NOT_FOUND for an unknown closure. Audited.',
  })
  removeSchoolClosure(@Arg('id', () => ID, { description: 'The closure.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.lessons.closures.remove(id, actorOf(ctx));
  }
}

@InputType({ description: "A teacher's leave: days in the teacher's zone." })
export class TeacherLeaveInput {
  @Field(() => ID, { description: 'The teacher.' }) teacherId: string;
  @Field({ description: 'First day, YYYY-MM-DD.' }) firstDate: string;
  @Field({ description: 'Last day, YYYY-MM-DD (included; at most 92 days after the first).' }) lastDate: string;
  @Field(() => String, { nullable: true, description: 'Why (staff only; at most 200 characters).' }) reason?:
    string | null;
}

@Resolver(() => TeacherLeave)
export class TeacherLeaveResolver {
  @Authorized('admin', 'teacher')
  @Query(() => [TeacherLeave], {
    description: "Admin and teacher (a teacher: their own; another's is FORBIDDEN). A teacher's leave, earliest first.",
  })
  async teacherLeave(
    @Arg('teacherId', () => ID, { description: 'The teacher.' }) teacherId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.admin.lessons.scope.teacherFilter(ctx.user!, teacherId);
    return ctx.admin.lessons.leave.list(teacherId);
  }

  @Authorized('admin', 'teacher')
  @Mutation(() => TeacherLeave, {
    description:
      "Admin and teacher (a teacher: their own; another's is FORBIDDEN). Declares a teacher's leave: their lessons and make-ups on those days are cancelled by the school " +
      '(each earns a make-up credit) and the days are held in their calendar, in one transaction. SLOT_TAKEN naming a ' +
      'trial class on those days (move it first; nothing changes); BAD_USER_INPUT naming the field. Audited.',
  })
  async addTeacherLeave(
    @Arg('input', () => TeacherLeaveInput, { description: 'The leave.' }) input: TeacherLeaveInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.admin.lessons.scope.teacherFilter(ctx.user!, input.teacherId);
    return (await ctx.admin.lessons.leave.add({ ...input }, actorOf(ctx))).leave;
  }

  @Authorized('admin', 'teacher')
  @Mutation(() => Boolean, {
    description:
      "Admin and teacher (a teacher: their own; another's is FORBIDDEN). Takes a leave back: the days are free again " +
      '(cancelled lessons stay cancelled). Audited.',
  })
  async removeTeacherLeave(@Arg('id', () => ID, { description: 'The leave.' }) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.admin.lessons.scope.leave(ctx.user!, id);
    return ctx.admin.lessons.leave.remove(id, actorOf(ctx));
  }
}
