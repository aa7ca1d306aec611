import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PageViewStats } from '../page-view/page-view.admin.types';
import { DashboardSummary } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => PageViewStats, { description: 'Visits per day and top pages between two instants.' })
  pageViewStats(@Arg('from', () => Date) from: Date, @Arg('to', () => Date) to: Date, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.dashboard.pageViewStats(from, to);
  }

  @Authorized('admin')
  @Query(() => DashboardSummary)
  dashboardSummary(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.dashboard.summary();
  }
}
