/** GraphiQL at GET /graphql for browsers, from our own bundle; API clients still reach Apollo. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildClientSchema, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_INTROSPECTION_QUERY } from '../../../server/src/graphql/introspection-limits';
import { ADMIN_ENV, addUser, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';

/** schema.graphql as committed, without its generated-file header. */
const committedSchema = readFileSync(resolve(__dirname, '../../../schema.graphql'), 'utf8').replace(/^#.*\n\n/, '');

/** What a client (GraphiQL, codegen, Postman, …) rebuilds from the full standard introspection answer. */
async function introspectedSchema(url: string, cookie: string | null): Promise<string> {
  const answer = await gql(url, cookie, FULL_INTROSPECTION_QUERY);
  expect(answer.body.errors).toBeUndefined();
  return printSchema(lexicographicSortSchema(buildClientSchema(answer.body.data as IntrospectionQuery))) + '\n';
}

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp();
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /graphql', () => {
  it('serves GraphiQL to a browser, with every script and style from this server and no inline script', async () => {
    const response = await send(`${server.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/graphiql\/assets\//);
      expect((await send(`${server.url}${source}`)).status).toBe(200);
    }
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("bundles the example tabs (server/graphiql/examples.ts) into the page's script", async () => {
    const html = await (await send(`${server.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    const code = (await Promise.all(scripts.map(async (src) => (await send(`${server.url}${src}`)).text()))).join('\n');
    for (const name of ['mutation SubmitTrialRequest', 'query TrialRequestsPage', 'mutation UpdateTrialRequest'])
      expect(code).toContain(name);
  });

  it('still answers API clients as GraphQL', async () => {
    const response = await send(`${server.url}/graphql?query=${encodeURIComponent('{ ping }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { ping: 'ok' } });
  });
});

describe('in production (GRAPHQL_INTROSPECTION off)', () => {
  let prod: TestApp;
  let adminCookie: string;
  let recruiterCookie: string;
  beforeAll(async () => {
    prod = await buildTestApp({
      env: {
        ...ADMIN_ENV,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://school.example',
        SCHOOL_REPLY_TO: 'office@raagarambh.in', // production refuses a reply address nobody reads
        SESSION_SECRET: 'graphiql-production-test-secret-0123456789',
      },
    });
    adminCookie = await signIn(prod.url);
    recruiterCookie = await addUser(prod.url, adminCookie, 'reader@school.test', 'recruiter');
  });
  afterAll(async () => {
    await prod?.stop();
  });

  const page = (cookie: string | null) =>
    send(`${prod.url}/graphql`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const introspect = '{ __schema { queryType { name } } }';

  it('serves GraphiQL to signed-in admins only', async () => {
    for (const cookie of [null, recruiterCookie]) {
      const refused = await page(cookie);
      expect(refused.status).toBe(401);
      expect(await refused.text()).toContain('GraphiQL is for signed-in admins');
    }
    const open = await page(adminCookie);
    expect(open.status).toBe(200);
    expect(await open.text()).toMatch(/<script[^>]*src="\/graphiql\/assets\//);
  });

  it('answers introspection to signed-in admins only; __typename stays open', async () => {
    for (const [cookie, query] of [
      [null, introspect],
      [recruiterCookie, introspect],
      [null, '{ __type(name: "Query") { name } }'],
      [null, 'query { ...F } fragment F on Query { __schema { types { name } } }'],
    ] as const) {
      const answer = await gql(prod.url, cookie, query);
      expect(answer.body.data ?? null).toBeNull();
      expect(answer.body.errors[0]).toMatchObject({
        message: 'Introspection is available to signed-in admins only',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await gql(prod.url, adminCookie, introspect)).body.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    expect((await gql(prod.url, null, '{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });

  it("answers a signed-in admin's full standard introspection query: the client's schema is schema.graphql", async () => {
    expect(await introspectedSchema(prod.url, adminCookie)).toBe(committedSchema);
  });

  it('gives anonymous callers no field suggestions to rebuild the schema from', async () => {
    const answer = await gql(prod.url, null, '{ trialReq }');
    expect(answer.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(answer.body)).not.toMatch(/Did you mean|trialRequest/);
  });
});

describe('in development (GRAPHQL_INTROSPECTION on by default)', () => {
  it("answers anyone's full standard introspection query: the client's schema is schema.graphql", async () => {
    expect(await introspectedSchema(server.url, null)).toBe(committedSchema);
  });

  it('lets anyone introspect and suggests fields', async () => {
    expect((await gql(server.url, null, '{ __schema { queryType { name } } }')).body.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    expect(JSON.stringify((await gql(server.url, null, '{ trialReq }')).body)).toContain('Did you mean');
  });
});
