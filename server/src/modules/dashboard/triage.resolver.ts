import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { DashboardSettings, TriageOverview } from './triage.types';

@Resolver()
export class TriageResolver {
  @Authorized()
  @Query(() => DashboardSettings, {
    description: "Any signed-in role. The school's time zone and the server's clock, for the dashboard's dates.",
  })
  dashboardSettings(@Ctx() ctx: GraphQLContext): DashboardSettings {
    return { schoolTimeZone: ctx.admin.dashboard.timeZone, now: new Date() };
  }

  @Authorized('admin', 'recruiter')
  @Query(() => TriageOverview, {
    description:
      'Admin and recruiter (a recruiter gets the teacher application cards only). The dashboard for action: per ' +
      'resource, new ones, today (since 00:00 school time), since your last visit, and stalled trial requests, each ' +
      'with the list filter whose total it is. Spam is left out, as the lists leave it out.',
  })
  async triageOverview(@Ctx() ctx: GraphQLContext) {
    const user = await ctx.admin.users.findById(actorOf(ctx).actorId!);
    return ctx.admin.triage.overview(ctx.user!.role, user?.previousVisitAt ?? null);
  }
}
