import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, contactMessage, trialRequest } from '../../fixtures/submissions';
import { graphql } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { NOTIFY_ENV, until, webhookSink, type Hook, type WebhookSink } from './support';

const SECRET = 'a-webhook-secret-for-tests';
let server: TestApp;
let sink: WebhookSink;

beforeAll(async () => {
  sink = await webhookSink();
  server = await buildTestApp({
    env: { ...NOTIFY_ENV, WEBHOOK_URL_TRIAL: sink.url, WEBHOOK_URL_CONTACT: sink.url, WEBHOOK_SECRET: SECRET },
  });
});

afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/** What a receiver does: HMAC-SHA256 of the raw body with the shared secret, compared in constant time. */
function verifies(hook: Hook, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(hook.body).digest('hex')}`);
  const given = Buffer.from(String(hook.headers['x-school-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const hooksFor = (id: string) => sink.hooks.filter((h) => JSON.parse(h.body).submission.id === id);

describe('webhook notifications', () => {
  it('posts a signed JSON body that verifies with the shared secret, and not with another', async () => {
    const created = await graphql(server.url, CREATE_TRIAL, { input: { ...trialRequest, category: 'tabla' } });
    const id = created.body.data.createTrialRequest.id as string;
    await until(() => hooksFor(id).length > 0, 'the webhook');
    const [hook] = hooksFor(id);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['x-school-delivery']).toBe(`trial-request.${id}.webhook`);
    expect(verifies(hook, SECRET)).toBe(true);
    expect(verifies(hook, 'another-secret-of-some-length')).toBe(false);
    expect(verifies({ ...hook, body: hook.body.replace('tabla', 'piano') }, SECRET)).toBe(false);
    expect(JSON.parse(hook.body)).toEqual({
      event: 'submission.created',
      deliveryKey: `trial-request.${id}.webhook`,
      kind: 'trial-request',
      submission: {
        id,
        name: trialRequest.name,
        email: trialRequest.email,
        gender: 'female',
        category: 'tabla',
        phone: null,
        createdAt: expect.any(String),
      },
      dashboardUrl: `https://school.test/admin/trial-requests/${id}/show`,
    });
  });

  it('retries after an error answer with the same delivery key, then records the job as sent', async () => {
    sink.answers.push(500, 503);
    const created = await graphql(server.url, CREATE_CONTACT, { input: contactMessage });
    const id = created.body.data.createContactMessage.id as string;
    await until(() => hooksFor(id).length === 3, 'three webhook attempts');
    const hooks = hooksFor(id);
    expect(new Set(hooks.map((h) => h.headers['x-school-delivery']))).toEqual(
      new Set([`contact-message.${id}.webhook`]),
    );
    expect(hooks.every((h) => verifies(h, SECRET))).toBe(true);
    await until(
      async () =>
        (
          await server.db.query<{ status: string }>(
            "SELECT status FROM notifications WHERE submission_id = ? AND channel = 'webhook'",
            [id],
          )
        )[0]?.status === 'sent',
      'the job to be sent',
    );
    const [job] = await server.db.query<{ attempts: number; last_error: string | null }>(
      "SELECT attempts, last_error FROM notifications WHERE submission_id = ? AND channel = 'webhook'",
      [id],
    );
    expect(Number(job.attempts)).toBe(3);
    // the worker has run a round since the job was recorded sent: a later submission's hook arrived
    const later = await graphql(server.url, CREATE_CONTACT, {
      input: { ...contactMessage, message: 'A later message' },
    });
    const laterId = later.body.data.createContactMessage.id as string;
    await until(() => hooksFor(laterId).length > 0, 'a later webhook');
    expect(hooksFor(id)).toHaveLength(3);
  });
});
