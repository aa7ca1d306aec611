import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CreateContactMessageInput, SubmissionReceipt } from '../inputs';

@Resolver()
export class ContactMessageResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Send a message through the contact form.' })
  createContactMessage(@Arg('input', () => CreateContactMessageInput) input: CreateContactMessageInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.contactMessages.create(input, { ...input, clientIp: ctx.clientIp, addressCounted: ctx.services.uploads.takeAddressCount(ctx.request) });
  }
}
