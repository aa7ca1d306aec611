import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import { TrialRequestFilter, TrialRequestPage, TrialRequestRecord, UpdateTrialRequestInput } from './trial-request.admin.types';

@Authorized('admin')
@Resolver(() => TrialRequestRecord)
export class TrialRequestAdminResolver {
  @Query(() => TrialRequestPage)
  trialRequests(
    @Arg('filter', () => TrialRequestFilter, { nullable: true }) filter: TrialRequestFilter | null,
    @Arg('params', () => ListParams, { nullable: true }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.trialRequests.list(filter, params);
  }

  @Query(() => TrialRequestRecord, { nullable: true })
  trialRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.trialRequests.get(id);
  }

  @Mutation(() => TrialRequestRecord)
  updateTrialRequest(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateTrialRequestInput) input: UpdateTrialRequestInput, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.trialRequests.update(id, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], { description: 'Bulk change; answers the ids that exist.' })
  updateTrialRequests(@Arg('ids', () => [ID]) ids: string[], @Arg('input', () => UpdateTrialRequestInput) input: UpdateTrialRequestInput, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.trialRequests.updateMany(ids, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], { description: 'Erases for good; answers the ids that existed.' })
  deleteTrialRequests(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GraphQLContext) {
    return ctx.admin.trialRequests.deleteMany(ids, actorOf(ctx));
  }
}
