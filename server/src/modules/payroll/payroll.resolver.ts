/**
 * Payroll in the API (docs/requirements.md#payroll): admins only — teachers see no money, not even their own. Bad
 * input is BAD_USER_INPUT naming the field; every change is audited.
 */
import { Arg, Authorized, Ctx, Extensions, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { CurrencyEnum, type Currency } from '../money';
import { PayRate, PayRateInput } from './pay-rate.entity';

@ObjectType({ description: 'An amount in a currency.' })
export class MoneyAmount {
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field(() => Int, { description: 'Minor units.' }) amount: number;
}

@ObjectType({ description: 'A rate of a month and what it paid.' })
export class PayLineType {
  @Field(() => PayRate, { description: 'The rate.' }) rate: PayRate;
  @Field(() => Int, { description: 'Lessons paid at it.' }) lessons: number;
  @Field(() => Int, { description: 'Their minutes.' }) minutes: number;
  @Field(() => Int, { description: "Minor units, in the rate's currency." }) amount: number;
}

@ObjectType({ description: "A teacher's pay for a month (lessons counted in the teacher's zone)." })
export class TeacherPay {
  @Field(() => ID, { description: 'The teacher.' }) teacherId: string;
  @Field({ description: "The teacher's name." }) teacherName: string;
  @Field({ description: 'The month, YYYY-MM.' }) month: string;
  @Field({ description: "The teacher's zone the month is counted in." }) timeZone: string;
  @Field(() => Int, { description: 'Lessons taught: attended and no-shows.' }) taught: number;
  @Field(() => Int, { description: 'Minutes of the lessons taught.' }) minutesTaught: number;
  @Field(() => Int, { description: 'Lessons begun but not marked yet: the pay is not final.' }) unmarked: number;
  @Field(() => Int, { description: 'Lessons still to come this month.' }) upcoming: number;
  @Field({ description: 'No rate applies on any day of the month: the pay is unknown, not 0.' }) noRate: boolean;
  @Field({ description: 'Every lesson of the month is marked and none is to come.' }) final: boolean;
  @Field(() => Int, { description: 'Lessons taught on a day no rate applied to (not in the amounts).' })
  unrated: number;
  // a few lines a teacher (their rates of one month), computed in memory: no rows to fetch
  @Extensions({ storedInRow: true })
  @Field(() => [PayLineType], { description: 'Each rate applied, by its date.' })
  lines: PayLineType[];
  @Extensions({ storedInRow: true })
  @Field(() => [MoneyAmount], { description: 'The pay, per currency; empty when nothing is paid.' })
  amounts: MoneyAmount[];
}

@Resolver()
export class PayrollResolver {
  @Authorized('admin')
  @Query(() => [TeacherPay], {
    description:
      "Admin only. Every teacher's pay for a month (as teacherMonths lists them), by name. BAD_USER_INPUT for a " +
      'month not YYYY-MM.',
  })
  payrollMonth(@Arg('month', { description: 'The month, YYYY-MM.' }) month: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.payroll.month(month);
  }

  @Authorized('admin')
  @Query(() => [PayRate], { description: "Admin only. Pay rates (all, or a teacher's), by course and date." })
  payRates(
    @Arg('teacherId', () => ID, { nullable: true, description: 'One teacher.' }) teacherId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.payroll.rates.list(teacherId);
  }

  @Authorized('admin')
  @Mutation(() => PayRate, {
    description:
      "Admin only. A teacher's rate from a day (today or later in their zone), for every course or one. " +
      'BAD_USER_INPUT naming the field. Audited.',
  })
  setPayRate(
    @Arg('input', () => PayRateInput, { description: 'The rate.' }) input: PayRateInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.payroll.rates.set(input, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: 'Admin only. Takes back a rate whose day has not come. Audited.' })
  removePayRate(@Arg('id', () => ID, { description: 'The rate.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.payroll.rates.remove(id, actorOf(ctx));
  }
}
