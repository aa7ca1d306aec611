import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CreateTrialRequestInput, SubmissionReceipt } from '../inputs';

@Resolver()
export class TrialRequestResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Book a free trial class.' })
  createTrialRequest(@Arg('input', () => CreateTrialRequestInput) input: CreateTrialRequestInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.trialRequests.create(input, { ...input, clientIp: ctx.clientIp, addressCounted: ctx.services.uploads.takeAddressCount(ctx.request) });
  }
}
