/**
 * The families in the API (docs/requirements.md#families), admins only: the list staff search, what they may
 * correct of a family (the payer's name, the phone, the time zone), and a student leaving or coming back
 * (docs/requirements.md#students-leaving).
 */
import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../admin/actor';
import type { GraphQLContext } from '../../graphql/context';
import { Family, Student } from './lesson.entities';

@InputType({ description: 'What staff correct of a family; absent fields stay as they are.' })
export class FamilyInput {
  @Field(() => String, { nullable: true, description: 'Who pays (at most 100 characters; empty: not known).' })
  payerName?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Phone: international (+…), or national in the country of the family's zone; empty: none.",
  })
  phone?: string | null;
  @Field(() => String, { nullable: true, description: "IANA time zone the family's lessons are shown in." })
  timeZone?: string | null;
}

@Resolver(() => Family)
export class FamilyResolver {
  @Authorized('admin')
  @Query(() => [Family], {
    description:
      "Admin only. Families, newest first (at most 1000); `search` matches the payer's name, the email, the phone " +
      "or a student's name, in any case.",
  })
  families(
    @Arg('search', () => String, { nullable: true, description: 'Words to look for (at most 100 characters).' })
    search: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.families.list(search);
  }

  @Authorized('admin')
  @Mutation(() => Family, {
    description:
      "Admin only. Corrects a family's payer name, phone or time zone (the email is the family's key and stays). " +
      'BAD_USER_INPUT naming the field for an unknown zone, a phone that is not one or a name too long. Audited.',
  })
  updateFamily(
    @Arg('id', () => ID, { description: 'The family.' }) id: string,
    @Arg('input', () => FamilyInput, { description: 'The correction.' }) input: FamilyInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.families.update(id, input, actorOf(ctx));
  }
}

@Resolver(() => Student)
export class StudentLeavingResolver {
  @Authorized('admin')
  @Mutation(() => Student, {
    description:
      'Admin only. The student stops after `lastDate`: every weekly lesson ends then (their unmarked lessons after it ' +
      'go) and the student is `left`, in one transaction. BAD_USER_INPUT naming lastDate for a date in the past, a ' +
      'student who left already, or a make-up booked after it (cancel it first); NOT_FOUND for an unknown student. ' +
      'Audited.',
  })
  endEnrolment(
    @Arg('studentId', () => ID, { description: 'The student.' }) studentId: string,
    @Arg('lastDate', { description: "The last date with a lesson, YYYY-MM-DD (the school's calendar); not past." })
    lastDate: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.leaving.leave(studentId, lastDate, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => Student, {
    description:
      'Admin only. A student who left is back: `active` again, with no weekly lesson until one is set. ' +
      'BAD_USER_INPUT for a student who has not left; NOT_FOUND for an unknown one. Audited.',
  })
  rejoinStudent(
    @Arg('studentId', () => ID, { description: 'The student.' }) studentId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.lessons.leaving.rejoin(studentId, actorOf(ctx));
  }
}
