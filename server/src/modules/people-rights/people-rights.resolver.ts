import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ValidationError } from '../../errors';
import { actorOf } from '../admin/actor';
import { ErasureReport, PrivacyFacts } from './people-rights.types';

@Resolver()
export class PeopleRightsResolver {
  @Authorized('admin')
  @Mutation(() => ErasureReport, {
    description:
      'Admin only. Erases everything held about the person with this email (case, surrounding spaces and Unicode ' +
      'composition do not matter): every submission of every kind, its trial bookings, its outbox jobs and any addressed ' +
      'to the person, personal text in audit entries about them, and the stored resumes. Audited as "erased a person ' +
      '<keyed hash>", never the email. An unknown email, or a second call, answers zeros.',
  })
  async erasePerson(
    @Arg('email', { description: 'The email the person used in any of their submissions.' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ErasureReport> {
    if (!email.trim()) throw new ValidationError('Give the email to erase', { email: 'Give the email to erase' });
    return ctx.admin.rights.erasure.erasePerson(email, actorOf(ctx));
  }

  @Query(() => PrivacyFacts, {
    description: "Public. The school's retention periods and support address, as the privacy page states them.",
  })
  async privacyFacts(@Ctx() ctx: GraphQLContext): Promise<PrivacyFacts> {
    // one support address: the school's own, which it edits with its details (docs/requirements.md#content)
    const { supportEmail } = await ctx.admin.schoolDetails.get();
    return { retention: ctx.admin.rights.retentionDays(), supportEmail };
  }
}
