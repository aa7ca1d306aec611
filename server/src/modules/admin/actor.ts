import type { GraphQLContext } from '../../graphql/context';
import { UnauthenticatedError } from '../../errors';
import type { Actor } from '../audit/audit.service';

/** The signed-in user behind a GraphQL call, for the audit log. */
export function actorOf(ctx: GraphQLContext): Actor {
  if (!ctx.user) throw new UnauthenticatedError();
  return { actorId: ctx.user.id, actorEmail: ctx.user.email, clientIp: ctx.clientIp };
}
