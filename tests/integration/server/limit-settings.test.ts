/**
 * The query budgets and the timeline's length are settings (docs/configuration.md): GRAPHQL_MAX_COST for signed-in
 * requests, GRAPHQL_ANONYMOUS_MAX_COST for the rest, PEOPLE_TIMELINE_MAX for a person's timeline. Here each is set
 * away from its default and the server follows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT } from '../../fixtures/submissions';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

const DAY = 24 * 3_600_000;
const EMAIL = 'many.messages@example.org';

let server: TestApp;
let cookie: string;

/** `n` aliases of the public slots query over its widest window (22 days, three fields a slot): ~3,200 of cost each. */
const slots = (n: number) => ({
  query: `query($from: DateTimeISO!, $to: DateTimeISO!) { ${Array.from(
    { length: n },
    (_, i) => `s${i}: trialSlots(course: "guitar", from: $from, to: $to) { startsAt teacherId teacherFirstName }`,
  ).join(' ')} }`,
  // one clock reading for both ends: two readings a millisecond apart made the window 22 days and 1 ms (refused)
  variables: ((now) => ({ from: new Date(now).toISOString(), to: new Date(now + 22 * DAY).toISOString() }))(Date.now()),
});

beforeAll(async () => {
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      GRAPHQL_MAX_COST: '2000',
      GRAPHQL_ANONYMOUS_MAX_COST: '20000',
      PEOPLE_TIMELINE_MAX: '10',
      RATE_LIMIT_FORMS: '100',
    },
    s3: false,
  });
  cookie = await signIn(server.url);
  for (let i = 1; i <= 15; i++) {
    const answer = await graphql(server.url, CREATE_CONTACT, {
      input: { name: 'Many Messages', email: EMAIL, message: `Question number ${i}` },
    });
    expect(answer.body.errors).toBeUndefined();
  }
}, 60_000);
afterAll(() => server?.stop());

describe('limit settings', () => {
  it('lets a request without a session spend up to GRAPHQL_ANONYMOUS_MAX_COST (two full slot windows at 20,000)', async () => {
    const { query, variables } = slots(2);
    const answer = await graphql(server.url, query, variables);
    expect(answer.body.errors).toBeUndefined();
    const over = slots(7);
    const refused = await graphql(server.url, over.query, over.variables);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/at most 20,000/);
  });

  it('holds a signed-in request to GRAPHQL_MAX_COST (2,000: one full slot window is refused, naming the limit)', async () => {
    const { query, variables } = slots(1);
    const answer = await gql(server.url, cookie, query, variables);
    expect(answer.body.errors[0].message).toMatch(/at most 2,000/);
  });

  it("shows the newest PEOPLE_TIMELINE_MAX entries of a person's timeline and of their submissions", async () => {
    const answer = await gql(
      server.url,
      cookie,
      `query($email: String!) {
        person(email: $email) { firstSeenAt submissions { id createdAt } timeline { at type submissionId } }
        contactMessages(filter: { q: "many.messages" }, params: { perPage: 50 }) { total items { id createdAt } }
      }`,
      { email: EMAIL },
    );
    expect(answer.body.errors).toBeUndefined();
    const { firstSeenAt, submissions, timeline } = answer.body.data.person;
    const all = answer.body.data.contactMessages;
    expect(all.total).toBe(15);
    // the newest 10 of the 15 are listed; the first of all still dates the person
    const newest = [...(all.items as { id: string; createdAt: string }[])].sort(
      (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1),
    );
    expect(submissions.map((row: { id: string }) => row.id)).toEqual(newest.slice(0, 10).map((row) => row.id));
    expect(firstSeenAt).toBe(newest[14].createdAt);
    expect(timeline).toHaveLength(10);
    const times = timeline.map((entry: { at: string }) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // the newest message's entry is there, the oldest one's is not
    const shown = timeline.filter((entry: { type: string }) => entry.type === 'submission');
    const ids = shown.map((entry: { submissionId: string }) => entry.submissionId);
    expect(ids).toContain(newest[0].id);
    expect(ids).not.toContain(newest[14].id);
  });
});
