/**
 * Sign-in throttling as an attacker meets it: requests come from real loopback addresses
 * (127.0.0.x, no proxy trusted), in parallel, and password checks are counted from the audit log
 * (every checked attempt leaves one `sign_in` or `sign_in_failed` entry).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../helpers/database';
import { startServer, type TestServer } from '../../helpers/server';

interface Attempt {
  status: number;
  retryAfter: number | null;
}

/** POST /auth/login from a chosen local address (the server sees it as the client address). */
function loginFrom(base: string, from: string, email: string, password: string): Promise<Attempt> {
  const url = new URL('/auth/login', base);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            retryAfter: res.headers['retry-after'] ? Number(res.headers['retry-after']) : null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function passwordChecks(server: TestServer, email: string): Promise<number> {
  const rows = await server.db.query<{ n: number | string }>(
    "SELECT COUNT(*) AS n FROM audit_log WHERE actor_email = ? AND action IN ('sign_in', 'sign_in_failed')",
    [email],
  );
  return Number(rows[0].n);
}

const tally = (attempts: Attempt[]) => ({
  ok: attempts.filter((a) => a.status === 200).length,
  wrong: attempts.filter((a) => a.status === 401).length,
  limited: attempts.filter((a) => a.status === 429).length,
});

/** 100 attempts at once, the right password as #80. */
const burst = (send: (i: number, password: string) => Promise<Attempt>, right: string) =>
  Promise.all(Array.from({ length: 100 }, (_, i) => send(i, i === 79 ? right : `wrong guess ${i}`)));

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { ...ADMIN_ENV, SESSION_SECRET: 'sign-in-throttle-test-secret-0123456789' } });
});
afterAll(async () => {
  await server?.stop();
});

async function addRecruiter(email: string, password: string): Promise<void> {
  const admin = await signIn(server.url);
  const created = await gql(
    server.url,
    admin,
    'mutation ($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }',
    { input: { email, password, role: 'recruiter' } },
  );
  expect(created.body.errors).toBeUndefined();
}

describe('parallel guessing', () => {
  it('100 attempts at once for one account from one address get at most 10 password checks; the right one, late, is refused', async () => {
    await addRecruiter('burst@school.test', 'the right password');
    const attempts = await burst(
      (_, password) => loginFrom(server.url, '127.0.0.21', 'burst@school.test', password),
      'the right password',
    );
    const { ok, wrong, limited } = tally(attempts);
    expect(ok + wrong).toBeLessThanOrEqual(10);
    expect(limited).toBeGreaterThanOrEqual(90);
    expect(await passwordChecks(server, 'burst@school.test')).toBeLessThanOrEqual(10);
    // after the limit, the right password from that address is refused too
    const late = await loginFrom(server.url, '127.0.0.21', 'burst@school.test', 'the right password');
    expect(late.status).toBe(429);
    expect(late.retryAfter).toBeGreaterThan(0);
    expect(late.retryAfter).toBeLessThanOrEqual(900);
  });

  it('keeps no email or client address in clear in the throttle counters', async () => {
    const rows = await server.db.query<{ key: string }>('SELECT key FROM rate_limit_counters');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).not.toContain('@');
      expect(key).not.toContain('127.0.0');
    }
  });
});

describe('a stranger cannot lock the admin out', () => {
  it('30 wrong passwords from 127.0.0.3, then the right one from 127.0.0.4 signs in; 127.0.0.3 stays refused', async () => {
    for (let i = 0; i < 30; i++) {
      const attempt = await loginFrom(server.url, '127.0.0.3', ADMIN.email, `not it ${i}`);
      expect(attempt.status).toBe(i < 10 ? 401 : 429);
    }
    expect((await loginFrom(server.url, '127.0.0.4', ADMIN.email, ADMIN.password)).status).toBe(200);
    expect((await loginFrom(server.url, '127.0.0.3', ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it('audits the lock and the slowdown, where admins read them in the dashboard', async () => {
    const admin = await signIn(server.url);
    const log = await gql(
      server.url,
      admin,
      '{ auditLog(params: { perPage: 200 }) { items { action actorEmail clientIp detail } } }',
    );
    expect(log.body.errors).toBeUndefined();
    const items: { action: string; actorEmail: string; clientIp: string }[] = log.body.data.auditLog.items;
    expect(items).toContainEqual(
      expect.objectContaining({ action: 'sign_in_locked', actorEmail: ADMIN.email, clientIp: '127.0.0.3' }),
    );
    expect(items).toContainEqual(expect.objectContaining({ action: 'sign_in_slowed', actorEmail: ADMIN.email }));
    // one entry per lock, not one per refused attempt
    expect(items.filter((e) => e.action === 'sign_in_locked' && e.clientIp === '127.0.0.3')).toHaveLength(1);
  });

  it('paces repeat attempts on an account under attack, but not a first attempt from a new address', async () => {
    // the admin's account has had 10 failures this window (previous test): a second address that has
    // tried once already gets at most one check per 2-second window for the whole account
    expect((await loginFrom(server.url, '127.0.0.5', ADMIN.email, 'first try')).status).toBe(401);
    const repeats: Attempt[] = [];
    for (let i = 0; i < 5; i++) repeats.push(await loginFrom(server.url, '127.0.0.5', ADMIN.email, `again ${i}`));
    expect(tally(repeats).limited).toBeGreaterThanOrEqual(3);
    for (const refused of repeats.filter((a) => a.status === 429)) expect(refused.retryAfter).toBeLessThanOrEqual(2);
    expect((await loginFrom(server.url, '127.0.0.6', ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('limits one address spraying many accounts, without touching other addresses', async () => {
    for (let i = 0; i < 30; i++)
      expect((await loginFrom(server.url, '127.0.0.7', `spray${i}@school.test`, 'Summer2026!')).status).toBe(401);
    expect((await loginFrom(server.url, '127.0.0.7', ADMIN.email, ADMIN.password)).status).toBe(429);
    expect((await loginFrom(server.url, '127.0.0.8', ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i < 35; i++)
      expect((await loginFrom(server.url, '127.0.0.9', ADMIN.email, ADMIN.password)).status).toBe(200);
  });
});

describe('two instances on one PostgreSQL database', () => {
  const skip = !onPostgres;
  if (skip)
    console.warn('sign-in-throttle.test.ts: the two-instance case needs PostgreSQL (TEST_DATABASE_URL; CI sets it)');
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    if (skip) return;
    db = await createTestDatabase('');
    const env = { ...ADMIN_ENV, SESSION_SECRET: 'two-instance-throttle-secret-0123456789' };
    a = await startServer({ db, env });
    b = await startServer({ db, env });
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it.skipIf(skip)('100 attempts spread over both get at most 10 password checks in all', async () => {
    const attempts = await burst(
      (i, password) => loginFrom((i % 2 ? a : b).url, '127.0.0.31', ADMIN.email, password),
      ADMIN.password,
    );
    const { ok, wrong, limited } = tally(attempts);
    expect(ok + wrong).toBeLessThanOrEqual(10);
    expect(limited).toBeGreaterThanOrEqual(90);
    expect(await passwordChecks(a, ADMIN.email)).toBeLessThanOrEqual(10);
  });
});
