/**
 * Idempotency keys on GraphQL writes (docs/api.md#idempotency-key): a client that did not learn a write's outcome
 * sends it again with the same key and gets the first answer, never a second change, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, addUser, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { postJson, type Answer } from '../../helpers/http';
import { send as fetchApp } from '../../helpers/in-process';
import { SaveBlogPostDocument } from '../../../admin/src/gql/graphql';
import { createGraphqlClient } from '../../../admin/src/providers/graphql-client';
import { teacherFreeAllDay } from '../booking/support';
import { forDatabase } from '../../../server/src/db/dialect';

const SAVE_POST = 'mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id title } }';
const post = (title: string) => ({
  title,
  body: '<p>Twelve students, one stage.</p>',
  authorName: 'Sofia Mendes',
  authorRole: 'Piano Faculty',
  published: false,
});

let server: TestApp;
let cookie: string;

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, RATE_LIMIT_BOOKING: '100' }, s3: false });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

function send(query: string, variables: Record<string, unknown>, key?: string, as: string | null = cookie) {
  return postJson(
    `${server.url}/graphql`,
    { query, variables },
    { ...(key === undefined ? {} : { 'idempotency-key': key }), ...(as ? { cookie: as } : {}) },
  );
}

const sql = (text: string) => {
  return forDatabase(server.app.dataSource, text);
};
async function postsTitled(title: string): Promise<number> {
  const rows = await server.app.dataSource.query(sql('SELECT COUNT(*) AS n FROM blog_posts WHERE title = ?'), [title]);
  return Number(rows[0].n);
}

const key = () => crypto.randomUUID();

describe('a write sent again with its Idempotency-Key', () => {
  it('answers the first result again, marked as replayed, and changes nothing more', async () => {
    const k = key();
    const first = await send(SAVE_POST, { input: post('Recital notes') }, k);
    const again = await send(SAVE_POST, { input: post('Recital notes') }, k);
    expect(first.body.errors).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await postsTitled('Recital notes')).toBe(1);
    // without a key, the same request is a new one
    await send(SAVE_POST, { input: post('Recital notes') });
    expect(await postsTitled('Recital notes')).toBe(2);
  });

  it('carries out ten identical requests sent at once exactly once: the others wait (409) or get its answer', async () => {
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(SAVE_POST, { input: post('Ten at once') }, k)),
    );
    expect(await postsTitled('Ten at once')).toBe(1);
    const ids = new Set<string>();
    for (const a of answers) {
      if (a.status === 409) {
        expect(a.body.errors[0].extensions.code).toBe('CONFLICT');
        expect(a.body.errors[0].message).toMatch(/being carried out/);
      } else ids.add(a.body.data.saveBlogPost.id);
    }
    expect(ids.size).toBe(1);
    // once the first is answered, every retry gets that answer
    const later = await send(SAVE_POST, { input: post('Ten at once') }, k);
    expect(later.body.data.saveBlogPost.id).toBe([...ids][0]);
  });

  it('refuses the same key with another request (422), and a malformed key (400), writing nothing', async () => {
    const k = key();
    await send(SAVE_POST, { input: post('First use') }, k);
    const other = await send(SAVE_POST, { input: post('Second use') }, k);
    expect(other.status).toBe(422);
    expect(other.body.errors[0]).toMatchObject({
      message: 'This Idempotency-Key was already used for a different request',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const bad = await send(SAVE_POST, { input: post('Bad key') }, 'x'.repeat(101));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/Idempotency-Key must be/);
    expect(await postsTitled('Second use')).toBe(0);
    expect(await postsTitled('Bad key')).toBe(0);
  });

  it('keeps no key for a refused write: corrected, it goes through under the same key', async () => {
    const k = key();
    const refused = await send(SAVE_POST, { input: { ...post('Fixed later'), title: '' } }, k);
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const fixed = await send(SAVE_POST, { input: post('Fixed later') }, k);
    expect(fixed.body.errors).toBeUndefined();
    expect(await postsTitled('Fixed later')).toBe(1);
  });

  it('tells a retry whose first request committed without a kept answer so, instead of doing it twice', async () => {
    const k = key();
    const first = await send(SAVE_POST, { input: post('Answer lost') }, k);
    expect(first.body.errors).toBeUndefined();
    // as after a crash between the commit and the answer: the key's row without its answer
    await server.app.dataSource.query(sql('UPDATE idempotency_keys SET response = NULL WHERE request_key = ?'), [k]);
    const running = await send(SAVE_POST, { input: post('Answer lost') }, k);
    expect(running.status).toBe(409);
    expect(running.headers.get('retry-after')).toBe('2');
    await server.app.dataSource.query(sql('UPDATE idempotency_keys SET created_at = ? WHERE request_key = ?'), [
      server.app.dataSource.options.type === 'postgres' ? new Date(Date.now() - 3_600_000) : '2020-01-01 00:00:00.000',
      k,
    ]);
    const lost = await send(SAVE_POST, { input: post('Answer lost') }, k);
    expect(lost.status).toBe(409);
    expect(lost.body.errors[0].message).toMatch(/carried out, but its answer was not kept/);
    expect(await postsTitled('Answer lost')).toBe(1);
  });

  it('keeps keys per caller: another account may use the same key for its own write', async () => {
    const k = key();
    await send(SAVE_POST, { input: post('Per caller') }, k);
    const editor = await addUser(server.url, cookie, 'editor.keys@school.test', 'editor');
    const theirs = await send(SAVE_POST, { input: post('Per caller') }, k, editor);
    expect(theirs.body.errors).toBeUndefined();
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await postsTitled('Per caller')).toBe(2);
  });

  it('books a trial class once when the visitor sends the booking again', async () => {
    await teacherFreeAllDay((q: string, v?: Record<string, unknown>) => send(q, v ?? {}), {
      name: 'Keys Teacher',
      email: 'keys.teacher@school.test',
      courses: ['guitar'],
      timeZone: 'Asia/Kolkata',
    });
    const created = await send(
      'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id bookingToken } }',
      { input: { name: 'Keyed Visitor', email: 'keyed.visitor@example.org', gender: 'female', category: 'guitar' } },
      undefined,
      null,
    );
    const { id, bookingToken } = created.body.data.createTrialRequest;
    const from = new Date(Date.now() + 48 * 3_600_000);
    const slots = await send(
      'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt } }',
      { from: from.toISOString(), to: new Date(from.getTime() + 24 * 3_600_000).toISOString() },
      undefined,
      null,
    );
    const at = slots.body.data.trialSlots[0].startsAt;
    const BOOK =
      'mutation($id: ID!, $at: DateTimeISO!, $token: String) { bookTrial(trialRequestId: $id, startsAt: $at, bookingToken: $token) { id startsAt } }';
    const k = key();
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) answers.push(await send(BOOK, { id, at, token: bookingToken }, k, null));
    expect(answers[0].body.errors).toBeUndefined();
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[2].headers.get('idempotent-replayed')).toBe('true');
    const rows = await server.app.dataSource.query(
      sql('SELECT COUNT(*) AS n FROM trial_bookings WHERE trial_request_id = ?'),
      [id],
    );
    expect(Number(rows[0].n)).toBe(1);
  });

  it("the dashboard's save whose answer was lost twice is sent again by itself and saves once", async () => {
    let lost = 2;
    const sent: (string | null)[] = [];
    // the server carries each request out; the first two answers never reach the dashboard
    const lossy: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      sent.push(headers.get('idempotency-key'));
      headers.set('cookie', cookie);
      const response = await fetchApp(`${server.url}/graphql`, { ...init, headers });
      if (lost-- > 0) throw new TypeError('network connection lost');
      return response;
    };
    const request = createGraphqlClient({ baseUrl: server.url, fetch: lossy, retryDelaysMs: [10, 10, 10] });
    const saved = await request(SaveBlogPostDocument, { input: post('Saved over a bad line') });
    expect(saved.record.title).toBe('Saved over a bad line');
    expect(await postsTitled('Saved over a bad line')).toBe(1);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
    expect(sent[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
