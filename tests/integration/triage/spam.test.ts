/**
 * Spam is out of the way but recoverable: hidden from lists, counts and CSV by default, listed with
 * spam: true, and "not spam" audits the change and sends the notification the submission never got,
 * once ever (a real SMTP server receives it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, contactMessage, trialRequest } from '../../fixtures/submissions';
import { ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { NOTIFY_ENV, smtpSink, until, webhookSink, type SmtpSink, type WebhookSink } from '../notifications/support';

let server: TestApp;
let smtp: SmtpSink;
let hooks: WebhookSink;
let cookie: string;
let spamId: string;
let personId: string;

const call = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const mailsFor = (id: string) => smtp.mails.filter((mail) => mail.text.includes(id));
const hooksFor = (id: string) =>
  hooks.hooks.filter((hook) => (JSON.parse(hook.body) as { submission: { id: string } }).submission.id === id);
const byChannel = (jobs: { channel: string }[]) => [...jobs].sort((a, b) => a.channel.localeCompare(b.channel));
const jobsFor = (id: string) =>
  server.db.query<{ channel: string; status: string }>(
    'SELECT channel, status FROM notifications WHERE submission_id = ?',
    [id],
  );
const MARK = 'mutation($ids: [ID!]!, $spam: Boolean!) { markTrialRequestsSpam(ids: $ids, spam: $spam) }';

/** A later submission's mail has arrived: the worker had every chance to send anything still due before it. */
async function workerRanPast(): Promise<void> {
  const later = await graphql(server.url, CREATE_CONTACT, { input: contactMessage });
  const id = later.body.data.createContactMessage.id as string;
  await until(() => mailsFor(id).length > 0, 'a later mail');
}

beforeAll(async () => {
  smtp = await smtpSink();
  await smtp.listen();
  hooks = await webhookSink();
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      ...NOTIFY_ENV,
      SMTP_URL: smtp.url,
      WEBHOOK_URL_TRIAL: hooks.url,
      WEBHOOK_SECRET: 'a-webhook-secret-for-tests',
    },
  });
  cookie = await signIn(server.url);
  const spam = await graphql(server.url, CREATE_TRIAL, {
    input: { ...trialRequest, name: 'Bot Person', website: 'https://spam.example', fillMs: 5000 },
  });
  spamId = spam.body.data.createTrialRequest.id;
  const person = await graphql(server.url, CREATE_TRIAL, {
    input: { ...trialRequest, name: 'Real Person', fillMs: 9000 },
  });
  personId = person.body.data.createTrialRequest.id;
  await until(() => mailsFor(personId).length > 0, "the real person's mail");
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await hooks?.stop();
});

describe('spam in lists', () => {
  it('hides spam from lists, counts and the CSV unless asked for', async () => {
    const lists = await call(
      '{ all: trialRequests { total items { id } } spam: trialRequests(filter: {spam: true}) { total items { id spam } } notSpam: trialRequests(filter: {spam: false}) { total } summary: dashboardSummary { newTrialRequests } }',
    );
    const { all, spam, notSpam, summary } = lists.body.data;
    expect(all).toEqual({ total: 1, items: [{ id: personId }] });
    expect(spam).toEqual({ total: 1, items: [{ id: spamId, spam: true }] });
    expect(notSpam.total).toBe(1);
    expect(summary.newTrialRequests).toBe(1);
    const csv = await get(`${server.url}/admin/export/trial-requests.csv`, cookie);
    expect(csv.body).toContain(personId);
    expect(csv.body).not.toContain(spamId);
    expect((await get(`${server.url}/admin/export/trial-requests.csv?spam=true`, cookie)).body).toContain(spamId);
    expect(await jobsFor(spamId)).toEqual([]); // spam notified no one
  });
});

describe('markTrialRequestsSpam', () => {
  it('clears the flag, audits it and sends the missing notification once', async () => {
    const cleared = await call(MARK, { ids: [spamId, 'missing'], spam: false });
    expect(cleared.body.data.markTrialRequestsSpam).toEqual([spamId]);
    await until(() => mailsFor(spamId).length > 0, 'the mail of the request cleared of spam');
    await until(() => hooksFor(spamId).length > 0, 'the webhook of the request cleared of spam');
    await until(async () => (await jobsFor(spamId)).every((job) => job.status === 'sent'), 'both jobs sent');
    expect(byChannel(await jobsFor(spamId))).toEqual([
      { channel: 'email', status: 'sent' },
      { channel: 'webhook', status: 'sent' },
    ]);
    expect(mailsFor(spamId)[0].subject).toContain('New trial request');
    const listed = await call('{ trialRequests { total } }');
    expect(listed.body.data.trialRequests.total).toBe(2);
    const log = await call('{ auditLog(filter: {action: "not_spam"}) { items { target summary } } }');
    expect(log.body.data.auditLog.items).toEqual([
      {
        target: `trial_request:${spamId}`,
        summary: 'Head (head@school.test) marked it as not spam (Trial request from Bot Person)',
      },
    ]);
  });

  it('never sends again, however often the flag goes back and forth', async () => {
    for (const spam of [true, false, true, false]) await call(MARK, { ids: [spamId], spam });
    await call(MARK, { ids: [spamId], spam: false }); // already not spam: nothing changes, nothing is audited
    await workerRanPast();
    expect(mailsFor(spamId)).toHaveLength(1);
    expect(hooksFor(spamId)).toHaveLength(1);
    expect(await jobsFor(spamId)).toHaveLength(2);
    const log = await call('{ auditLog(filter: {kind: "trial-request"}) { items { action target } } }');
    const actions = log.body.data.auditLog.items
      .filter((item: { target: string }) => item.target === `trial_request:${spamId}`)
      .map((item: { action: string }) => item.action);
    expect(actions).toEqual(['not_spam', 'spam', 'not_spam', 'spam', 'not_spam']);
  });

  it('leaves bulk updates by id unaffected by the spam default', async () => {
    await call(MARK, { ids: [spamId], spam: true });
    const bulk = await call('mutation($ids: [ID!]!) { updateTrialRequests(ids: $ids, input: {status: contacted}) }', {
      ids: [spamId],
    });
    expect(bulk.body.data.updateTrialRequests).toEqual([spamId]);
    const row = await call('query($id: ID!) { trialRequest(id: $id) { status spam } }', { id: spamId });
    expect(row.body.data.trialRequest).toEqual({ status: 'contacted', spam: true });
  });
});
