/**
 * The acknowledgement each public form sends the person who filled it in (ACKNOWLEDGE_SUBMISSIONS, on by
 * default), read back from a real SMTP server: what happens next, the school's address, Reply-To the school.
 * Suspected spam gets none and the same answer. The staff alert of the same form gives its time in the
 * school's zone.
 */
import { DateTime } from 'luxon';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blob,
  pdfBytes,
  contactMessage,
  CREATE_APPLICATION,
  CREATE_CONTACT,
  CREATE_TRIAL,
  teacherApplication,
  trialRequest,
} from '../../fixtures/submissions';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql, graphqlUpload } from '../../helpers/http';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from './support';

const SCHOOL = 'office@school.test';
const ZONE = 'Asia/Kolkata';

let server: TestApp;
let smtp: SmtpSink;
let cookie: string;

beforeAll(async () => {
  smtp = await smtpSink();
  await smtp.listen();
  const { ACKNOWLEDGE_SUBMISSIONS: _off, ...env } = NOTIFY_ENV; // the product's default: on
  server = await buildTestApp({
    env: { ...ADMIN_ENV, ...env, SMTP_URL: smtp.url, SCHOOL_REPLY_TO: SCHOOL, SCHOOL_TIME_ZONE: ZONE },
    s3: false,
  });
  cookie = await signIn(server.url);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const acknowledgement = (kind: string, id: string) =>
  smtp.mails.find((mail) => mail.header('x-school-delivery') === `${kind}.${id}.acknowledgement`);

async function acknowledged(kind: string, id: string, to: string) {
  await until(() => acknowledgement(kind, id) !== undefined, `the acknowledgement of ${kind} ${id}`);
  const raw = acknowledgement(kind, id)!;
  expect(raw.envelopeTo).toEqual([to]);
  const mail = await simpleParser(raw.raw);
  expect(mail.replyTo?.value.map((one) => one.address)).toEqual([SCHOOL]);
  expect(mail.text).toContain(`write to ${SCHOOL}`);
  return mail;
}

describe('acknowledgements', () => {
  it('tells a person who wrote that the message arrived and what happens next', async () => {
    const created = await graphql(server.url, CREATE_CONTACT, { input: contactMessage });
    const id = created.body.data.createContactMessage.id as string;
    const mail = await acknowledged('contact-message', id, contactMessage.email);
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('We answer by email');
    expect(mail.html).toContain(SCHOOL);
  });

  it('acknowledges a teacher application and a trial request', async () => {
    const application = await graphqlUpload(
      server.url,
      CREATE_APPLICATION,
      { input: teacherApplication, resume: null },
      { path: 'variables.resume', body: blob(pdfBytes(), 'application/pdf'), name: 'cv.pdf' },
    );
    const applicationId = application.body.data.createTeacherApplication.id as string;
    const applied = await acknowledged('teacher-application', applicationId, teacherApplication.email);
    expect(applied.subject).toBe('We received your application to teach with us');
    const trial = await graphql(server.url, CREATE_TRIAL, { input: trialRequest });
    const trialId = trial.body.data.createTrialRequest.id as string;
    const asked = await acknowledged('trial-request', trialId, trialRequest.email);
    expect(asked.subject).toBe('We received your request for a free trial class');
  });

  it('sends none for suspected spam, which gets the same answer', async () => {
    const input = { ...contactMessage, email: 'bot@example.org', website: 'https://spam.example', fillMs: 5000 };
    const created = await graphql(server.url, CREATE_CONTACT, { input });
    expect(created.body.errors).toBeUndefined();
    expect(Object.keys(created.body.data.createContactMessage)).toEqual(['id']);
    const id = created.body.data.createContactMessage.id as string;
    await server.app.mailWorker.settled();
    expect(smtp.mails.filter((mail) => mail.envelopeTo.includes('bot@example.org'))).toHaveLength(0);
    expect(await server.db.query('SELECT id FROM notifications WHERE submission_id = ?', [id])).toHaveLength(0);
  });
});

describe("the staff alert, in the school's zone", () => {
  it('says when the message was received as the school reads its clock', async () => {
    const created = await graphql(server.url, CREATE_CONTACT, {
      input: { ...contactMessage, email: 'zone.check@example.org' },
    });
    const id = created.body.data.createContactMessage.id as string;
    await until(() => smtp.mails.some((mail) => mail.text.includes(id)), 'the staff alert');
    const alert = smtp.mails.find((mail) => mail.text.includes(id))!;
    const row = await gql(server.url, cookie, 'query($id: ID!) { contactMessage(id: $id) { createdAt } }', { id });
    const received = DateTime.fromISO(row.body.data.contactMessage.createdAt as string, { zone: ZONE });
    expect(alert.text).toContain(`Received: ${received.toFormat('ccc d LLL yyyy, HH:mm')} (${ZONE})`);
    expect(alert.text).not.toMatch(/Received: \d{4}-\d{2}-\d{2}T/);
  });
});
