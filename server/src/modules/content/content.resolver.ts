/**
 * The dashboard's content operations (docs/requirements.md#content), the same three for each kind:
 * `<kinds>` lists them (drafts too), `save<Kind>` adds or changes one, `delete<Kind>` removes one.
 * Admins and editors only; editors may do nothing else.
 */
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import type { ContentKindDef, SaveInput } from './content-kinds';
import { ContentPreview } from './publishing/content-preview.type';

export const CONTENT_ROLES = ['admin', 'editor'] as const;
const WHO = 'Admin and editor.';

interface Names {
  list: string;
  save: string;
  remove: string;
  preview: string;
  type: ClassType;
  input: ClassType;
  /** Extra words for save's description: what else is refused. */
  refused?: string;
}

export function contentResolver(def: ContentKindDef, names: Names): ClassType {
  const { kind, one } = def;
  const order = def.ordered ? 'in their order on the site' : 'newest first (drafts never published first)';
  const refused = names.refused ? `, ${names.refused}` : '';

  @Resolver()
  class ContentKindResolver {
    @Authorized(...CONTENT_ROLES)
    @Query(() => [names.type], {
      name: names.list,
      description: `${WHO} Every ${one}, drafts included, ${order}: at most ${def.max} are kept (a save adding one more is refused).`,
    })
    list(@Ctx() ctx: GraphQLContext) {
      return ctx.admin.content.list(kind);
    }

    @Authorized(...CONTENT_ROLES)
    @Mutation(() => names.type, {
      name: names.save,
      description:
        `${WHO} Adds a ${one} (no id) or changes one (its id), and answers it as stored. Saved as published, it is ` +
        `kept as a version too (contentVersions). BAD_USER_INPUT with fieldErrors naming each bad field${refused}; ` +
        'NOT_FOUND for an unknown id. Nothing is written when it is refused. Audited.',
    })
    save(
      @Arg('input', () => names.input, { description: `The ${one} as it is to be.` }) input: SaveInput,
      @Ctx() ctx: GraphQLContext,
    ) {
      return ctx.admin.content.save(kind, input, actorOf(ctx));
    }

    @Authorized(...CONTENT_ROLES)
    @Query(() => ContentPreview, {
      name: names.preview,
      description:
        `${WHO} The page where the ${one} shows, rendered as the site would serve it with this ${one} published ` +
        '(the others as published now); nothing is saved. Refused like the save (BAD_USER_INPUT naming the field); ' +
        'the body is sanitised the same way. SERVICE_UNAVAILABLE when the site is not built on this server.',
    })
    preview(
      @Arg('input', () => names.input, { description: `The ${one} as it would be saved.` }) input: SaveInput,
      @Ctx() ctx: GraphQLContext,
    ) {
      return ctx.admin.sitePreview.item(kind, input);
    }

    @Authorized(...CONTENT_ROLES)
    @Mutation(() => ID, {
      name: names.remove,
      description: `${WHO} Deletes a ${one} and answers its id (its versions stay, for the record). NOT_FOUND for an unknown id. Audited.`,
    })
    remove(@Arg('id', () => ID, { description: `The ${one} to delete.` }) id: string, @Ctx() ctx: GraphQLContext) {
      return ctx.admin.content.delete(kind, id, actorOf(ctx));
    }
  }
  Object.defineProperty(ContentKindResolver, 'name', { value: `${names.type.name}ContentResolver` });
  return ContentKindResolver;
}
