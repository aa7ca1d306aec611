/** Sign-in, the session cookie, sign-out, throttling and the production start refusals. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, get, gql, login, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';
import { startExpectingExit as start, startServer } from '../../helpers/server';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.stop();
});

const me = (cookie: string | null) => get(`${server.url}/auth/me`, cookie);

describe('POST /auth/login', () => {
  it('answers {email, role} and sets an HttpOnly, SameSite=Lax session cookie (email is case-insensitive)', async () => {
    const answer = await login(server.url, ADMIN.email.toUpperCase(), ADMIN.password);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: ADMIN.email, role: 'admin' });
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const answer = await login(server.url, ADMIN.email, ADMIN.password, { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('set-cookie')).toContain('Secure');
  });

  it('stores only a hash of the token', async () => {
    const answer = await login(server.url, ADMIN.email, ADMIN.password);
    const token = answer.cookie!.slice('sid='.length);
    const rows = await server.db.query<{ id: string }>('SELECT id FROM admin_sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.id.includes(token))).toBe(false);
  });

  it('answers 401 with a code for a wrong password or an unknown user, and audits the failure', async () => {
    for (const [email, password] of [
      [ADMIN.email, 'wrong password!'],
      ['nobody@school.test', 'whatever pass'],
    ]) {
      const answer = await login(server.url, email, password, { 'x-forwarded-for': '203.0.113.50' });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Wrong email or password', code: 'UNAUTHENTICATED' });
      expect(answer.cookie).toBeNull();
    }
    const failures = await server.db.query('SELECT * FROM audit_log WHERE action = ?', ['sign_in_failed']);
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('knows the signed-in user, and forgets the session on logout (the old cookie stops working)', async () => {
    const cookie = await signIn(server.url);
    expect((await me(cookie)).body).toBe(JSON.stringify({ email: ADMIN.email, role: 'admin' }));
    const out = await send(`${server.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^sid=; .*Max-Age=0/);
    expect((await me(cookie)).status).toBe(401);
    const answer = await gql(server.url, cookie, '{ trialRequests { total } }');
    expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const [row] = await server.db.query<{ revoked_at: unknown }>(
      'SELECT revoked_at FROM admin_sessions WHERE revoked_at IS NOT NULL',
    );
    expect(row).toBeDefined();
  });

  it('answers 401 without a cookie or with a made-up one', async () => {
    expect((await me(null)).status).toBe(401);
    expect((await me('sid=' + 'A'.repeat(43))).status).toBe(401);
    expect((await me('sid=garbage')).status).toBe(401);
  });

  it('signs a disabled user out at once', async () => {
    const admin = await signIn(server.url);
    await gql(
      server.url,
      admin,
      'mutation { createAdminUser(input: {email: "leaver@school.test", password: "leaving soon!", role: "recruiter"}) { id } }',
    );
    const leaver = await signIn(server.url, 'leaver@school.test', 'leaving soon!');
    expect((await me(leaver)).status).toBe(200);
    const users = await gql(server.url, admin, '{ adminUsers { id email } }');
    const id = users.body.data.adminUsers.find((u: { email: string }) => u.email === 'leaver@school.test').id;
    await gql(server.url, admin, `mutation { updateAdminUser(id: "${id}", input: {disabled: true}) { disabled } }`);
    expect((await me(leaver)).status).toBe(401);
    // docs/requirements.md#disabled-accounts: the right password learns why; a wrong one learns nothing
    const right = await login(server.url, 'leaver@school.test', 'leaving soon!');
    expect(right.status).toBe(401);
    expect(right.body).toEqual({
      message: 'This account is disabled. Ask an admin to enable it.',
      code: 'UNAUTHENTICATED',
    });
    expect(right.cookie).toBeNull();
    const wrong = await login(server.url, 'leaver@school.test', 'not the password');
    expect(wrong.body).toEqual({ message: 'Wrong email or password', code: 'UNAUTHENTICATED' });
  });
});

describe('state-changing auth routes', () => {
  const logout = (headers: Record<string, string>, body?: string) =>
    send(`${server.url}/auth/logout`, { method: 'POST', headers, body });

  it('refuses a sign-out posted by an HTML form (not JSON): the session survives', async () => {
    const cookie = await signIn(server.url);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const out = await logout({ cookie, 'content-type': type }, type.startsWith('multipart') ? '--x--\r\n' : 'a=b');
      expect(out.status).toBe(415);
    }
    expect((await logout({ cookie })).status).toBe(415);
    expect((await me(cookie)).status).toBe(200);
  });

  it('refuses sign-in and sign-out from a page of another origin, even another port of this host', async () => {
    const cookie = await signIn(server.url);
    const otherPort = new URL(server.url);
    otherPort.port = String(Number(otherPort.port) + 1);
    for (const origin of [otherPort.origin, 'https://evil.example']) {
      const out = await logout({ cookie, 'content-type': 'application/json', origin }, '{}');
      expect(out.status).toBe(403);
      expect((await login(server.url, ADMIN.email, ADMIN.password, { origin })).status).toBe(403);
    }
    expect((await me(cookie)).status).toBe(200);
    const own = await logout({ cookie, 'content-type': 'application/json', origin: server.url }, '{}');
    expect(own.status).toBe(204);
    expect((await me(cookie)).status).toBe(401);
  });
});

/** A production start that must refuse: the process, its exit code and what it printed. */
async function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-prod-'));
  try {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://school.example' };
    // a variable given as '' is left out (unset)
    const all = Object.entries({ DATA_DIR: dataDir, LOG_LEVEL: 'error', ...production, ...env });
    return await start(Object.fromEntries(all.filter(([, value]) => value !== '')));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('production start', () => {
  const secret = 'x'.repeat(48);
  it('refuses to start without SESSION_SECRET', async () => {
    const result = await startExpectingExit({ ...ADMIN_ENV });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('SESSION_SECRET');
  });

  it('refuses a weak SESSION_SECRET', async () => {
    const result = await startExpectingExit({ ...ADMIN_ENV, SESSION_SECRET: 'short-secret' });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('SESSION_SECRET must be set to a random string of at least 32 characters');
    // through pino, like every other log line: one JSON line, level fatal, the problems listed
    const line = JSON.parse(result.output.split('\n').find((l) => l.includes('Invalid configuration'))!);
    expect(line.level).toBe(60);
    expect(line.problems).toEqual([expect.stringContaining('SESSION_SECRET must be set')]);
  });

  it('refuses to start without PUBLIC_URL, which the pages and mails name', async () => {
    const result = await startExpectingExit({ ...ADMIN_ENV, SESSION_SECRET: secret, PUBLIC_URL: '' });
    expect(result.code).not.toBe(0);
    const line = JSON.parse(result.output.split('\n').find((l) => l.includes('Invalid configuration'))!);
    expect(line.problems).toEqual([expect.stringContaining('PUBLIC_URL is required in production')]);
  });

  it("refuses to start when a visitor's answer would go to an address nobody reads, naming SCHOOL_REPLY_TO", async () => {
    // the shipped school details publish support@raagarambh.example (a reserved domain)
    const result = await startExpectingExit({ ...ADMIN_ENV, SESSION_SECRET: secret });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('Reply-To support@raagarambh.example, which nobody can read');
    expect(result.output).toContain('Set SCHOOL_REPLY_TO');
  });

  it('refuses to start when there is no admin and none is configured', async () => {
    const result = await startExpectingExit({ SESSION_SECRET: secret });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('No admin account exists');
    expect(result.output).not.toContain('Development admin');
  });

  it('in development without ADMIN_*, creates admin@localhost and prints its password once', async () => {
    const dev = await startServer();
    try {
      const printed = dev.logs().match(/admin@localhost \/ (\S+)/);
      expect(printed).not.toBeNull();
      expect((await login(dev.url, 'admin@localhost', printed![1])).status).toBe(200);
    } finally {
      await dev.stop();
    }
  });

  it('never prints the configured admin password', async () => {
    const dev = await startServer({
      env: { ADMIN_EMAIL: 'quiet@school.test', ADMIN_PASSWORD: 'do-not-print-me-123', LOG_LEVEL: 'info' },
    });
    // the log is written asynchronously: read it whole, after the process has exited and flushed it
    await dev.stop();
    expect(dev.logs()).toContain('quiet@school.test');
    expect(dev.logs()).not.toContain('do-not-print-me-123');
  });
});
