import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRoleAccess, createAuthProvider } from '../../admin/src/providers/auth-provider';
import { cookieFetch } from './helpers/cookie-fetch';
import { startFakeAdminApi, type FakeApi } from './helpers/fake-admin-api';

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeAdminApi();
  api.users['boss@example.org'] = { password: 'admin-password-1', role: 'admin' };
  api.users['rec@example.org'] = { password: 'recruiter-pass-1', role: 'recruiter' };
});
afterAll(() => api.close());

describe('auth provider', () => {
  it('signs in with POST /auth/login, then knows the identity and role from /auth/me', async () => {
    const jar = cookieFetch();
    const auth = createAuthProvider({ baseUrl: api.url, fetch: jar });
    await expect(auth.checkAuth({})).rejects.toThrow();
    await auth.login({ username: 'boss@example.org', password: 'admin-password-1' });
    const login = api.requests.filter((r) => r.path === '/auth/login').at(-1)!;
    expect(login.method).toBe('POST');
    expect(login.body).toEqual({ email: 'boss@example.org', password: 'admin-password-1' });
    expect(jar.cookies.get('sid')).toBeTruthy();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getPermissions!({})).toBe('admin');
    expect(await auth.getIdentity!()).toMatchObject({ id: 'boss@example.org', fullName: 'boss@example.org' });
    expect(await auth.canAccess!({ resource: 'users', action: 'list' })).toBe(true);
  });

  it('rejects wrong credentials with a friendly message', async () => {
    const auth = createAuthProvider({ baseUrl: api.url, fetch: cookieFetch() });
    await expect(auth.login({ username: 'boss@example.org', password: 'wrong' })).rejects.toThrow(
      'Wrong email or password',
    );
  });

  it('tells a disabled account, signing in with its right password, that it is disabled', async () => {
    api.users['leaver@example.org'] = { password: 'leaver-pass-1', role: 'admin', disabled: true };
    const auth = createAuthProvider({ baseUrl: api.url, fetch: cookieFetch() });
    await expect(auth.login({ username: 'leaver@example.org', password: 'leaver-pass-1' })).rejects.toThrow(
      'This account is disabled. Ask an admin to enable it.',
    );
    await expect(auth.login({ username: 'leaver@example.org', password: 'wrong' })).rejects.toThrow(
      'Wrong email or password',
    );
  });

  it('logout revokes the session on the server', async () => {
    const jar = cookieFetch();
    const auth = createAuthProvider({ baseUrl: api.url, fetch: jar });
    await auth.login({ email: 'rec@example.org', password: 'recruiter-pass-1' });
    const sid = jar.cookies.get('sid')!;
    await auth.logout({});
    expect(
      api.requests.some(
        (r) =>
          r.path === '/auth/logout' &&
          r.method === 'POST' &&
          r.headers.cookie === `sid=${sid}` &&
          r.headers['content-type'] === 'application/json',
      ),
    ).toBe(true);
    const replay = await fetch(`${api.url}/auth/me`, { headers: { cookie: `sid=${sid}` } });
    expect(replay.status).toBe(401);
    await expect(auth.checkAuth({})).rejects.toThrow();
  });

  it('a recruiter may open teacher applications only', async () => {
    const auth = createAuthProvider({ baseUrl: api.url, fetch: cookieFetch() });
    await auth.login({ email: 'rec@example.org', password: 'recruiter-pass-1' });
    expect(await auth.getPermissions!({})).toBe('recruiter');
    expect(await auth.canAccess!({ resource: 'teacher-applications', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'teacher-applications', action: 'delete' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'trial-requests', action: 'list' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
  });

  it('checkError signs out on 401 only', async () => {
    const auth = createAuthProvider({ baseUrl: api.url, fetch: cookieFetch() });
    await expect(auth.checkError({ status: 401 })).rejects.toThrow(/session has ended/);
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('an anonymous visitor may open nothing', () => {
    expect(canRoleAccess(undefined, 'teacher-applications', 'list')).toBe(false);
    expect(canRoleAccess('admin', 'audit-log', 'list')).toBe(true);
  });
});
