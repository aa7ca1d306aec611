/**
 * Replies from the dashboard (docs/requirements.md#replies), received by a real SMTP server and read as a
 * mail client would (mailparser): the variables filled, Reply-To the school's address, the HTML part
 * escaped, a name holding CR/LF unable to add a header; queued while SMTP was down, delivered once it
 * is up; on the person's timeline with who sent it; a new contact message moved to replied.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL } from '../../fixtures/submissions';
import { ADMIN, ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';

const SEND = `mutation($id: ID!, $subject: String!, $body: String!) {
  sendReply(submissionId: $id, subject: $subject, body: $body) { id type summary actorEmail subject body deliveryStatus }
}`;
const TIMELINE =
  'query($email: String!) { person(email: $email) { timeline { id type summary actorEmail subject body deliveryStatus } } }';

let server: TestApp;
let sink: SmtpSink;
let cookie: string;
const ids: Record<string, string> = {};

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

/** The mails whose envelope names `to` (SMTP lower-cases the domain). */
const sentTo = (to: string) =>
  sink.mails.filter((mail) => mail.envelopeTo.some((one) => one.toLowerCase() === to.toLowerCase()));

async function mailsTo(to: string, count: number): Promise<ParsedMail[]> {
  const mine = () => sentTo(to);
  await until(() => mine().length >= count, `${count} mails to ${to}`);
  return Promise.all(mine().map((mail) => simpleParser(mail.raw)));
}

beforeAll(async () => {
  sink = await smtpSink(); // not listening yet: SMTP is down when the reply is sent
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      ...NOTIFY_ENV,
      SMTP_URL: sink.url,
      SCHOOL_REPLY_TO: 'office@school.test',
      SCHOOL_NAME: 'Raga School',
    },
    s3: false,
  });
  cookie = await signIn(server.url);
  const contact = (name: string, email: string) =>
    graphql(server.url, CREATE_CONTACT, { input: { name, email, message: 'Weekend classes?' } });
  ids.contact = (await contact('Asha Rao', 'Asha@Example.org ')).body.data.createContactMessage.id;
  ids.eve = (await contact('Eve Smith', 'eve@example.org')).body.data.createContactMessage.id;
  ids.trial = (
    await graphql(server.url, CREATE_TRIAL, {
      input: { name: 'Asha Rao', email: 'asha@example.org', gender: 'female', category: 'guitar' },
    })
  ).body.data.createTrialRequest.id;
  // a name from before the form's rules, holding a line break and a header
  await server.app.dataSource
    .createQueryBuilder()
    .update('contact_messages')
    .set({ name: 'Eve\r\nBcc: victim@example.org' })
    .where('id = :id', { id: ids.eve })
    .execute();
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

describe('sendReply', () => {
  it('queues the reply while SMTP is down, moves the message to replied and puts it on the timeline', async () => {
    const { body } = await admin(SEND, {
      id: ids.contact,
      subject: 'Your question, {{firstName}}',
      body: 'Dear {{name}},\nyes: <script>alert(1)</script> & more.\n{{schoolName}}',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.sendReply).toMatchObject({
      type: 'mail',
      summary: 'Reply: Your question, Asha',
      actorEmail: ADMIN.email,
      subject: 'Your question, Asha',
      body: 'Dear Asha Rao,\nyes: <script>alert(1)</script> & more.\nRaagarambh Music School', // the school's details name comes before SCHOOL_NAME
      deliveryStatus: 'queued',
    });
    const message = await admin('query($id: ID!) { contactMessage(id: $id) { status } }', { id: ids.contact });
    expect(message.body.data.contactMessage.status).toBe('replied');
    const { body: person } = await admin(TIMELINE, { email: 'asha@example.org' });
    expect(person.data.person.timeline[0]).toEqual(body.data.sendReply);
  });

  it('delivers it once SMTP is up: subject, Reply-To, escaped HTML with line breaks', async () => {
    // tried and refused while SMTP is down: still queued, not lost
    const job = () =>
      server.app.dataSource
        .createQueryBuilder()
        .select(['n.status AS status', 'n.attempts AS attempts'])
        .from('notifications', 'n')
        .where("n.topic = 'reply' AND n.submission_id = :id", { id: ids.contact })
        .getRawOne<{ status: string; attempts: number }>();
    await until(async () => Number((await job())?.attempts) > 0, 'a first attempt');
    expect((await job())?.status).toBe('queued');
    expect(sentTo('asha@example.org')).toHaveLength(0);
    await sink.listen();
    const [mail] = await mailsTo('asha@example.org', 1);
    expect(mail.subject).toBe('Your question, Asha');
    expect(mail.replyTo?.value.map((one) => one.address)).toEqual(['office@school.test']);
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.value : [];
    expect(to.map((one) => [one.name, one.address?.toLowerCase()])).toEqual([['Asha Rao', 'asha@example.org']]);
    expect(mail.text).toContain('<script>alert(1)</script> & more.');
    expect(mail.html).toContain('Dear Asha Rao,<br>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more.');
    expect(mail.html).not.toContain('<script>');
    await until(async () => {
      const { body } = await admin(TIMELINE, { email: 'asha@example.org' });
      return body.data.person.timeline[0].deliveryStatus === 'sent';
    }, 'the reply recorded as sent');
    // nothing lost, nothing twice: once the worker has nothing left to send
    await server.app.mailWorker.settled();
    expect(sentTo('asha@example.org')).toHaveLength(1);
  });

  it('moves a new trial request to contacted, with the course filled in', async () => {
    const { body } = await admin(SEND, {
      id: ids.trial,
      subject: 'Your {{course}} trial',
      body: 'Hello {{firstName}}',
    });
    expect(body.errors).toBeUndefined();
    const mails = await mailsTo('asha@example.org', 2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your question, Asha', 'Your Guitar trial']);
    const trial = await admin('query($id: ID!) { trialRequest(id: $id) { status history { action sentence } } }', {
      id: ids.trial,
    });
    expect(trial.body.data.trialRequest.status).toBe('contacted');
    expect(trial.body.data.trialRequest.history.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'reply_sent',
      'status_change',
    ]);
  });

  it('lets no name with CR/LF add a header', async () => {
    const { body } = await admin(SEND, { id: ids.eve, subject: 'Hello {{name}}', body: 'Thanks, {{name}}.' });
    expect(body.errors).toBeUndefined();
    const [mail] = await mailsTo('eve@example.org', 1);
    const delivered = sink.mails.find((one) => one.envelopeTo.includes('eve@example.org'))!;
    expect(delivered.envelopeTo).toEqual(['eve@example.org']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(delivered.raw.slice(0, delivered.raw.search(/\r?\n\r?\n/))).not.toMatch(/^Bcc:/im);
    expect(mail.subject).toBe('Hello Eve Bcc: victim@example.org');
    expect(sink.mails.some((one) => one.envelopeTo.includes('victim@example.org'))).toBe(false);
  });
});
