/** The public mutation of a plain form, named and described by its kind's definition. */
import { Arg, Ctx, Mutation, Resolver, type ClassType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { SubmissionReceipt } from '../inputs';
import type { FormKind } from './form.service';

export function formResolver(kind: FormKind): ClassType {
  @Resolver()
  class FormResolver {
    @Mutation(() => SubmissionReceipt, { name: kind.spec.mutation, description: kind.form.description })
    async create(
      @Arg('input', () => kind.form.input, { description: "The form's fields." }) input: object,
      @Ctx() ctx: GraphQLContext,
    ) {
      const meta = {
        ...input,
        clientIp: ctx.clientIp,
        addressCounted: ctx.services.uploads.takeAddressCount(ctx.request),
      };
      const receipt = await ctx.services.forms[kind.spec.name].create(input, meta);
      return { id: receipt.id, ...ctx.services.receiptExtras[kind.spec.name]?.(receipt) };
    }
  }
  return FormResolver;
}
