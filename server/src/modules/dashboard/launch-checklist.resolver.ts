import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@ObjectType({
  description: 'One item of "Before you launch": a placeholder or a missing setting, and whether it is fixed.',
})
export class LaunchCheck {
  @Field({
    description:
      'Which item: support-address, company-site, videos, empty-posts, sample-content, legal-pages, teachers, public-url, smtp.',
  })
  id: string;
  @Field({ description: 'What should be true before launch, e.g. "A support address that reaches you".' })
  title: string;
  @Field({ description: 'True once it is fixed: computed from the data and the settings on every read.' })
  done: boolean;
  @Field({ description: 'What is wrong now, naming what was found; or what is right once done.' }) detail: string;
  @Field(() => String, {
    nullable: true,
    description: 'The dashboard route where it is fixed (e.g. /school-details); null for a server setting.',
  })
  link: string | null;
}

@Resolver()
export class LaunchChecklistResolver {
  @Authorized('admin')
  @Query(() => [LaunchCheck], {
    description:
      'Admin only. "Before you launch": the shipped placeholders still showing (support address or company site on a ' +
      'domain reserved for examples, the sample video or a video used twice, posts without text, the sample ' +
      'testimonials, posts and Rising Stars, legal pages not reviewed for a year) and what is missing (PUBLIC_URL, ' +
      'SMTP_URL, a teacher with availability), each with done: true once fixed.',
  })
  launchChecklist(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.launchChecklist.items();
  }
}
