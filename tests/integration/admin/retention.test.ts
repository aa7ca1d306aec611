/**
 * Retention (docs/requirements.md#retention): with the clock moved forward, the daily job erases
 * exactly what has expired, rows and resume objects, once per school day however many instances
 * look, and says what it did in the audit log. Two app instances over one database and one store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, TRACK, pdfBytes } from '../../fixtures/submissions';
import { ADMIN_ENV, gql, signIn, submitApplication } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

const DAY = 86_400_000;
let first: TestApp;
let second: TestApp;
let cookie: string;
const ids: Record<string, string> = {};
const start = Date.now();
const later = (days: number) => new Date(start + days * DAY);

const admin = async (query: string, variables: Record<string, unknown> = {}) => {
  const answer = await gql(first.url, cookie, query, variables);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data;
};

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  const listing = first.s3!.client.listObjectsV2(first.bucket, 'resumes/', true) as AsyncIterable<{ name?: string }>;
  for await (const item of listing) if (item.name) keys.push(item.name);
  return keys;
}

async function remaining() {
  const lists = await admin(`{
    spam: trialRequest(id: "${ids.spamTrial}") { id }
    trialRequests(params: {perPage: 100}) { items { id } }
    contactMessages(params: {perPage: 100}) { items { id } }
    teacherApplications(params: {perPage: 100}) { items { id } }
    pageViews(params: {perPage: 100}) { total }
  }`);
  return {
    trials: lists.trialRequests.items.map((row: { id: string }) => row.id).sort(),
    contacts: lists.contactMessages.items.map((row: { id: string }) => row.id).sort(),
    applications: lists.teacherApplications.items.map((row: { id: string }) => row.id).sort(),
    pageViews: lists.pageViews.total as number,
    spam: lists.spam as unknown,
  };
}

/** Both instances run the day's job at the same moment: one of them does it. */
async function bothRun(at: Date) {
  const reports = await Promise.all([first.app.retention.runOnce(at), second.app.retention.runOnce(at)]);
  const done = reports.filter((report) => report !== null);
  expect(done).toHaveLength(1);
  return done[0];
}

beforeAll(async () => {
  first = await buildTestApp({ env: ADMIN_ENV });
  second = await buildTestApp({ env: ADMIN_ENV, sharing: first });
  cookie = await signIn(first.url);
  const trial = async (name: string) =>
    (
      await graphql(first.url, CREATE_TRIAL, {
        input: { name, email: `${name.toLowerCase()}@example.org`, gender: 'male', category: 'guitar' },
      })
    ).body.data.createTrialRequest.id as string;
  const contact = async (name: string) =>
    (
      await graphql(first.url, CREATE_CONTACT, {
        input: { name, email: `${name.toLowerCase()}@example.org`, message: 'Hello there' },
      })
    ).body.data.createContactMessage.id as string;
  ids.spamTrial = await trial('Spammer');
  ids.trial = await trial('Kiran');
  ids.archived = await contact('Meera');
  ids.replied = await contact('Nila');
  ids.rejected = await submitApplication(
    first.url,
    { name: 'Omar', email: 'omar@example.org', message: 'Hi' },
    'omar.pdf',
    pdfBytes('omar'),
  );
  ids.shortlisted = await submitApplication(
    first.url,
    { name: 'Priya', email: 'priya@example.org', message: 'Hi' },
    'priya.pdf',
    pdfBytes('priya'),
  );
  await admin('mutation($ids: [ID!]!) { markTrialRequestsSpam(ids: $ids, spam: true) }', { ids: [ids.spamTrial] });
  await admin('mutation($id: ID!) { updateContactMessage(id: $id, input: {status: archived}) { id } }', {
    id: ids.archived,
  });
  await admin('mutation($id: ID!) { updateContactMessage(id: $id, input: {status: replied}) { id } }', {
    id: ids.replied,
  });
  await admin('mutation($id: ID!) { updateTeacherApplication(id: $id, input: {status: rejected}) { id } }', {
    id: ids.rejected,
  });
  await admin('mutation($id: ID!) { updateTeacherApplication(id: $id, input: {status: shortlisted}) { id } }', {
    id: ids.shortlisted,
  });
  await graphql(first.url, TRACK, { input: { page: '/Courses' } });
}, 60_000);

afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

describe('the daily retention job', () => {
  // a day on: each instance's own hourly check has already taken today's run (with nothing expired)
  it('keeps everything before any period is over', async () => {
    expect(await bothRun(later(1))).toEqual({
      rejectedApplications: 0,
      spam: 0,
      archivedMessages: 0,
      pageViews: 0,
      resumes: 0,
    });
    expect((await remaining()).applications).toHaveLength(2);
    expect(await storedKeys()).toHaveLength(2);
  });

  it('after 200 days: the rejected application, its resume and the spam go; nothing else', async () => {
    expect(await bothRun(later(200))).toEqual({
      rejectedApplications: 1,
      spam: 1,
      archivedMessages: 0,
      pageViews: 0,
      resumes: 1,
    });
    const left = await remaining();
    expect(left.applications).toEqual([ids.shortlisted]);
    expect(left.trials).toEqual([ids.trial]);
    expect(left.contacts).toEqual([ids.archived, ids.replied].sort());
    expect(left.pageViews).toBe(1);
    expect(left.spam).toBeNull();
    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain('priya');
    // the same school day again: neither instance runs it a second time
    expect(await first.app.retention.runOnce(new Date(later(200).getTime() + 60_000))).toBeNull();
  });

  it('after 366 days the archived message, after 401 days the page views', async () => {
    expect((await bothRun(later(366))).archivedMessages).toBe(1);
    expect((await remaining()).contacts).toEqual([ids.replied]);
    expect((await bothRun(later(401))).pageViews).toBe(1);
    const left = await remaining();
    expect(left).toEqual({
      trials: [ids.trial],
      contacts: [ids.replied],
      applications: [ids.shortlisted],
      pageViews: 0,
      spam: null,
    });
  });

  it('says what it did in the audit log, once per run', async () => {
    const audit = await admin(
      '{ auditLog(filter: {action: "retention"}, params: {perPage: 10}) { items { summary detail } } }',
    );
    const details = audit.auditLog.items.map((entry: { detail: string }) => entry.detail);
    expect(details).toHaveLength(3); // the runs that erased something; the first erased nothing
    const said = 'retention: erased 1 rejected applications, 1 spam, 0 archived messages, 0 page views; 1 resumes';
    expect(details.filter((detail: string) => detail === said)).toHaveLength(1);
    expect(details.filter((detail: string) => detail.includes('1 archived messages'))).toHaveLength(1);
    expect(details.filter((detail: string) => detail.includes('1 page views'))).toHaveLength(1);
  });
});
