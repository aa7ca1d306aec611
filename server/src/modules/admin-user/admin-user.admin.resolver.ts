import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { AdminUserRecord, CreateAdminUserInput, UpdateAdminUserInput } from './admin-user.admin.types';

function changed(input: UpdateAdminUserInput): string {
  const parts = [input.role != null && `role=${input.role}`, input.disabled != null && `disabled=${input.disabled}`, input.password != null && 'password reset'];
  return parts.filter(Boolean).join(', ') || 'no change';
}

@Resolver(() => AdminUserRecord)
export class AdminUserAdminResolver {
  @Authorized()
  @Query(() => AdminUserRecord, { nullable: true, description: 'The signed-in user.' })
  me(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.users.findById(actorOf(ctx).actorId!);
  }

  @Authorized('admin')
  @Query(() => [AdminUserRecord])
  adminUsers(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.users.list();
  }

  @Authorized('admin')
  @Mutation(() => AdminUserRecord)
  async createAdminUser(@Arg('input', () => CreateAdminUserInput) input: CreateAdminUserInput, @Ctx() ctx: GraphQLContext) {
    const user = await ctx.admin.users.create(input);
    await ctx.admin.audit.record(actorOf(ctx), 'user_create', `admin_user:${user.id}`, `${user.email} as ${user.role}`);
    return user;
  }

  @Authorized('admin')
  @Mutation(() => AdminUserRecord)
  async updateAdminUser(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateAdminUserInput) input: UpdateAdminUserInput, @Ctx() ctx: GraphQLContext) {
    const user = await ctx.admin.users.update(id, input);
    await ctx.admin.audit.record(actorOf(ctx), 'user_update', `admin_user:${user.id}`, `${user.email}: ${changed(input)}`);
    return user;
  }
}
