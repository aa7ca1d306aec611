import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import { NotificationFilter, NotificationPage, NotificationRecord } from './notification.admin.types';

@Authorized('admin')
@Resolver(() => NotificationRecord)
export class NotificationAdminResolver {
  @Query(() => NotificationPage, { description: 'The notification log (outbox), newest first by default.' })
  notifications(
    @Arg('filter', () => NotificationFilter, { nullable: true }) filter: NotificationFilter | null,
    @Arg('params', () => ListParams, { nullable: true }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.notifications.list(filter, params);
  }

  @Mutation(() => NotificationRecord, { description: 'Sends a failed or skipped notification again (never one already sent).' })
  retryNotification(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.notifications.retry(id, actorOf(ctx));
  }
}
