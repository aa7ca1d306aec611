/**
 * A class moved to another teacher (by the school): the parent's mail names the new teacher and says who
 * it replaces; the new teacher's mail carries what they need to reach the family (docs/requirements.md
 * #trial-booking-mail). Read back from a real SMTP server with mailparser.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { teacherFreeAllDay } from './support';

const HOUR = 3_600_000;
const PARENT = 'moved.parent@example.org';

let server: TestApp;
let sink: SmtpSink;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  server = await buildTestApp({
    env: { ...ADMIN_ENV, ...NOTIFY_ENV, SMTP_URL: sink.url, SESSION_SECRET: 'z'.repeat(40) },
    s3: false,
  });
  cookie = await signIn(server.url);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

const bookingMails = (to: string) =>
  sink.mails.filter(
    (mail) => mail.envelopeTo.includes(to) && /^booking\./.test(mail.header('x-school-delivery') ?? ''),
  );

describe('a class moved to another teacher', () => {
  it("names the new teacher in the parent's mail, and gives the new teacher the family's contact", async () => {
    const ravi = await teacherFreeAllDay(admin, {
      name: 'Ravi Menon',
      email: 'ravi@school.test',
      courses: ['piano'],
      timeZone: 'Asia/Kolkata',
    });
    const anil = await teacherFreeAllDay(admin, {
      name: 'Anil Kapoor',
      email: 'anil@school.test',
      courses: ['piano'],
      timeZone: 'Asia/Kolkata',
    });
    const created = await graphql(
      server.url,
      'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id } }',
      { input: { name: 'Kavya Rao', email: PARENT, gender: 'female', category: 'piano' } },
    );
    const id = created.body.data.createTrialRequest.id as string;
    const at = new Date(Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR).toISOString();
    const book =
      'mutation($id: ID!, $at: DateTimeISO!, $t: ID) { bookTrial(trialRequestId: $id, startsAt: $at, teacherId: $t) { id } }';
    const first = await admin(book, { id, at, t: ravi });
    expect(first.body.errors).toBeUndefined();
    await until(() => bookingMails(PARENT).length === 1, 'the booking mail');
    const later = new Date(Date.parse(at) + 2 * HOUR).toISOString();
    const moved = await admin(book, { id, at: later, t: anil });
    expect(moved.body.errors).toBeUndefined();
    await until(() => bookingMails(PARENT).length === 2 && bookingMails('anil@school.test').length === 1, 'the move');
    const parentMail = await simpleParser(bookingMails(PARENT)[1].raw);
    expect(parentMail.subject).toContain('has moved');
    expect(parentMail.subject).toContain('with Anil');
    expect(parentMail.text).toContain('Your teacher is now Anil (instead of Ravi).');
    const anilMail = await simpleParser(bookingMails('anil@school.test')[0].raw);
    expect(anilMail.text).toContain(`Email: ${PARENT}`);
    expect(anilMail.text).toContain(`https://school.test/admin/trial-requests/${id}/show`);
    // Anil has no meeting link: the mail says to send one to the family
    expect(anilMail.text).toContain(`please email the video-call link to ${PARENT}`);
  });
});
