/**
 * What a reply or a template refuses (docs/requirements.md#replies): empty subject or body, a body over
 * 100 KB, a spam-flagged submission, a variable that does not exist — each BAD_USER_INPUT naming the
 * field, with nothing written (no mail queued, no status moved, no audit entry). Templates: checked at
 * save time, names unique, previewed with the real values. A recruiter replies to applications only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL } from '../../fixtures/submissions';
import { addUser, ADMIN_ENV, gql, signIn, submitApplication } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

const SEND = `mutation($id: ID!, $subject: String!, $body: String!) {
  sendReply(submissionId: $id, subject: $subject, body: $body) { id deliveryStatus }
}`;
const PREVIEW = `query($id: ID!, $subject: String!, $body: String!) {
  previewReply(submissionId: $id, subject: $subject, body: $body) { subject body }
}`;
const CREATE = 'mutation($input: ReplyTemplateInput!) { createReplyTemplate(input: $input) { id name subject body } }';

let server: TestApp;
let cookie: string;
let recruiter: string;
const ids: Record<string, string> = {};

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

/** What a reply would have written about the submission. */
async function written(id: string) {
  const db = server.app.dataSource;
  const mails = await db
    .createQueryBuilder()
    .from('notifications', 'n')
    .where("n.topic = 'reply' AND n.submission_id = :id", { id })
    .getCount();
  const audit = await db
    .createQueryBuilder()
    .from('audit_log', 'a')
    .where('a.target LIKE :target', { target: `%:${id}` })
    .getCount();
  const { body } = await admin('query($id: ID!) { contactMessage(id: $id) { status } }', { id });
  return { mails, audit, status: body.data.contactMessage.status as string };
}

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SCHOOL_NAME: 'Raga School' }, s3: false });
  cookie = await signIn(server.url);
  recruiter = await addUser(server.url, cookie, 'recruiter@school.test', 'recruiter');
  const contact = async (email: string) =>
    (await graphql(server.url, CREATE_CONTACT, { input: { name: 'Asha Rao', email, message: 'Weekend classes?' } }))
      .body.data.createContactMessage.id as string;
  ids.contact = await contact('asha@example.org');
  ids.spam = await contact('bot@example.org');
  await admin('mutation($ids: [ID!]!) { markContactMessagesSpam(ids: $ids, spam: true) }', { ids: [ids.spam] });
  ids.trial = (
    await graphql(server.url, CREATE_TRIAL, {
      input: { name: 'Ravi Kumar', email: 'ravi@example.org', gender: 'male', category: 'hindustanivocal ' },
    })
  ).body.data.createTrialRequest.id;
  ids.application = await submitApplication(server.url, {
    name: 'Meera Iyer',
    email: 'meera@example.org',
    message: 'I teach veena.',
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('sendReply refuses', () => {
  const cases: [string, () => Record<string, unknown>, string, RegExp][] = [
    ['an empty subject', () => ({ id: ids.contact, subject: '  ', body: 'Hello' }), 'subject', /Required/],
    ['an empty body', () => ({ id: ids.contact, subject: 'Hello', body: '\n ' }), 'body', /Required/],
    [
      'a body over 100 KB',
      () => ({ id: ids.contact, subject: 'Hello', body: 'é'.repeat(51_201) }),
      'body',
      /At most 100 KB/,
    ],
    [
      'an unknown variable',
      () => ({ id: ids.contact, subject: 'Hello', body: 'Dear {{fullName}}, {{name}}' }),
      'body',
      /Unknown variable: \{\{fullName\}\}/,
    ],
    [
      'a spam-flagged submission',
      () => ({ id: ids.spam, subject: 'Hello', body: 'Hi' }),
      'submissionId',
      /flagged as spam/,
    ],
  ];

  it.each(cases)('%s, naming the field, writing nothing', async (_what, variables, field, message) => {
    const vars = variables();
    const before = await written(vars.id as string);
    const { body } = await admin(SEND, vars);
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].extensions.fieldErrors[field]).toMatch(message);
    expect(await written(vars.id as string)).toEqual(before);
    expect(before.status).toBe('new');
  });

  it("a recruiter's reply to anything but an application (NOT_FOUND), and takes theirs", async () => {
    const refused = await gql(server.url, recruiter, SEND, { id: ids.contact, subject: 'Hi', body: 'Hi' });
    expect(refused.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await written(ids.contact)).mails).toBe(0);
    const sent = await gql(server.url, recruiter, SEND, { id: ids.application, subject: 'Hi', body: 'Hi' });
    expect(sent.body.errors).toBeUndefined();
    // SMTP_URL unset: recorded, not sent
    expect(sent.body.data.sendReply.deliveryStatus).toBe('skipped');
  });
});

describe('reply templates', () => {
  it('refuses an unknown variable at save time, naming it, and keeps nothing', async () => {
    const { body } = await admin(CREATE, {
      input: { name: 'Welcome', subject: 'Hi {{nickname}}', body: 'See you, {{firstName}} {{surname}}' },
    });
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].extensions.fieldErrors).toEqual({
      subject: 'Unknown variable: {{nickname}}',
      body: 'Unknown variable: {{surname}}',
    });
    expect((await admin('{ replyTemplates { id } }')).body.data.replyTemplates).toEqual([]);
  });

  it('keeps names unique and bodies within 100 KB', async () => {
    const ok = await admin(CREATE, {
      input: { name: 'Trial', subject: 'Your {{course}} trial', body: 'Hi {{firstName}}' },
    });
    expect(ok.body.errors).toBeUndefined();
    const again = await admin(CREATE, { input: { name: ' Trial ', subject: 'x', body: 'y' } });
    expect(again.body.errors[0].extensions.fieldErrors).toEqual({ name: 'Another template has this name' });
    const big = await admin(CREATE, { input: { name: 'Big', subject: 'x', body: 'a'.repeat(102_401) } });
    expect(big.body.errors[0].extensions.fieldErrors).toEqual({ body: 'At most 100 KB' });
  });

  it('previews a template with the real values, for a recruiter too when it is theirs', async () => {
    const { body } = await admin('{ replyTemplates { subject body } }');
    const [template] = body.data.replyTemplates;
    const preview = await admin(PREVIEW, { id: ids.trial, ...template });
    expect(preview.body.data.previewReply).toEqual({ subject: 'Your Hindustani Vocal trial', body: 'Hi Ravi' });
    const theirs = await gql(server.url, recruiter, PREVIEW, {
      id: ids.application,
      subject: '{{schoolName}}: your {{kind}}',
      body: 'Dear {{name}} <{{email}}>, {{course}}.',
    });
    expect(theirs.body.data.previewReply).toEqual({
      subject: 'Raagarambh Music School: your teacher application', // the details' name, not SCHOOL_NAME
      body: 'Dear Meera Iyer <meera@example.org>, .',
    });
  });
});
