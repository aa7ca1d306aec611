import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@school/common';
import { TRACK } from '../../fixtures/submissions';
import { graphql, postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ s3: false });
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/v1/keep-visitor-track', () => {
  it('records the visited path', async () => {
    const answer = await postJson(`${server.url}/api/v1/keep-visitor-track`, { page: '/Courses' });
    expect(answer.status).toBe(201);
    expect(await server.db.query('SELECT page FROM page_views WHERE id = ?', [answer.body.id])).toEqual([
      { page: '/Courses' },
    ]);
  });

  it.each([undefined, '', 'Courses', '/a b', `/${'x'.repeat(600)}`, 42])('rejects the page %j', async (page) => {
    const answer = await postJson(`${server.url}/api/v1/keep-visitor-track`, { page });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ page: messages.limits.page });
  });
});

describe('mutation trackPageView', () => {
  it('records the visit and answers true', async () => {
    const before = await server.db.count('page_views');
    const answer = await graphql(server.url, TRACK, { input: { page: '/Blog' } });
    expect(answer.body.data).toEqual({ trackPageView: true });
    expect(await server.db.count('page_views')).toBe(before + 1);
  });

  it('answers a non-null violation with a GraphQL error, not a 5xx', async () => {
    const answer = await graphql(server.url, TRACK, { input: {} });
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('many submissions at once', () => {
  it('stores every acknowledged visit exactly once (group commit)', async () => {
    const before = await server.db.count('page_views');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postJson(`${server.url}/api/v1/keep-visitor-track`, { page: `/burst/${i}` }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await server.db.count('page_views')).toBe(before + 200);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(200);
  });
});
