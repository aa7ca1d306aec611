/** The person query, and each submission's count of its person's other enquiries (docs/requirements.md#people). */
import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root, type ClassType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UnauthenticatedError } from '../../errors';
import type { KindDefinition } from '../kinds/kind-definition';
import { EnquiryCounts } from './enquiry-counts';
import { Person } from './people.types';

const roleOf = (ctx: GraphQLContext) => {
  if (!ctx.user) throw new UnauthenticatedError();
  return ctx.user.role;
};

@Resolver()
export class PeopleResolver {
  @Authorized('admin', 'recruiter')
  @Query(() => Person, {
    nullable: true,
    description:
      'Admin and recruiter. Everyone who wrote from one email (matched trimmed, in Unicode NFC, case-insensitively): ' +
      "their submissions and timeline, of the kinds the caller's role may read (a recruiter sees applications only); " +
      'null when they sent nothing the caller may see.',
  })
  person(
    @Arg('email', { description: 'Their email, as typed on any of their submissions.' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Person | null> {
    return ctx.admin.people.person(email, roleOf(ctx));
  }
}

/** Each request's counts, batched across the rows it lists. */
const countsOfRequest = new WeakMap<GraphQLContext, EnquiryCounts>();

/** A kind's `otherEnquiries` field. */
export function personFieldsResolver(kind: KindDefinition): ClassType {
  @Resolver(() => kind.entity)
  class PersonFieldsResolver {
    @Authorized(...kind.spec.roles.read)
    @FieldResolver(() => Int, {
      description: "How many other submissions its person sent that the caller's role may see (any kind).",
    })
    async otherEnquiries(@Root() row: { personEmail: string }, @Ctx() ctx: GraphQLContext): Promise<number> {
      let counts = countsOfRequest.get(ctx);
      if (!counts) countsOfRequest.set(ctx, (counts = new EnquiryCounts(ctx.admin.people, roleOf(ctx))));
      // the row itself is one of them (the field exists only on kinds its role may see)
      return row.personEmail ? Math.max(0, (await counts.of(row.personEmail)) - 1) : 0;
    }
  }
  return PersonFieldsResolver;
}
