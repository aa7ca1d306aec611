/** GraphiQL at GET /graphql for browsers, from our own bundle; API clients still reach Apollo. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server?.stop(); });

describe('GET /graphql', () => {
  it('serves GraphiQL to a browser, with every script and style from this server and no inline script', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/graphiql\/assets\//);
      expect((await fetch(`${server.url}${source}`)).status).toBe(200);
    }
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('bundles the example tabs (server/graphiql/examples.ts) into the page\'s script', async () => {
    const html = await (await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    const code = (await Promise.all(scripts.map(async (src) => (await fetch(`${server.url}${src}`)).text()))).join('\n');
    for (const name of ['mutation SubmitTrialRequest', 'query TrialRequestsPage', 'mutation UpdateTrialRequest']) expect(code).toContain(name);
  });

  it('still answers API clients as GraphQL', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ ping }')}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(await response.json()).toEqual({ data: { ping: 'ok' } });
  });
});
