/**
 * Mail against a misbehaving SMTP server (a real smtp-server started here, playing the fault): a session
 * that takes DATA and never answers holds neither the other mails nor itself beyond its deadline; a 550
 * ends a delivery as failed at the first attempt, visible on the dashboard and in the person's timeline;
 * a mail waiting out its backoff goes as soon as the server is seen answering again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, CREATE_CONTACT, CREATE_TRIAL, trialRequest } from '../../fixtures/submissions';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from './support';

const DEADLINE_MS = 3_000;

let server: TestApp;
let smtp: SmtpSink;
let cookie: string;

beforeAll(async () => {
  smtp = await smtpSink();
  await smtp.listen();
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      ...NOTIFY_ENV,
      SMTP_URL: smtp.url,
      ACKNOWLEDGE_SUBMISSIONS: 'true',
      NOTIFY_SEND_TIMEOUT_MS: String(DEADLINE_MS),
      // a temporary failure waits long, unless the server is seen answering again
      NOTIFY_RETRY_BASE_MS: '60000',
      NOTIFY_RETRY_MAX_MS: '120000',
    },
    s3: false,
  });
  cookie = await signIn(server.url);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.envelopeTo.includes(to));

async function contactFrom(email: string): Promise<string> {
  const created = await graphql(server.url, CREATE_CONTACT, { input: { ...contactMessage, email } });
  expect(created.body.errors).toBeUndefined();
  return created.body.data.createContactMessage.id as string;
}

async function jobsOf(id: string) {
  return server.db.query<{ recipient: string; status: string; attempts: number; last_error: string | null }>(
    'SELECT recipient, status, attempts, last_error FROM notifications WHERE submission_id = ?',
    [id],
  );
}

describe('a server that takes DATA and never answers', () => {
  it('holds neither the mails after it nor itself beyond the deadline', async () => {
    // the staff alert of a contact message stalls (the first mail to hello@school.test)
    smtp.faults.stallOnce.add('hello@school.test');
    const stalledId = await contactFrom('stalled.parent@example.org');
    await until(() => smtp.dataSeen.some((to) => to.includes('hello@school.test')), 'the stalled message to be taken');
    const startedAt = Date.now();
    // a mail queued while that session hangs goes out at once
    const later = await graphql(server.url, CREATE_TRIAL, { input: { ...trialRequest, email: 'later@example.org' } });
    expect(later.body.errors).toBeUndefined();
    const laterId = later.body.data.createTrialRequest.id as string;
    await until(
      () => mailsTo('trials@school.test').some((mail) => mail.text.includes(laterId)),
      'the later mail',
      DEADLINE_MS,
    );
    // the stalled delivery gave up at its deadline and waits for a retry (it may have gone: same Message-ID)
    const stalledAlert = async () => (await jobsOf(stalledId)).find((job) => job.recipient === 'hello@school.test')!;
    await until(
      async () => (await stalledAlert()).attempts === 1,
      'the stalled delivery to end at its deadline',
      DEADLINE_MS + 5_000,
    );
    expect(Date.now() - startedAt).toBeLessThan(DEADLINE_MS + 5_000);
    expect(await stalledAlert()).toMatchObject({ status: 'queued' });
    expect((await stalledAlert()).last_error).toContain(`no answer within ${DEADLINE_MS} ms`);
  });
});

describe('a permanent refusal (550)', () => {
  it('ends the delivery as failed at the first attempt, on the dashboard and in the timeline', async () => {
    smtp.faults.refuse.set('no.such.person@example.org', 550);
    const id = await contactFrom('no.such.person@example.org');
    await until(async () => (await jobsOf(id)).some((job) => job.status === 'failed'), 'the acknowledgement to fail');
    const [job] = (await jobsOf(id)).filter((one) => one.recipient === 'no.such.person@example.org');
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.last_error).toMatch(/refused by the mail server \(550\)/);
    const dashboard = await gql(
      server.url,
      cookie,
      'query($id: ID!) { notifications(filter: {submissionId: $id}) { items { recipient status attempts } } }',
      { id },
    );
    expect(dashboard.body.data.notifications.items).toEqual(
      expect.arrayContaining([{ recipient: 'no.such.person@example.org', status: 'failed', attempts: 1 }]),
    );
    const person = await gql(
      server.url,
      cookie,
      'query($email: String!) { person(email: $email) { timeline { type summary deliveryStatus } } }',
      { email: 'no.such.person@example.org' },
    );
    expect(person.body.data.person.timeline).toEqual(
      expect.arrayContaining([
        { type: 'mail', summary: 'Mail: acknowledgement of the form', deliveryStatus: 'failed' },
      ]),
    );
  });
});

describe('a temporary refusal (421)', () => {
  it('retries as soon as the server is seen answering again, not after the whole backoff', async () => {
    smtp.faults.busy = true;
    const id = await contactFrom('patient.parent@example.org');
    await until(
      async () => (await jobsOf(id)).every((job) => job.attempts === 1 && job.status === 'queued'),
      'a first, temporary failure',
    );
    smtp.faults.busy = false;
    // the backoff is a minute; a new mail going through brings the waiting ones forward
    await contactFrom('another.parent@example.org');
    await until(
      () => mailsTo('hello@school.test').some((mail) => mail.text.includes(id)),
      'the waiting staff alert',
      10_000,
    );
    await server.app.mailWorker.settled();
    expect((await jobsOf(id)).map((job) => job.status)).toEqual(['sent', 'sent']);
  });
});
