/** The billing reports in the API (docs/requirements.md#billing-reports): admins only — teachers see no money. */
import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { BillingAgeingType, BillingRevenueType } from './billing-reports.types';

@Resolver()
export class BillingReportsResolver {
  @Authorized('admin')
  @Query(() => BillingAgeingType, {
    description:
      "Admin only. Who owes what on a day (today in the school's zone when absent), split by days overdue, with the " +
      'families in credit apart and totals per currency. BAD_USER_INPUT naming asOf for a bad date.',
  })
  billingAgeing(
    @Arg('asOf', () => String, { nullable: true, description: 'The day, YYYY-MM-DD.' }) asOf: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.reports.ageing(asOf);
  }

  @Authorized('admin')
  @Query(() => BillingRevenueType, {
    description:
      'Admin only. Revenue (net of tax) by month, course and teacher, and payments received by month, per currency. ' +
      'BAD_USER_INPUT naming from or to for a bad month, to before from, or more than 24 months.',
  })
  billingRevenue(
    @Arg('from', { description: 'The first month, YYYY-MM.' }) from: string,
    @Arg('to', { description: 'The last month, YYYY-MM.' }) to: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.reports.revenue(from, to);
  }
}
