/**
 * The public rate limits under load: 500 concurrent clients. The counters live in the database, so
 * the numbers must be exact, not approximate, however the requests interleave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage } from '../fixtures/submissions';
import { startServer, type TestServer } from '../helpers/server';
import { record } from './report';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    s3: false,
    env: { RATE_LIMIT_FORMS: '10', RATE_LIMIT_TRACKING: '120', TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: unknown, ip: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });

describe('500 concurrent clients', () => {
  it('from one address: exactly 10 forms accepted, the rest 429, nothing else', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        post('/api/v1/submitcontact', { ...contactMessage, email: `c${i}@example.org` }, '198.51.100.1'),
      ),
    );
    const accepted = statuses.filter((s) => s === 201).length;
    const limited = statuses.filter((s) => s === 429).length;
    record({
      section: 'rate limits',
      what: '500 concurrent form posts from one address (limit 10)',
      measured: `${accepted} accepted, ${limited} × 429, ${500 - accepted - limited} other`,
      target: '10 accepted, 490 × 429',
      pass: accepted === 10 && limited === 490,
    });
    expect([accepted, limited]).toEqual([10, 490]);
  });

  it('from 50 addresses, 10 requests each over the limit: exactly 10 per address', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 500 }, (_, i) => {
        const ip = `203.0.113.${i % 50}`;
        return post('/api/v1/submitcontact', { ...contactMessage, email: `d${i}@example.org` }, ip).then(
          (s) => [ip, s] as const,
        );
      }),
    );
    const extra = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/v1/submitcontact', { ...contactMessage, email: `e${i}@example.org` }, `203.0.113.${i}`),
      ),
    );
    const acceptedPerIp = new Map<string, number>();
    for (const [ip, s] of statuses) if (s === 201) acceptedPerIp.set(ip, (acceptedPerIp.get(ip) ?? 0) + 1);
    const exact = [...acceptedPerIp.values()].every((n) => n === 10) && acceptedPerIp.size === 50;
    const allLimited = extra.every((s) => s === 429);
    record({
      section: 'rate limits',
      what: '500 concurrent posts from 50 addresses, then 1 more each',
      measured: `${acceptedPerIp.size} addresses × ${[...new Set(acceptedPerIp.values())].join('/')} accepted; extra: ${extra.filter((s) => s === 429).length} × 429`,
      target: '50 × 10 accepted; 50 × 429',
      pass: exact && allLimited,
    });
    expect(exact).toBe(true);
    expect(allLimited).toBe(true);
  });

  it('tracking: 500 concurrent visits from one address accept exactly 120', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 500 }, () => post('/api/v1/keep-visitor-track', { page: '/' }, '192.0.2.200')),
    );
    const accepted = statuses.filter((s) => s === 201).length;
    record({
      section: 'rate limits',
      what: '500 concurrent page views from one address (limit 120/min)',
      measured: `${accepted} accepted, ${statuses.filter((s) => s === 429).length} × 429`,
      target: '120 accepted',
      pass: accepted === 120,
    });
    expect(accepted).toBe(120);
  });
});
