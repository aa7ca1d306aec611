import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, contactMessage, trialRequest } from '../../fixtures/submissions';
import { postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({
    s3: false,
    env: { RATE_LIMIT_FORMS: '3', RATE_LIMIT_TRACKING: '5', TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await server?.stop();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('public rate limits (RATE_LIMIT_FORMS=3 per 10 minutes, RATE_LIMIT_TRACKING=5 per minute)', () => {
  it('answers 429 with a clear message after the limit, per client address, across forms and transports', async () => {
    const ip = '203.0.113.10';
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await postJson(
            `${server.url}/api/v1/submitcontact`,
            { ...contactMessage, email: `a${i}@example.org` },
            from(ip),
          )
        ).status,
      );
    }
    const limited = await postJson(
      `${server.url}/api/v1/submittrial`,
      { ...trialRequest, email: 'other@example.org' },
      from(ip),
    );
    expect(statuses).toEqual([201, 201, 201]);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/try again/i) });
    const viaGraphql = await send(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(ip) },
      body: JSON.stringify({
        query: CREATE_CONTACT,
        variables: { input: { ...contactMessage, email: 'z@example.org' } },
      }),
    });
    expect((await viaGraphql.json()).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // another address is not affected
    expect(
      (
        await postJson(
          `${server.url}/api/v1/submitcontact`,
          { ...contactMessage, email: 'fresh@example.org' },
          from('203.0.113.11'),
        )
      ).status,
    ).toBe(201);
  });

  it('limits one email address across client addresses', async () => {
    const email = 'repeat@example.org';
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        (await postJson(`${server.url}/api/v1/submitcontact`, { ...contactMessage, email }, from(`198.51.100.${i}`)))
          .status,
      );
    expect(answers).toEqual([201, 201, 201, 429]);
  });

  it('stores nothing for a limited submission', async () => {
    const before = await server.db.count('contact_messages');
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++)
      await postJson(`${server.url}/api/v1/submitcontact`, { ...contactMessage, email: `n${i}@example.org` }, from(ip));
    expect(await server.db.count('contact_messages')).toBe(before + 3);
  });

  it('limits page views separately and more generously', async () => {
    const ip = '203.0.113.77';
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await postJson(`${server.url}/api/v1/keep-visitor-track`, { page: '/' }, from(ip))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const form = await postJson(
      `${server.url}/api/v1/submitcontact`,
      { ...contactMessage, email: 'pv@example.org' },
      from(ip),
    );
    expect(form.status).toBe(201);
  });

  it('keeps no client address or email in clear in the counters', async () => {
    const rows = await server.db.query<{ key: string }>('SELECT key FROM rate_limit_counters');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|example\.org/);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For, so a client cannot dodge the limit by forging it', async () => {
    const other = await buildTestApp({ s3: false, env: { RATE_LIMIT_FORMS: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await postJson(
              `${other.url}/api/v1/submitcontact`,
              { ...contactMessage, email: `f${i}@example.org` },
              from(`192.0.2.${i}`),
            )
          ).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await other.stop();
    }
  });
});

describe('GraphQL', () => {
  it('refuses tracking over the limit with TOO_MANY_REQUESTS', async () => {
    const ip = '203.0.113.99';
    let last;
    for (let i = 0; i < 6; i++) {
      last = await send(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(ip) },
        body: JSON.stringify({ query: 'mutation { trackPageView(input: { page: "/" }) }' }),
      }).then((r) => r.json());
    }
    expect(last.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
