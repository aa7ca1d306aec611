/**
 * The server-side gate of every admin operation. Anonymous callers get UNAUTHENTICATED, signed-in
 * users without one of the roles get FORBIDDEN; both are thrown before the resolver runs, so a
 * refusal carries no data. (type-graphql's own AuthorizationError says "UNAUTHORIZED", which is
 * not one of our codes: we throw our AppErrors instead.)
 */
import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { GraphQLContext } from './context';

export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  if (!context.user) throw new UnauthenticatedError();
  if (roles.length > 0 && !roles.includes(context.user.role)) throw new ForbiddenError();
  return true;
};
