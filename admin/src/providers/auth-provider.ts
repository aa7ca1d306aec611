/**
 * Session auth over the server's cookie (`sid`, HttpOnly): the browser holds it, we only ask.
 * POST /auth/login, GET /auth/me, POST /auth/logout (docs/admin-api.md).
 */
import type { AuthProvider } from 'react-admin';
import { accountMessages, type AdminRole } from '@school/common';

export interface Me {
  email: string;
  role: AdminRole;
}

export interface AuthOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** The site's content screens (docs/requirements.md#dashboard-content): admins and editors. */
export const CONTENT_SCREENS = [
  'blog-posts',
  'courses',
  'testimonials',
  'rising-stars',
  'home-counters',
  'faqs',
  'school-details',
] as const;

/** What each role may open in the UI. The server checks every call regardless. */
export function canRoleAccess(role: string | undefined, resource: string | undefined, action: string): boolean {
  if (role === 'admin') return true;
  if (role === 'editor') return (CONTENT_SCREENS as readonly string[]).includes(resource ?? '');
  if (role === 'recruiter')
    return resource === 'teacher-applications' && ['list', 'show', 'edit', 'export'].includes(action);
  return false;
}

export function createAuthProvider({
  baseUrl = '',
  fetch: doFetch = globalThis.fetch.bind(globalThis),
}: AuthOptions = {}): AuthProvider {
  let me: Promise<Me | null> | null = null;

  const call = (path: string, init: RequestInit = {}) =>
    doFetch(`${baseUrl}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });

  const loadMe = () =>
    (me ??= call('/auth/me')
      .then(async (response) => (response.ok ? ((await response.json()) as Me) : null))
      .catch(() => {
        me = null;
        return null;
      }));

  const requireMe = async () => {
    const current = await loadMe();
    if (!current) {
      me = null;
      throw new Error('Please sign in');
    }
    return current;
  };

  return {
    async login({ username, email, password }: { username?: string; email?: string; password: string }) {
      const response = await call('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email ?? username, password }),
      });
      if (response.status === 429) throw new Error('Too many failed attempts. Wait a few minutes, then try again.');
      if (!response.ok) {
        // docs/requirements.md#disabled-accounts: the server says when the account is disabled; nothing else
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message === accountMessages.disabled ? accountMessages.disabled : accountMessages.wrong);
      }
      const body = (await response.json()) as Me;
      me = Promise.resolve(body);
    },
    async logout() {
      me = null;
      await call('/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
        () => undefined,
      );
    },
    async checkAuth() {
      me = null; // ask the server on every navigation: a revoked session shows at once
      await requireMe();
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        me = null;
        throw new Error('Your session has ended. Please sign in again.');
      }
    },
    async getIdentity() {
      const current = await requireMe();
      return { id: current.email, fullName: current.email };
    },
    async getPermissions() {
      return (await loadMe())?.role;
    },
    async canAccess({ resource, action }) {
      return canRoleAccess((await loadMe())?.role, resource, action);
    },
  };
}

export const authProvider = createAuthProvider();
