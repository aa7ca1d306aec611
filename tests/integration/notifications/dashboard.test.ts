/** The notification log in the dashboard: skipped mail without SMTP, failures with their error, retry. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, contactMessage, trialRequest } from '../../fixtures/submissions';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { graphql, postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { NOTIFY_ENV, until, webhookSink, type WebhookSink } from './support';

const LIST = `query($filter: NotificationFilter, $params: ListParams) {
  notifications(filter: $filter, params: $params) { total items { id kind channel submissionId recipient status attempts lastError deliveryKey sentAt } } }`;
const RETRY = 'mutation($id: ID!) { retryNotification(id: $id) { id status attempts } }';

let server: TestApp;
let sink: WebhookSink;
let cookie: string;

beforeAll(async () => {
  sink = await webhookSink();
  server = await buildTestApp({
    env: {
      ...NOTIFY_ENV,
      ...ADMIN_ENV,
      WEBHOOK_URL_CONTACT: sink.url,
      WEBHOOK_SECRET: 'a-webhook-secret-for-tests',
      NOTIFY_MAX_ATTEMPTS: '2',
    },
  });
  cookie = await signIn(server.url);
});

afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

async function jobsOf(submissionId: string) {
  const answer = await gql(server.url, cookie, LIST, {
    filter: { submissionId },
    params: { sortField: 'createdAt', sortOrder: 'ASC' },
  });
  return answer.body.data.notifications.items as {
    id: string;
    channel: string;
    status: string;
    lastError: string | null;
    recipient: string;
    attempts: number;
  }[];
}

describe('notifications in the dashboard', () => {
  it('records mail as skipped when SMTP_URL is unset, and refuses to retry it', async () => {
    const created = await graphql(server.url, CREATE_TRIAL, { input: trialRequest });
    const id = created.body.data.createTrialRequest.id as string;
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({
      channel: 'email',
      status: 'skipped',
      recipient: 'trials@school.test',
      lastError: 'not sent: SMTP_URL not set',
    });
    const retried = await gql(server.url, cookie, RETRY, { id: job.id });
    expect(retried.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const skipped = await gql(server.url, cookie, LIST, { filter: { status: ['skipped'], channel: 'email' } });
    expect(skipped.body.data.notifications.items.map((j: { id: string }) => j.id)).toContain(job.id);
  });

  it('shows a failed webhook with its last error; retry sends it', async () => {
    sink.answers.push(500, 500);
    const created = await graphql(server.url, CREATE_CONTACT, { input: contactMessage });
    const id = created.body.data.createContactMessage.id as string;
    let webhook = { id: '', status: '', lastError: null as string | null, attempts: 0 };
    await until(async () => {
      webhook = (await jobsOf(id)).find((j) => j.channel === 'webhook')!;
      return webhook.status === 'failed';
    }, 'the webhook to fail for good');
    expect(webhook).toMatchObject({ attempts: 2, lastError: 'webhook answered HTTP 500' });
    const failed = await gql(server.url, cookie, LIST, { filter: { status: ['failed'] } });
    expect(failed.body.data.notifications.total).toBeGreaterThanOrEqual(1);

    const retried = await gql(server.url, cookie, RETRY, { id: webhook.id });
    expect(retried.body.data.retryNotification).toMatchObject({ id: webhook.id, status: 'queued', attempts: 0 });
    await until(
      async () => (await jobsOf(id)).find((j) => j.channel === 'webhook')!.status === 'sent',
      'the retried webhook',
    );
    expect(sink.hooks.filter((h) => h.body.includes(id))).toHaveLength(3);
    const again = await gql(server.url, cookie, RETRY, { id: webhook.id });
    expect(again.body.errors[0].message).toMatch(/already sent/);
  });

  it('is for admins only', async () => {
    const anonymous = await gql(server.url, null, LIST);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('with no notification settings at all', () => {
  it('records the first admin\'s alert as "not sent" and queues no acknowledgement nothing could carry', async () => {
    const plain = await buildTestApp({
      s3: false,
      env: { ADMIN_EMAIL: 'head@school.test', ADMIN_PASSWORD: 'a-long-password-1' },
    });
    try {
      const answer = await postJson(`${plain.url}/api/v1/submitcontact`, {
        name: 'Asha Rao',
        email: 'asha@example.org',
        message: 'Hello',
      });
      const jobs = await plain.db.query(
        'SELECT channel, status, recipient FROM notifications WHERE submission_id = ? ORDER BY recipient',
        [answer.body.id],
      );
      // the launch checklist says mail is off; a "not sent" row per visitor would only cost each form a write
      expect(jobs).toEqual([{ channel: 'email', status: 'skipped', recipient: 'head@school.test' }]);
    } finally {
      await plain.stop();
    }
  });
});
