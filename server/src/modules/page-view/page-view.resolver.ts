import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { TrackPageViewInput } from '../inputs';

@Resolver()
export class PageViewResolver {
  @Mutation(() => Boolean, { description: 'Record that a page of the site was shown.' })
  async trackPageView(@Arg('input', () => TrackPageViewInput) input: TrackPageViewInput, @Ctx() ctx: GraphQLContext) {
    await ctx.services.pageViews.track(input, ctx.clientIp);
    return true;
  }
}
