import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { AdminUserRecord, CreateAdminUserInput, UpdateAdminUserInput } from './admin-user.admin.types';

function changed(input: UpdateAdminUserInput): string {
  const parts = [
    input.role != null && `role=${input.role}`,
    input.disabled != null && `disabled=${input.disabled}`,
    input.password != null && 'password reset',
  ];
  return parts.filter(Boolean).join(', ') || 'no change';
}

@Resolver(() => AdminUserRecord)
export class AdminUserAdminResolver {
  @Authorized()
  @Query(() => AdminUserRecord, {
    nullable: true,
    description:
      'Any signed-in user (admin, recruiter, editor or teacher): the account of the session making the request. UNAUTHENTICATED without a session.',
  })
  me(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.users.findById(actorOf(ctx).actorId!);
  }

  @Authorized('admin')
  @Query(() => [AdminUserRecord], {
    description:
      'Admin only. Every dashboard account, disabled ones included, by email: at most 200 are kept (one more is refused).',
  })
  adminUsers(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.users.list();
  }

  @Authorized('admin')
  @Mutation(() => AdminUserRecord, {
    description:
      'Admin only. Creates a dashboard account and answers it; BAD_USER_INPUT with fieldErrors for a bad or taken email, a short password or an unknown role. Audited.',
  })
  async createAdminUser(
    @Arg('input', () => CreateAdminUserInput, { description: 'The new account.' }) input: CreateAdminUserInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const user = await ctx.admin.users.create(input);
    await ctx.admin.audit.record(actorOf(ctx), 'user_create', `admin_user:${user.id}`, `${user.email} as ${user.role}`);
    return user;
  }

  @Authorized('admin')
  @Mutation(() => AdminUserRecord, {
    description:
      'Admin only. Changes the role, the disabled flag or the password of an account and answers it as it is now; NOT_FOUND for an unknown id. Audited (never the password).',
  })
  async updateAdminUser(
    @Arg('id', () => ID, { description: 'The account to change.' }) id: string,
    @Arg('input', () => UpdateAdminUserInput, { description: 'The changes.' }) input: UpdateAdminUserInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const user = await ctx.admin.users.update(id, input);
    await ctx.admin.audit.record(
      actorOf(ctx),
      'user_update',
      `admin_user:${user.id}`,
      `${user.email}: ${changed(input)}`,
    );
    return user;
  }
}
