/**
 * Each submission kind's `history` field (docs/requirements.md#record-history): the audit entries about
 * the record, newest first, as sentences. Made per kind from its definition, like its admin resolver.
 */
import { kindNames } from '@school/common';
import { Authorized, Ctx, FieldResolver, Resolver, Root, type ClassType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { KindDefinition } from '../kinds/kind-definition';
import { auditSentence } from './audit-sentences';
import { HistoryEntry } from './audit.admin.types';

export function historyResolver(kind: KindDefinition): ClassType {
  const snake = kindNames(kind.spec).snake;

  @Resolver(() => kind.entity)
  class HistoryResolver {
    @Authorized(...kind.spec.roles.read)
    @FieldResolver(() => [HistoryEntry], {
      description:
        'What staff did to it, newest first: status changes, edits, spam flags, assignments, downloads, as sentences; ' +
        'the newest 500 (older entries are left out).',
    })
    async history(@Root() row: { id: string }, @Ctx() ctx: GraphQLContext): Promise<HistoryEntry[]> {
      const entries = await ctx.admin.audit.about(`${snake}:${row.id}`);
      return entries.map((entry) => ({
        at: entry.createdAt,
        actorEmail: entry.actorEmail,
        action: entry.action,
        sentence: auditSentence(entry),
      }));
    }
  }
  return HistoryResolver;
}
