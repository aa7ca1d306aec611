import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import { PageViewFilter, PageViewPage, PageViewRecord } from './page-view.admin.types';

@Authorized('admin')
@Resolver(() => PageViewRecord)
export class PageViewAdminResolver {
  @Query(() => PageViewPage)
  pageViews(
    @Arg('filter', () => PageViewFilter, { nullable: true }) filter: PageViewFilter | null,
    @Arg('params', () => ListParams, { nullable: true }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.pageViews.list(filter, params);
  }

  @Mutation(() => [ID], { description: 'Erases for good; answers the ids that existed.' })
  deletePageViews(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GraphQLContext) {
    return ctx.admin.pageViews.deleteMany(ids, actorOf(ctx));
  }
}
