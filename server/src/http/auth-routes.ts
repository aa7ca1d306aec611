/**
 * POST /auth/login, GET /auth/me, POST /auth/logout: the dashboard's session endpoints. The
 * cookie `sid` is HttpOnly, SameSite=Lax, Path=/, Secure over https, and lives SESSION_TTL_HOURS.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminRole } from '@school/common';
import { ADMIN_ROLES, ErrorCode } from '@school/common';
import { AppError, ForbiddenError, UnauthenticatedError } from '../errors';
import type { Env } from '../config/env';
import type { AdminServices } from '../modules/admin/admin-services';
import type { Actor } from '../modules/audit/audit.service';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../modules/session/cookie';
import type { SessionUser } from '../modules/session/session.service';
import { asRecord } from '../modules/submission';

/** The signed-in user of an HTTP request with one of the roles, or a 401/403 AppError. */
export async function requireUser(
  request: FastifyRequest,
  admin: AdminServices,
  roles: readonly AdminRole[],
): Promise<SessionUser> {
  const user = await admin.sessions.authenticate(sessionToken(request));
  if (!user) throw new UnauthenticatedError();
  if (!roles.includes(user.role)) throw new ForbiddenError();
  return user;
}

export function actorOfRequest(user: SessionUser, request: FastifyRequest): Actor {
  return { actorId: user.id, actorEmail: user.email, clientIp: request.ip };
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/**
 * Sign-in and sign-out change state, so they take JSON only (an HTML form on another site, or another
 * port of this one, cannot send it without a CORS preflight) and refuse a browser's Origin header that
 * names a site other than this server, PUBLIC_URL or a CORS_ORIGINS entry. Clients that send no Origin
 * (curl, scripts) are not browsers acting for someone else and pass.
 */
function checkStateChange(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  if (
    !String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('application/json')
  ) {
    throw new AppError(
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      'Send the request as JSON (Content-Type: application/json)',
      415,
    );
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.has(origin) && origin !== `${request.protocol}://${request.host}`) {
    throw new ForbiddenError('This request came from another site');
  }
}

export function registerAuthRoutes(app: FastifyInstance, admin: AdminServices, env: Env): void {
  const allowedOrigins = new Set([new URL(env.notifications.publicUrl).origin, ...env.corsOrigins]);
  app.post('/auth/login', async (request, reply) => {
    checkStateChange(request, allowedOrigins);
    const body = asRecord(request.body);
    const signedIn = await admin.sessions.login(body.email, body.password, request.ip);
    setSessionCookie(noStore(reply), signedIn.token, signedIn.maxAgeSeconds);
    return { email: signedIn.user.email, role: signedIn.user.role };
  });

  app.get('/auth/me', async (request, reply) => {
    // every role may sign in: an editor's dashboard shows the content screens only
    const user = await requireUser(request, admin, ADMIN_ROLES);
    noStore(reply);
    return { email: user.email, role: user.role };
  });

  app.post('/auth/logout', async (request, reply) => {
    checkStateChange(request, allowedOrigins);
    const token = sessionToken(request);
    const user = await admin.sessions.authenticate(token);
    await admin.sessions.logout(token);
    if (user) await admin.audit.record(actorOfRequest(user, request), 'sign_out', null, null);
    return clearSessionCookie(noStore(reply)).code(204).send();
  });
}
