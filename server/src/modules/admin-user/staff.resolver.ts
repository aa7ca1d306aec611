import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Staff } from './staff.types';

@Resolver(() => Staff)
export class StaffResolver {
  @Authorized('admin', 'recruiter')
  @Query(() => [Staff], {
    description:
      'Admin and recruiter: the accounts a submission can be assigned to (every admin and recruiter not disabled; ' +
      'editors handle no submissions), by email.',
  })
  staff(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.staff.active();
  }
}
