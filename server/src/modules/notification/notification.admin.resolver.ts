import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import { NotificationFilter, NotificationPage, NotificationRecord } from './notification.admin.types';

@Authorized('admin')
@Resolver(() => NotificationRecord)
export class NotificationAdminResolver {
  @Query(() => NotificationPage, {
    description:
      'Admin only. The notification log (outbox), one page at a time, newest first by default. ' +
      'Sortable by createdAt (default), nextAttemptAt, sentAt, status, channel, kind, attempts, id.',
  })
  notifications(
    @Arg('filter', () => NotificationFilter, {
      nullable: true,
      description: 'Which jobs to list; absent: all of them.',
    })
    filter: NotificationFilter | null,
    @Arg('params', () => ListParams, {
      nullable: true,
      description: 'Page and order; absent: page 1 of 25, newest first.',
    })
    params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.notifications.list(filter, params);
  }

  @Mutation(() => NotificationRecord, {
    description:
      'Admin only. Makes a failed, skipped or queued notification due now with a fresh attempt budget and answers it; ' +
      'a worker sends it shortly. BAD_USER_INPUT for one already sent, or for an email while SMTP_URL is not set; NOT_FOUND for an unknown id. Audited.',
  })
  retryNotification(
    @Arg('id', () => ID, { description: 'The notification to send again.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.notifications.retry(id, actorOf(ctx));
  }
}
