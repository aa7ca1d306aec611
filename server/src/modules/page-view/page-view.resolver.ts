import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { TrackPageViewInput } from '../inputs';

@Resolver()
export class PageViewResolver {
  @Mutation(() => Boolean, {
    description:
      'Public (no sign-in). Records that a page of the site was shown (the site sends it on every route change); answers true once stored. ' +
      'BAD_USER_INPUT for a bad path; TOO_MANY_REQUESTS past the tracking rate limit.',
  })
  async trackPageView(
    @Arg('input', () => TrackPageViewInput, { description: 'The page shown.' }) input: TrackPageViewInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.services.pageViews.track(input, ctx.clientIp);
    return true;
  }
}
