import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import { ContactMessageFilter, ContactMessagePage, ContactMessageRecord, UpdateContactMessageInput } from './contact-message.admin.types';

@Authorized('admin')
@Resolver(() => ContactMessageRecord)
export class ContactMessageAdminResolver {
  @Query(() => ContactMessagePage)
  contactMessages(
    @Arg('filter', () => ContactMessageFilter, { nullable: true }) filter: ContactMessageFilter | null,
    @Arg('params', () => ListParams, { nullable: true }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.contactMessages.list(filter, params);
  }

  @Query(() => ContactMessageRecord, { nullable: true })
  contactMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.contactMessages.get(id);
  }

  @Mutation(() => ContactMessageRecord)
  updateContactMessage(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateContactMessageInput) input: UpdateContactMessageInput, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.contactMessages.update(id, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], { description: 'Bulk change; answers the ids that exist.' })
  updateContactMessages(@Arg('ids', () => [ID]) ids: string[], @Arg('input', () => UpdateContactMessageInput) input: UpdateContactMessageInput, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.contactMessages.updateMany(ids, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], { description: 'Erases for good; answers the ids that existed.' })
  deleteContactMessages(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GraphQLContext) {
    return ctx.admin.contactMessages.deleteMany(ids, actorOf(ctx));
  }
}
