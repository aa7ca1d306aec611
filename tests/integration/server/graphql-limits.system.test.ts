/**
 * GraphQL cost, response size and persisted-query limits, against a real server holding 500 teacher
 * applications with 2,000-character messages, signed in as a recruiter. The probes below once took
 * 3.7 s and answered 190 MB (aliases × perPage), ran 13.7 s and died with a 500 (a fragment reused
 * by 30 aliases), ran 99 mutations through a fragment on Mutation, and logged an error with a stack
 * per bogus persistedQuery extension. Runs on PostgreSQL too (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeacherApplicationsDocument } from '../../../admin/src/gql/graphql';
import { addUser, ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { postJson } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';

/** The server's cap on one answer (request-limits.ts). */
const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
const ROWS = 500;
const MESSAGE_LENGTH = 2000;

let server: TestServer;
let recruiter: string;

const aliases = (n: number, field: string, prefix = 'm') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}: ${field}`).join(' ');

beforeAll(async () => {
  server = await startServer({ env: ADMIN_ENV, s3: false });
  const admin = await signIn(server.url);
  recruiter = await addUser(server.url, admin, 'recruiter@school.test', 'recruiter');
  // Through the public API (rate limits are off in tests): the REST shim takes the resume as a link.
  const letters = (i: number) => [...String(i)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const submit = (i: number) =>
    postJson(`${server.url}/api/v1/submitteacherapplication`, {
      name: `Applicant ${letters(i)}`,
      email: `applicant${i}@example.org`,
      resume: `https://example.org/cv-${i}.pdf`,
      message: `Application ${i}: ${'I teach sitar and vocals. '.repeat(MESSAGE_LENGTH / 26 + 1)}`.slice(
        0,
        MESSAGE_LENGTH,
      ),
    });
  for (let first = 0; first < ROWS; first += 25) {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, j) => submit(first + j)));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  expect(await server.db.count('teacher_applications')).toBe(ROWS);
  // A fresh process compiles its validation code on first use (tens of ms on a busy machine); the
  // health checks below are about a running server, so warm it with other refused documents first.
  for (let i = 0; i < 3; i++) {
    await rawGql({
      query: `{ w${i}: teacherApplications(params: { perPage: 400 }) { items { ...W } } } fragment W on TeacherApplication { ${aliases(60, 'name')} }`,
    });
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/**
 * The longest a health check may wait while a refused query is handled. The stalls this guards against (resolving
 * 190 × 500 fields) hold the event loop for seconds; 100 ms sat inside the scheduling noise of a 2-core machine
 * running the suites' workers in parallel (a check took 104 ms in CI), so the bound is 250 ms.
 */
const STALL_MS = 250;

/** Runs `request` while polling /healthz; answers its result, its time, and the slowest health check. */
async function whilePollingHealth<T>(
  request: () => Promise<T>,
): Promise<{ result: T; ms: number; slowestHealthMs: number; healthChecks: number }> {
  let running = true;
  let slowestHealthMs = 0;
  let healthChecks = 0;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${server.url}/healthz`);
      await response.arrayBuffer();
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      healthChecks++;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const started = performance.now();
  const result = await request();
  const ms = performance.now() - started;
  // Keep polling until two more health checks completed: the second began after the answer, so a
  // server still busy after answering shows here.
  const checksAtAnswer = healthChecks;
  while (healthChecks < checksAtAnswer + 2) await new Promise((r) => setTimeout(r, 5));
  running = false;
  await poll;
  return { result, ms, slowestHealthMs, healthChecks };
}

async function rawGql(
  body: unknown,
  cookie: string | null = recruiter,
): Promise<{ status: number; text: string; json: any }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, text, json };
}

describe('a recruiter cannot stall the server with one query', () => {
  it('refuses 190 aliases of message over a page of 500 (400 GRAPHQL_VALIDATION_FAILED, at once)', async () => {
    const query = `{ teacherApplications(params: { perPage: 500 }) { items { ${aliases(190, 'message')} } } }`;
    const { result, ms, slowestHealthMs, healthChecks } = await whilePollingHealth(() => rawGql({ query }));
    expect(result.status).toBe(400);
    expect(result.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.json.errors[0].message).toMatch(/too costly/);
    expect(result.json.data).toBeUndefined();
    expect(result.text.length).toBeLessThan(MAX_RESPONSE_BYTES);
    expect(ms).toBeLessThan(1000);
    expect(healthChecks).toBeGreaterThan(0);
    expect(slowestHealthMs).toBeLessThan(STALL_MS);
  });

  it('measures a page size given as a variable with the request (the same query with $params)', async () => {
    const query = `query($params: ListParams) { teacherApplications(params: $params) { items { ${aliases(190, 'message')} } } }`;
    const { result, ms, slowestHealthMs } = await whilePollingHealth(() =>
      rawGql({ query, variables: { params: { perPage: 500 } } }),
    );
    expect(result.status).toBe(400);
    expect(result.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.json.errors[0].message).toMatch(/too costly/);
    expect(ms).toBeLessThan(1000);
    expect(slowestHealthMs).toBeLessThan(STALL_MS);
  });

  it('counts a fragment at every spread: 30 aliases of the list reusing one fragment of 130 aliases', async () => {
    const query = `{ ${Array.from({ length: 30 }, (_, i) => `l${i}: teacherApplications(params: { perPage: 500 }) { items { ...Heavy } }`).join(' ')} }
      fragment Heavy on TeacherApplication { ${aliases(130, 'message')} }`;
    const { result, ms, slowestHealthMs } = await whilePollingHealth(() => rawGql({ query }));
    expect(result.status).toBe(400);
    expect(result.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.json.errors[0].message).toMatch(/too costly/);
    expect(result.text.length).toBeLessThan(MAX_RESPONSE_BYTES);
    expect(ms).toBeLessThan(1000);
    expect(slowestHealthMs).toBeLessThan(STALL_MS);
  });

  it('counts inline fragments too', async () => {
    const query = `{ teacherApplications(params: { perPage: 500 }) { items { ... on TeacherApplication { ${aliases(100, 'message')} } ... { ${aliases(90, 'message', 'n')} } } } }`;
    const result = await rawGql({ query });
    expect(result.status).toBe(400);
    expect(result.json.errors[0].message).toMatch(/too costly/);
  });

  it('answers an allowed but oversized query with 400 RESPONSE_TOO_LARGE, not a 5xx', async () => {
    // 18 aliases × 500 rows stays under the cost limit (about 9,500) but is about 18 MB of text.
    const query = `{ teacherApplications(params: { perPage: 500 }) { items { ${aliases(18, 'message')} } } }`;
    const { result, slowestHealthMs } = await whilePollingHealth(() => rawGql({ query }));
    expect(result.status).toBe(400);
    expect(result.json.errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
    expect(result.json.data).toBeUndefined();
    expect(result.text.length).toBeLessThan(10_000);
    // This one does real work (reads 500 rows, completes 9,000 fields) before the cap answers.
    expect(slowestHealthMs).toBeLessThan(STALL_MS);
  });
});

describe('the dashboard still reads its lists', () => {
  // What admin/src/providers/data-provider.ts sends (the generated list document, listVariables).
  const listQuery = TeacherApplicationsDocument.toString();

  it.each([25, 50, 100, 500])('a page of %i with every column', async (perPage) => {
    const answer = await gql(server.url, recruiter, listQuery, {
      filter: {},
      params: { page: 1, perPage, sortField: 'createdAt', sortOrder: 'DESC' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.page.items).toHaveLength(perPage);
    expect(answer.body.data.page.total).toBe(ROWS);
    expect(answer.body.data.page.items[0].message).toHaveLength(MESSAGE_LENGTH);
  });

  it('the default page (no params) and a record read by id', async () => {
    const list = await gql(server.url, recruiter, '{ teacherApplications { items { id message } total } }');
    expect(list.body.data.teacherApplications.items).toHaveLength(25);
    const id = list.body.data.teacherApplications.items[0].id;
    const one = await gql(server.url, recruiter, 'query($id: ID!) { teacherApplication(id: $id) { id message } }', {
      id,
    });
    expect(one.body.data.teacherApplication.id).toBe(id);
  });
});

describe('at most five mutations, wherever they are written', () => {
  const track = (n: number, prefix = 't') =>
    Array.from({ length: n }, (_, i) => `${prefix}${i}: trackPageView(input: { page: "/probe" })`).join(' ');

  it('refuses 99 mutations inside a fragment on Mutation', async () => {
    const before = await server.db.count('page_views');
    const answer = await rawGql({ query: `mutation { ...Many } fragment Many on Mutation { ${track(99)} }` }, null);
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].message).toMatch(/at most 5 mutations/);
    expect(await server.db.count('page_views')).toBe(before);
  });

  it('refuses 99 mutations inside inline fragments', async () => {
    const before = await server.db.count('page_views');
    const answer = await rawGql(
      { query: `mutation { ... on Mutation { ${track(50)} } ... { ${track(49, 'u')} } }` },
      null,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].message).toMatch(/at most 5 mutations/);
    expect(await server.db.count('page_views')).toBe(before);
  });

  it('refuses six mutations split between the operation and a fragment', async () => {
    const answer = await rawGql(
      { query: `mutation { ${track(3)} ...Three } fragment Three on Mutation { ${track(3, 'u')} }` },
      null,
    );
    expect(answer.status).toBe(400);
  });

  it("still runs five, and the site's own mutation", async () => {
    const five = await rawGql({ query: `mutation { ... on Mutation { ${track(5)} } }` }, null);
    expect(five.status).toBe(200);
    expect(five.json.data).toEqual(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`t${i}`, true])));
    const site = await postJson(`${server.url}/graphql`, {
      query: 'mutation TrackPageView($input: TrackPageViewInput!) { trackPageView(input: $input) }',
      variables: { input: { page: '/' } },
    });
    expect(site.body).toEqual({ data: { trackPageView: true } });
  });
});

describe('persisted queries', () => {
  const bogus = { version: 1, sha256Hash: 'not-a-real-hash' };

  it.each([
    ['with a query', { query: '{ ping }', extensions: { persistedQuery: bogus } }],
    ['without a query', { extensions: { persistedQuery: bogus } }],
    ['with another version', { query: '{ ping }', extensions: { persistedQuery: { version: 7 } } }],
  ])('answers 400 "Persisted queries are not supported" %s, and logs no error', async (_, body) => {
    const logged = server.logs().length;
    const answer = await rawGql(body, null);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([
      { message: 'Persisted queries are not supported', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } },
    ]);
    const newLines = server.logs().slice(logged);
    expect(newLines).not.toMatch(/"level":(50|60)/);
    expect(newLines).not.toMatch(/stack|Internal server error/i);
  });

  it('answers 400 on GET too', async () => {
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: bogus }));
    const response = await fetch(`${server.url}/graphql?extensions=${extensions}`, {
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe('Persisted queries are not supported');
  });
});
