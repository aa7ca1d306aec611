import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CreateContactMessageInput, SubmissionReceipt } from '../inputs';

@Resolver()
export class ContactMessageResolver {
  @Mutation(() => SubmissionReceipt, {
    description: 'Public (no sign-in). Sends a message to the school, as the site\'s contact form does. BAD_USER_INPUT with extensions.fieldErrors '
      + 'for a missing or invalid field (the form\'s own messages); TOO_MANY_REQUESTS past the form rate limit.',
  })
  createContactMessage(@Arg('input', () => CreateContactMessageInput, { description: 'The form\'s fields.' }) input: CreateContactMessageInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.contactMessages.create(input, { ...input, clientIp: ctx.clientIp, addressCounted: ctx.services.uploads.takeAddressCount(ctx.request) });
  }
}
