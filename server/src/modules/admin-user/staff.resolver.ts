import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Staff } from './staff.types';

@Resolver(() => Staff)
export class StaffResolver {
  @Authorized()
  @Query(() => [Staff], {
    description:
      'Any signed-in user (admin or recruiter): the accounts a submission can be assigned to (every account not disabled), by email.',
  })
  staff(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.staff.active();
  }
}
