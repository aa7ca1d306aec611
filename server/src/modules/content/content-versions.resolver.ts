import type { ContentKind } from '@school/common';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ContentPreview } from './publishing/content-preview.type';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { CONTENT_ROLES } from './content.resolver';
import { ContentKindEnum } from './content-kind.enum';
import { ContentVersion } from './content-version.entity';
import { SchoolDetailsInput } from './content.inputs';
import { SchoolDetails } from './school-details.entity';

/** Versions and rollback of any kind, and the school's details (admins and editors). */
@Resolver()
export class ContentVersionsResolver {
  @Authorized(...CONTENT_ROLES)
  @Query(() => [ContentVersion], {
    description:
      'Admin and editor. The published versions of one item, newest first: the newest 100 (empty for an unknown id).',
  })
  contentVersions(
    @Arg('kind', () => ContentKindEnum, { description: 'Its kind.' }) kind: ContentKind,
    @Arg('id', () => ID, { description: 'The item.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContentVersion[]> {
    return ctx.admin.content.versions(kind, id);
  }

  @Authorized(...CONTENT_ROLES)
  @Mutation(() => ContentVersion, {
    description:
      'Admin and editor. Restores an item to one of its versions, published, and answers the new version this ' +
      'makes (history only grows); its place in its list stays. NOT_FOUND for an unknown item or version. Audited.',
  })
  rollbackContent(
    @Arg('kind', () => ContentKindEnum, { description: 'Its kind.' }) kind: ContentKind,
    @Arg('id', () => ID, { description: 'The item.' }) id: string,
    @Arg('versionId', () => ID, { description: 'The version to restore (from contentVersions).' }) versionId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContentVersion> {
    return ctx.admin.content.rollback(kind, id, versionId, actorOf(ctx));
  }

  @Authorized(...CONTENT_ROLES)
  @Query(() => SchoolDetails, { description: "Admin and editor. The school's details as stored." })
  schoolDetails(@Ctx() ctx: GraphQLContext): Promise<SchoolDetails> {
    return ctx.admin.schoolDetails.get();
  }

  @Authorized(...CONTENT_ROLES)
  @Mutation(() => SchoolDetails, {
    description:
      "Admin and editor. Replaces the school's details and answers them. BAD_USER_INPUT with fieldErrors naming " +
      'each bad field (an empty name, a bad email, a link that is not http(s), a year out of 1900-2100). Audited.',
  })
  saveSchoolDetails(
    @Arg('input', () => SchoolDetailsInput, { description: 'Every detail, as it is to be.' }) input: SchoolDetailsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SchoolDetails> {
    return ctx.admin.schoolDetails.save(input, actorOf(ctx));
  }

  @Authorized(...CONTENT_ROLES)
  @Query(() => ContentPreview, {
    description:
      'Admin and editor. The home page rendered as the site would serve it with these school details (the footer, ' +
      'the contact lines, the structured data); nothing is saved. Refused like saveSchoolDetails.',
  })
  previewSchoolDetails(
    @Arg('input', () => SchoolDetailsInput, { description: 'Every detail, as it would be saved.' })
    input: SchoolDetailsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContentPreview> {
    return ctx.admin.sitePreview.school(input);
  }
}
