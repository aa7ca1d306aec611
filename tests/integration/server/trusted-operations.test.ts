/**
 * The site's page-view mutation is a trusted document: the server answers it without Apollo's
 * per-request pipeline. Every case here sends the same request twice, once with the site's exact
 * text and once with one more space at the end (a different text, so Apollo answers it), and the
 * two answers must match: status, headers, body and rows stored. The metrics counter shows which
 * path answered, so a fast path that silently stopped applying would fail here too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_PAGE_VIEW_DOCUMENT } from '@school/common';
import { startServer, type TestServer } from '../../helpers/server';

const TRUSTED = TRACK_PAGE_VIEW_DOCUMENT;
const VIA_APOLLO = `${TRACK_PAGE_VIEW_DOCUMENT} `;
const SITE_ACCEPT = 'application/graphql-response+json, application/json';

interface Case {
  name: string;
  body: (query: string) => unknown;
  headers?: Record<string, string>;
  /** Raw body instead of JSON (sent with the given content type). */
  raw?: (query: string) => string;
  trusted: boolean;
}

const visit = (page: unknown) => (query: string) => ({ operationName: 'TrackPageView', query, variables: { input: { page } } });

const CASES: Case[] = [
  { name: 'a visit as the site sends it', body: visit('/Courses'), headers: { accept: SITE_ACCEPT }, trusted: true },
  { name: 'no Accept header', body: visit('/Blog'), trusted: true },
  { name: 'Accept: */*', body: visit('/About'), headers: { accept: '*/*' }, trusted: true },
  { name: 'no operationName', body: (query) => ({ query, variables: { input: { page: '/Trial' } } }), trusted: true },
  { name: 'a null operationName', body: (query) => ({ query, operationName: null, variables: { input: { page: '/' } } }), trusted: true },
  { name: 'a page the rules reject', body: visit('Courses'), headers: { accept: SITE_ACCEPT }, trusted: true },
  { name: 'a page too long', body: visit(`/${'x'.repeat(600)}`), trusted: true },
  { name: 'an input without its page', body: (query) => ({ query, variables: { input: {} } }), trusted: false },
  { name: 'a page that is not a string', body: visit(42), trusted: false },
  { name: 'no variables', body: (query) => ({ query }), trusted: false },
  { name: 'variables sent as a string', body: (query) => ({ query, variables: '{"input":{"page":"/"}}' }), trusted: false },
  { name: 'another operationName', body: (query) => ({ query, operationName: 'Other', variables: { input: { page: '/' } } }), trusted: false },
  { name: 'extensions', body: (query) => ({ query, extensions: {}, variables: { input: { page: '/Career' } } }), trusted: false },
  { name: 'an Accept header naming neither JSON type', body: visit('/Career'), headers: { accept: 'text/html' }, trusted: false },
  {
    name: 'a form-encoded body (CSRF rule)', body: () => null, trusted: false,
    raw: (query) => new URLSearchParams({ query, variables: JSON.stringify({ input: { page: '/' } }) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
];

interface Seen { status: number; headers: Record<string, string>; body: string; stored: number; trusted: number }

async function trustedCount(server: TestServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const match = /^graphql_trusted_operations_total (\d+)$/m.exec(text);
  if (!match) throw new Error(`no graphql_trusted_operations_total in /metrics:\n${text.slice(0, 500)}`);
  return Number(match[1]);
}

async function send(server: TestServer, c: Case, query: string): Promise<Seen> {
  const [rowsBefore, trustedBefore] = [await server.db.count('page_views'), await trustedCount(server)];
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...c.headers },
    body: c.raw ? c.raw(query) : JSON.stringify(c.body(query)),
  });
  const body = await response.text();
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return {
    status: response.status, headers, body,
    stored: (await server.db.count('page_views')) - rowsBefore,
    trusted: (await trustedCount(server)) - trustedBefore,
  };
}

describe('trusted operations answer exactly as Apollo does', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ s3: false, env: { METRICS: 'true' } }); });
  afterAll(async () => { await server?.stop(); });

  it.each(CASES)('$name', async (c) => {
    const fast = await send(server, c, TRUSTED);
    const apollo = await send(server, c, VIA_APOLLO);
    expect(apollo.trusted).toBe(0);
    expect(fast.trusted).toBe(c.trusted ? 1 : 0);
    expect(fast).toEqual({ ...apollo, trusted: fast.trusted });
  });

  it('the site\'s visit is answered true and stored once', async () => {
    const seen = await send(server, CASES[0], TRUSTED);
    expect(seen).toMatchObject({ status: 200, body: '{"data":{"trackPageView":true}}\n', stored: 1, trusted: 1 });
    expect(seen.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('a page the rules reject gets the field message and stores nothing', async () => {
    const seen = await send(server, CASES[5], TRUSTED);
    expect(seen.status).toBe(200);
    expect(seen.stored).toBe(0);
    const body = JSON.parse(seen.body);
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(body.errors[0].extensions.fieldErrors)).toEqual(['page']);
  });
});

describe('trusted operations under the rate limit', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ s3: false, env: { METRICS: 'true', RATE_LIMIT_TRACKING: '2' } }); });
  afterAll(async () => { await server?.stop(); });

  it('count against the same limit and are refused with the same answer', async () => {
    const c = CASES[0];
    const accepted = [await send(server, c, TRUSTED), await send(server, c, VIA_APOLLO)];
    expect(accepted.map((s) => s.stored)).toEqual([1, 1]);
    const fast = await send(server, c, TRUSTED);
    const apollo = await send(server, c, VIA_APOLLO);
    expect(fast.trusted).toBe(1);
    expect(fast).toEqual({ ...apollo, trusted: 1 });
    expect(fast.stored).toBe(0);
    expect(JSON.parse(fast.body).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
