import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ValidationError } from '../../errors';
import { Staff } from './staff.types';

@Resolver(() => Staff)
export class StaffResolver {
  @Authorized('admin', 'recruiter')
  @Query(() => [Staff], {
    description:
      'Admin and recruiter: the accounts a submission can be assigned to, by email: every account not disabled whose ' +
      'role may open the kind (trial requests and contact messages: admins; teacher applications: admins and ' +
      'recruiters); without a kind, every admin and recruiter not disabled (editors handle no submissions).',
  })
  staff(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => String, {
      nullable: true,
      description: 'Only the accounts that may be given a submission of this kind (trial-request, …).',
    })
    kind?: string | null,
  ) {
    if (!kind) return ctx.admin.staff.active();
    const found = Object.hasOwn(ctx.admin.kinds, kind) ? ctx.admin.kinds[kind] : undefined;
    if (!found || !found.spec.statuses)
      throw new ValidationError(`No submission kind ${kind}`, { kind: 'Give a submission kind' });
    return ctx.admin.staff.active(found.spec.roles.read);
  }
}
