import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CreateTrialRequestInput, SubmissionReceipt } from '../inputs';

@Resolver()
export class TrialRequestResolver {
  @Mutation(() => SubmissionReceipt, {
    description: 'Public (no sign-in). Books a free trial class, as the site\'s trial form does. BAD_USER_INPUT with extensions.fieldErrors '
      + 'for a missing or invalid field (the form\'s own messages); TOO_MANY_REQUESTS past the form rate limit.',
  })
  createTrialRequest(@Arg('input', () => CreateTrialRequestInput, { description: 'The form\'s fields.' }) input: CreateTrialRequestInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.trialRequests.create(input, { ...input, clientIp: ctx.clientIp, addressCounted: ctx.services.uploads.takeAddressCount(ctx.request) });
  }
}
