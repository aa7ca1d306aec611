/**
 * The dashboard's operations on one kind (list, one by id, update, bulk update, delete), made for every
 * kind from its definition through type-graphql's resolver inheritance: an abstract base per kind,
 * its operations named after the kind, and a concrete resolver of the kind's type extending it (only
 * the concrete one is given to buildSchema, so the base's operations appear once).
 */
import { kindNames, type AdminRole } from '@school/common';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, type ClassType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Staff } from '../admin-user/staff.types';
import type { KindDefinition } from '../kinds/kind-definition';
import { actorOf } from './actor';
import { filterInput, updateInput } from './kind-inputs';
import type { ListFilter } from './list-query';
import { ListParams } from './list.types';
import { Page } from './page.types';
import { MAX_BULK, type Changes } from './submission-admin.service';

const access = (roles: readonly AdminRole[], readers: readonly AdminRole[]) => {
  if (roles.includes('recruiter')) return 'Admin and recruiter.';
  return readers.includes('recruiter') ? 'Admin only (not recruiters).' : 'Admin only.';
};

/** A decorator applied only when the kind has the operation. */
const when = <D>(on: boolean, decorator: D): D => (on ? decorator : ((() => undefined) as D));

/** The texts of every operation, from the kind's words (the schema's documentation). */
function describe(kind: KindDefinition) {
  const { spec, words } = kind;
  const one = spec.label.one.toLowerCase();
  const plural = spec.label.many.toLowerCase();
  const who = access(spec.roles.read, spec.roles.read);
  const sortable = spec.sortable.map((field, i) => (i === 0 ? `${field} (default)` : field)).join(', ');
  const overLimit = Object.keys(spec.edits).length > 1 ? 'a text over its limit' : 'notes over their limit';
  return {
    list: `${who} One page of ${words.listed ?? plural} matching the filter. Sortable by ${sortable}.`,
    filter: `Which ${words.many} to list; absent: all of them.`,
    one: `${who} One ${one} by id; null when there is none with that id.`,
    id: `The ${words.one}'s id.`,
    update:
      `${who} Changes the triage fields of one ${one} and answers it as it is now. ` +
      `NOT_FOUND when the id does not exist; BAD_USER_INPUT with fieldErrors for ${overLimit}. Audited.`,
    target: `The ${words.one} to change.`,
    updateMany:
      `${who} Applies the same change to many ${plural} at once (the dashboard's bulk status change); ` +
      `answers the ids that exist, unknown ids are skipped. At most ${MAX_BULK} ids. Audited per ${words.one}.`,
    targets: `The ${words.many} to change (at most ${MAX_BULK}; repeats count once).`,
    deleteMany:
      `${access(spec.roles.delete, spec.roles.read)} Erases ${plural} for good${words.erasesToo ? `, ${words.erasesToo}` : ''} (no undo); ` +
      `answers the ids that existed. At most ${MAX_BULK} ids. Audited.`,
    erased: `The ${words.many} to erase (at most ${MAX_BULK}; unknown ids are skipped).`,
    markSpam:
      `${who} Flags ${plural} as suspected spam (hidden from lists and counts) or clears the flag; answers the ids ` +
      `that exist. Audited per ${words.one} (spam / not_spam). Clearing it sends the notifications the ${words.one} ` +
      `never got, once ever. At most ${MAX_BULK} ids.`,
  };
}

function adminResolverBase(kind: KindDefinition) {
  const names = kindNames(kind.spec);
  const text = describe(kind);
  const { read, delete: erase } = kind.spec.roles;
  const PageType = Page(kind.entity, names.page, { description: `One page of a ${names.list} list.` });
  const Filter = filterInput(kind);
  const Update = names.update ? updateInput(kind, names.update.input) : Object;
  const service = (ctx: GraphQLContext) => ctx.admin.kinds[kind.spec.name];

  @Resolver()
  abstract class KindAdminBase {
    @Authorized(...read)
    @Query(() => PageType, { name: names.list, description: text.list })
    list(
      @Arg('filter', () => Filter, { nullable: true, description: text.filter }) filter: ListFilter | null,
      @Arg('params', () => ListParams, {
        nullable: true,
        description: 'Page and order; absent: page 1 of 25, newest first.',
      })
      params: ListParams | null,
      @Ctx() ctx: GraphQLContext,
    ) {
      return service(ctx).list({ ...filter, viewerId: ctx.user?.id ?? null }, params);
    }

    @when(names.one !== null, Authorized(...read))
    @when(
      names.one !== null,
      Query(() => kind.entity, { name: names.one ?? undefined, nullable: true, description: text.one }),
    )
    one(@Arg('id', () => ID, { description: text.id }) id: string, @Ctx() ctx: GraphQLContext) {
      return service(ctx).get(id);
    }

    @when(names.update !== null, Authorized(...read))
    @when(names.update !== null, Mutation(() => kind.entity, { name: names.update?.one, description: text.update }))
    update(
      @Arg('id', () => ID, { description: text.target }) id: string,
      @Arg('input', () => Update, { description: 'The fields to change.' }) input: Changes,
      @Ctx() ctx: GraphQLContext,
    ) {
      return service(ctx).update(id, { ...input }, actorOf(ctx));
    }

    @when(names.update !== null, Authorized(...read))
    @when(names.update !== null, Mutation(() => [ID], { name: names.update?.many, description: text.updateMany }))
    updateMany(
      @Arg('ids', () => [ID], { description: text.targets }) ids: string[],
      @Arg('input', () => Update, { description: 'The fields to change on every one of them.' }) input: Changes,
      @Ctx() ctx: GraphQLContext,
    ) {
      return service(ctx).updateMany(ids, { ...input }, actorOf(ctx));
    }

    @when(names.markSpam !== null, Authorized(...read))
    @when(
      names.markSpam !== null,
      Mutation(() => [ID], { name: names.markSpam ?? undefined, description: text.markSpam }),
    )
    markSpam(
      @Arg('ids', () => [ID], { description: text.targets }) ids: string[],
      @Arg('spam', { description: 'true: suspected spam; false: not spam.' }) spam: boolean,
      @Ctx() ctx: GraphQLContext,
    ) {
      return service(ctx).markSpam(ids, spam, actorOf(ctx));
    }

    @Authorized(...erase)
    @Mutation(() => [ID], { name: names.deleteMany, description: text.deleteMany })
    deleteMany(@Arg('ids', () => [ID], { description: text.erased }) ids: string[], @Ctx() ctx: GraphQLContext) {
      return service(ctx).deleteMany(ids, actorOf(ctx));
    }
  }
  return KindAdminBase;
}

/** Every account by id, read once per request however many rows name an assignee. */
const staffOfRequest = new WeakMap<GraphQLContext, Promise<Map<string, Staff>>>();

/** The concrete resolver of a kind: its type's resolver, every operation inherited from the base. */
export function kindAdminResolver(kind: KindDefinition): ClassType {
  const assigned = kind.spec.filters.includes('assigneeId');

  @Resolver(() => kind.entity)
  class KindAdminResolver extends adminResolverBase(kind) {
    @when(
      assigned,
      FieldResolver(() => Staff, {
        nullable: true,
        description: `The staff account following the ${kind.words.one} up; null when unassigned (docs/requirements.md#assignment).`,
      }),
    )
    async assignee(@Root() row: { assigneeId?: string | null }, @Ctx() ctx: GraphQLContext): Promise<Staff | null> {
      if (!row.assigneeId) return null;
      let staff = staffOfRequest.get(ctx);
      if (!staff) staffOfRequest.set(ctx, (staff = ctx.admin.staff.all()));
      return (await staff).get(row.assigneeId) ?? null;
    }
  }
  return KindAdminResolver;
}
