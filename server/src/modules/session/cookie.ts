/**
 * The session cookie, through @fastify/cookie. Its parsing hook is off (`hook: false`): a public
 * request carries no cookie and pays nothing, and the few routes that need the session parse the
 * header themselves (sessionToken). HttpOnly, SameSite=Lax, Path=/; Secure when the request came over https.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';

const ATTRIBUTES = { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto' } as const;

export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie, { hook: false });
}

/** The session token of the request's Cookie header, or null. */
export function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[SESSION_COOKIE] || null : null;
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, token, { ...ATTRIBUTES, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply): FastifyReply {
  return reply.clearCookie(SESSION_COOKIE, ATTRIBUTES);
}
