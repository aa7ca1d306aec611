import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { DashboardSummary, PageViewStats } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => PageViewStats, {
    description:
      'Admin only. Page views per day and the most viewed pages between two instants (both included). ' +
      'BAD_USER_INPUT when `from` is after `to` or the period is longer than 366 days.',
  })
  pageViewStats(
    @Arg('from', () => Date, { description: 'Start of the period (inclusive).' }) from: Date,
    @Arg('to', () => Date, { description: 'End of the period (inclusive); at most 366 days after `from`.' }) to: Date,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.dashboard.pageViewStats(from, to);
  }

  @Authorized('admin')
  @Query(() => DashboardSummary, {
    description:
      "Admin only. The numbers shown on the dashboard home: new submissions, this week's trial requests per course, visits of the last 30 days.",
  })
  dashboardSummary(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.dashboard.summary();
  }
}
