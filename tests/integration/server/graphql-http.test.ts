/**
 * /graphql over HTTP as clients send it: the Accept header a client gives decides the answer's media
 * type and status exactly as Apollo decides them (the server hands Apollo a reduced header, worked out
 * once per header: graphql/fastify-handler.ts), a query travels in a GET's query string, and answers
 * are compact JSON.
 */
import { HeaderMap } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_PAGE_VIEW_DOCUMENT } from '@school/common';
import { buildTestApp, type TestApp } from '../../helpers/app';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ s3: false });
});
afterAll(async () => {
  await server?.stop();
});

const TRACK = {
  operationName: 'TrackPageView',
  query: TRACK_PAGE_VIEW_DOCUMENT,
  variables: { input: { page: '/Courses' } },
};
const BAD = { query: 'mutation { trackPageView(input: { page: 5 }) }' };

/** What Apollo answers on its own, with the header as the client sent it. */
async function apolloAlone(accept: string, body: object) {
  const headers = new HeaderMap([
    ['content-type', 'application/json'],
    ['accept', accept],
  ]);
  const answer = await server.app.apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: '', body },
    context: async () => ({
      services: server.app.services,
      admin: server.app.admin,
      clientIp: '127.0.0.1',
      user: null,
    }),
  });
  return { status: answer.status ?? 200, type: answer.headers.get('content-type') };
}

async function overHttp(accept: string, body: object) {
  const answer = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept },
    payload: JSON.stringify(body),
  });
  return { status: answer.statusCode, type: answer.headers['content-type'], text: answer.body };
}

describe('POST /graphql and the Accept header', () => {
  it.each([
    'application/graphql-response+json, application/json', // the site and the dashboard
    'application/json',
    'application/graphql-response+json',
    'application/json; charset=utf-8',
    'application/json; callbackSpec=1.0',
    'application/json;q=0.9, application/graphql-response+json',
    'application/graphql-response+json;q=0.5, application/json;q=0.8',
    'application/graphql-response+json;q=0, application/json',
    '*/*',
    'application/*',
    'text/html, */*;q=0.1',
    'text/html',
    'multipart/mixed;deferSpec=20220824, application/json',
  ])('answers %j in the type and status Apollo chooses, for a good and a bad operation', async (accept) => {
    for (const body of [TRACK, BAD]) {
      const alone = await apolloAlone(accept, body);
      const http = await overHttp(accept, body);
      expect({ status: http.status, type: http.type }).toEqual(alone);
    }
  });

  it('answers the site in application/graphql-response+json, compact, and a bad operation with 400', async () => {
    const accept = 'application/graphql-response+json, application/json';
    const good = await overHttp(accept, TRACK);
    expect(good).toMatchObject({ status: 200, type: 'application/graphql-response+json; charset=utf-8' });
    expect(good.text).toBe('{"data":{"trackPageView":true}}');
    const bad = await overHttp(accept, BAD);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses with 406 a client that takes none of the JSON types', async () => {
    const answer = await overHttp('text/html', TRACK);
    expect(answer.status).toBe(406);
  });
});

describe('GET /graphql', () => {
  it('runs a query from the query string, and refuses a mutation there', async () => {
    const query = encodeURIComponent('{ __typename }');
    const headers = { accept: 'application/json', 'apollo-require-preflight': 'true' };
    const ok = await server.inject({ method: 'GET', url: `/graphql?query=${query}`, headers });
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ data: { __typename: 'Query' } });
    const write = encodeURIComponent('mutation { trackPageView(input: { page: "/" }) }');
    const refused = await server.inject({ method: 'GET', url: `/graphql?query=${write}`, headers });
    expect(refused.statusCode).toBe(405);
  });
});
