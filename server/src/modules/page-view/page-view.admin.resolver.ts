import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import { PageViewFilter, PageViewPage, PageViewRecord } from './page-view.admin.types';

@Authorized('admin')
@Resolver(() => PageViewRecord)
export class PageViewAdminResolver {
  @Query(() => PageViewPage, { description: 'Admin only. One page of recorded page views matching the filter. Sortable by createdAt (default), page, id.' })
  pageViews(
    @Arg('filter', () => PageViewFilter, { nullable: true, description: 'Which page views to list; absent: all of them.' }) filter: PageViewFilter | null,
    @Arg('params', () => ListParams, { nullable: true, description: 'Page and order; absent: page 1 of 25, newest first.' }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.pageViews.list(filter, params);
  }

  @Mutation(() => [ID], { description: 'Admin only. Erases page views for good (no undo); answers the ids that existed. At most 1000 ids. Audited.' })
  deletePageViews(@Arg('ids', () => [ID], { description: 'The page views to erase (at most 1000; unknown ids are skipped).' }) ids: string[], @Ctx() ctx: GraphQLContext) {
    return ctx.admin.pageViews.deleteMany(ids, actorOf(ctx));
  }
}
