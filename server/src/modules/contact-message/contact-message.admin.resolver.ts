import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import { ContactMessageFilter, ContactMessagePage, ContactMessageRecord, UpdateContactMessageInput } from './contact-message.admin.types';

@Authorized('admin')
@Resolver(() => ContactMessageRecord)
export class ContactMessageAdminResolver {
  @Query(() => ContactMessagePage, {
    description: 'Admin only. One page of contact messages matching the filter. Sortable by createdAt (default), name, email, status, spam, id.',
  })
  contactMessages(
    @Arg('filter', () => ContactMessageFilter, { nullable: true, description: 'Which messages to list; absent: all of them.' }) filter: ContactMessageFilter | null,
    @Arg('params', () => ListParams, { nullable: true, description: 'Page and order; absent: page 1 of 25, newest first.' }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.contactMessages.list(filter, params);
  }

  @Query(() => ContactMessageRecord, { nullable: true, description: 'Admin only. One contact message by id; null when there is none with that id.' })
  contactMessage(@Arg('id', () => ID, { description: 'The message\'s id.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.contactMessages.get(id);
  }

  @Mutation(() => ContactMessageRecord, {
    description: 'Admin only. Changes the triage fields of one contact message and answers it as it is now. '
      + 'NOT_FOUND when the id does not exist; BAD_USER_INPUT with fieldErrors for notes over their limit. Audited.',
  })
  updateContactMessage(
    @Arg('id', () => ID, { description: 'The message to change.' }) id: string,
    @Arg('input', () => UpdateContactMessageInput, { description: 'The fields to change.' }) input: UpdateContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.contactMessages.update(id, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], {
    description: 'Admin only. Applies the same change to many contact messages at once (the dashboard\'s bulk status change); '
      + 'answers the ids that exist, unknown ids are skipped. At most 1000 ids. Audited per message.',
  })
  updateContactMessages(
    @Arg('ids', () => [ID], { description: 'The messages to change (at most 1000; repeats count once).' }) ids: string[],
    @Arg('input', () => UpdateContactMessageInput, { description: 'The fields to change on every one of them.' }) input: UpdateContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.contactMessages.updateMany(ids, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], { description: 'Admin only. Erases contact messages for good (no undo); answers the ids that existed. At most 1000 ids. Audited.' })
  deleteContactMessages(@Arg('ids', () => [ID], { description: 'The messages to erase (at most 1000; unknown ids are skipped).' }) ids: string[], @Ctx() ctx: GraphQLContext) {
    return ctx.admin.contactMessages.deleteMany(ids, actorOf(ctx));
  }
}
