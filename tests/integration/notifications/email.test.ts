import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessage,
  CREATE_APPLICATION,
  CREATE_CONTACT,
  CREATE_TRIAL,
  blob,
  pdfBytes,
  teacherApplication,
  trialRequest,
} from '../../fixtures/submissions';
import { graphql, graphqlUpload, postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from './support';

let server: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await smtpSink();
  await smtp.listen();
  server = await buildTestApp({ env: { ...NOTIFY_ENV, SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const mailsFor = (id: string) => smtp.mails.filter((m) => m.text.includes(id));

/**
 * Proof that the worker had its chance to send more: a contact message submitted now has its mail
 * delivered (jobs are claimed oldest first, so any job still due before it went out in that round
 * or an earlier one), and every job of `id` is recorded sent (each send it made reached the sink).
 */
async function workerRanPast(id: string | null): Promise<void> {
  if (id)
    await until(
      async () =>
        (
          await server.db.query<{ status: string }>('SELECT status FROM notifications WHERE submission_id = ?', [id])
        ).every((job) => job.status === 'sent'),
      'the jobs to be recorded as sent',
    );
  const later = await graphql(server.url, CREATE_CONTACT, { input: { ...contactMessage, message: 'A later message' } });
  const laterId = later.body.data.createContactMessage.id as string;
  await until(() => mailsFor(laterId).length > 0, 'a later mail');
}

describe('email notifications', () => {
  it('sends one mail per trial request, to the trial recipient, with its fields and a dashboard link', async () => {
    const created = await graphql(server.url, CREATE_TRIAL, {
      input: { ...trialRequest, name: 'Asha Rao', category: 'piano' },
    });
    const id = created.body.data.createTrialRequest.id as string;
    await until(() => mailsFor(id).length > 0, 'the trial mail');
    await workerRanPast(id); // a duplicate would have arrived by then
    const [mail, ...others] = mailsFor(id);
    expect(others).toHaveLength(0);
    expect(mail.envelopeTo).toEqual(['trials@school.test']);
    expect(mail.subject).toBe('New trial request: Asha Rao (Piano)');
    expect(mail.header('from')).toContain('no-reply@school.test');
    expect(mail.header('reply-to')).toContain(trialRequest.email);
    expect(mail.messageId).toBe(`<trial-request.${id}.email@school.test>`);
    const link = `https://school.test/admin/trial-requests/${id}/show`;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Asha Rao');
      expect(part).toContain(trialRequest.email);
      expect(part).toContain('Piano');
      expect(part).toContain(link);
    }
    const [job] = await server.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM notifications WHERE submission_id = ?',
      [id],
    );
    expect(job).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives the phone number a contact came with, so the school can call back (docs/requirements.md#phone)', async () => {
    const created = await graphql(server.url, CREATE_CONTACT, {
      input: { ...contactMessage, phone: '+91 98765 43210' },
    });
    const id = created.body.data.createContactMessage.id as string;
    await until(() => mailsFor(id).length > 0, 'the contact mail');
    const [mail] = mailsFor(id);
    for (const part of [mail.text, mail.html]) expect(part).toContain('+919876543210');
    expect(mail.text).toMatch(/Phone: \+919876543210/);
  });

  it('escapes what people typed in the HTML part', async () => {
    const message = 'Evening classes? <script>alert(1)</script> & "quotes"';
    const created = await graphql(server.url, CREATE_CONTACT, { input: { ...contactMessage, message } });
    const id = created.body.data.createContactMessage.id as string;
    await until(() => mailsFor(id).length > 0, 'the contact mail');
    const [mail] = mailsFor(id);
    expect(mail.envelopeTo).toEqual(['hello@school.test']);
    expect(mail.subject).toBe(`New contact message: ${contactMessage.name}`);
    expect(mail.text).toContain(message);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
  });

  it('tells both application recipients that a resume is in the dashboard, never attaching it', async () => {
    const secret = 'RESUME-BODY-MARKER';
    const created = await graphqlUpload(
      server.url,
      CREATE_APPLICATION,
      { input: teacherApplication, resume: null },
      { path: 'variables.resume', body: blob(pdfBytes(secret), 'application/pdf'), name: 'cv.pdf' },
    );
    const id = created.body.data.createTeacherApplication.id as string;
    await until(() => mailsFor(id).length > 0, 'the application mail');
    const [mail] = mailsFor(id);
    expect(mail.envelopeTo.sort()).toEqual(['head@school.test', 'jobs@school.test']);
    expect(mail.subject).toBe(`New teacher application: ${teacherApplication.name}`);
    expect(mail.text).toMatch(/Resume: in the dashboard \(not attached to this mail\)/);
    expect(mail.text).toContain(`https://school.test/admin/teacher-applications/${id}/show`);
    expect(mail.raw).not.toMatch(/application\/pdf|Content-Disposition: attachment/i);
    expect(mail.raw).not.toContain(secret);
    expect(mail.raw).not.toContain(Buffer.from(pdfBytes(secret)).toString('base64').slice(0, 40));
  });

  it('writes no job for spam (honeypot filled) and sends nothing', async () => {
    const created = await postJson(`${server.url}/api/v1/submitcontact`, {
      ...contactMessage,
      website: 'http://spam.example',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await server.db.query('SELECT id FROM notifications WHERE submission_id = ?', [id])).toHaveLength(0);
    await workerRanPast(null);
    expect(mailsFor(id)).toHaveLength(0);
  });
});
