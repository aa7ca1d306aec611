import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import { TrialRequestFilter, TrialRequestPage, TrialRequestRecord, UpdateTrialRequestInput } from './trial-request.admin.types';

@Authorized('admin')
@Resolver(() => TrialRequestRecord)
export class TrialRequestAdminResolver {
  @Query(() => TrialRequestPage, {
    description: 'Admin only. One page of trial requests matching the filter. '
      + 'Sortable by createdAt (default), name, email, gender, category, status, handledBy, spam, id.',
  })
  trialRequests(
    @Arg('filter', () => TrialRequestFilter, { nullable: true, description: 'Which requests to list; absent: all of them.' }) filter: TrialRequestFilter | null,
    @Arg('params', () => ListParams, { nullable: true, description: 'Page and order; absent: page 1 of 25, newest first.' }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.trialRequests.list(filter, params);
  }

  @Query(() => TrialRequestRecord, { nullable: true, description: 'Admin only. One trial request by id; null when there is none with that id.' })
  trialRequest(@Arg('id', () => ID, { description: 'The request\'s id.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.trialRequests.get(id);
  }

  @Mutation(() => TrialRequestRecord, {
    description: 'Admin only. Changes the triage fields of one trial request and answers it as it is now. '
      + 'NOT_FOUND when the id does not exist; BAD_USER_INPUT with fieldErrors for a text over its limit. Audited.',
  })
  updateTrialRequest(
    @Arg('id', () => ID, { description: 'The request to change.' }) id: string,
    @Arg('input', () => UpdateTrialRequestInput, { description: 'The fields to change.' }) input: UpdateTrialRequestInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.trialRequests.update(id, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], {
    description: 'Admin only. Applies the same change to many trial requests at once (the dashboard\'s bulk status change); '
      + 'answers the ids that exist, unknown ids are skipped. At most 1000 ids. Audited per request.',
  })
  updateTrialRequests(
    @Arg('ids', () => [ID], { description: 'The requests to change (at most 1000; repeats count once).' }) ids: string[],
    @Arg('input', () => UpdateTrialRequestInput, { description: 'The fields to change on every one of them.' }) input: UpdateTrialRequestInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.trialRequests.updateMany(ids, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], { description: 'Admin only. Erases trial requests for good (no undo); answers the ids that existed. At most 1000 ids. Audited.' })
  deleteTrialRequests(@Arg('ids', () => [ID], { description: 'The requests to erase (at most 1000; unknown ids are skipped).' }) ids: string[], @Ctx() ctx: GraphQLContext) {
    return ctx.admin.trialRequests.deleteMany(ids, actorOf(ctx));
  }
}
