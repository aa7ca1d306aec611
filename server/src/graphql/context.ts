import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminServices } from '../modules/admin/admin-services';
import type { SessionUser } from '../modules/session/session.service';
import type { Services } from '../services';

export interface GraphQLContext {
  services: Services;
  clientIp: string;
  /** The HTTP request (absent when an operation runs without one: Apollo's executeOperation in the tests). */
  request?: FastifyRequest;
  /** The HTTP reply (over HTTP only): the query time budget answers through it. */
  reply?: FastifyReply;
  /** The dashboard's services (lists, triage, users, audit). */
  admin: AdminServices;
  /** The signed-in dashboard user from the `sid` cookie, or null. */
  user: SessionUser | null;
}
