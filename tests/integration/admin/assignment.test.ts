/** Assigning submissions to staff accounts (docs/requirements.md#assignment), through the admin API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, contactMessage, trialRequest } from '../../fixtures/submissions';
import { ADMIN, ADMIN_ENV, addUser, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';

let server: TestApp;
let smtp: SmtpSink;
let head: string;
let ravi: string;
const staffIds: Record<string, string> = {};
const trials: string[] = [];

const call = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(server.url, cookie, query, variables);
const UPDATE =
  'mutation($id: ID!, $input: UpdateTrialRequestInput!) { updateTrialRequest(id: $id, input: $input) { assignee { id email name } } }';
const jobsFor = (id: string) =>
  server.db.query<{ topic: string; recipient: string; channel: string }>(
    "SELECT topic, recipient, channel FROM notifications WHERE submission_id = ? AND topic = 'assigned'",
    [id],
  );

beforeAll(async () => {
  smtp = await smtpSink();
  await smtp.listen();
  server = await buildTestApp({ env: { ...ADMIN_ENV, ...NOTIFY_ENV, SMTP_URL: smtp.url } });
  head = await signIn(server.url);
  ravi = await addUser(server.url, head, 'ravi.kumar@school.test', 'admin');
  await addUser(server.url, head, 'gone@school.test', 'recruiter');
  const everyone = await server.db.query<{ id: string; email: string }>('SELECT id, email FROM admin_users');
  for (const user of everyone) staffIds[user.email] = user.id;
  await call(head, 'mutation($id: ID!) { updateAdminUser(id: $id, input: {disabled: true}) { id } }', {
    id: staffIds['gone@school.test'],
  });
  for (const name of ['Asha Rao', 'Bela Sen', 'Chitra Iyer', 'Dev Anand']) {
    const created = await graphql(server.url, CREATE_TRIAL, { input: { ...trialRequest, name } });
    trials.push(created.body.data.createTrialRequest.id);
  }
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('staff', () => {
  it('lists the active accounts with a name made from the email, for any signed-in role', async () => {
    const answer = await call(ravi, '{ staff { id email name } }');
    expect(answer.body.data.staff).toEqual([
      { id: staffIds[ADMIN.email], email: ADMIN.email, name: 'Head' },
      { id: staffIds['ravi.kumar@school.test'], email: 'ravi.kumar@school.test', name: 'Ravi Kumar' },
    ]);
    expect((await gql(server.url, null, '{ staff { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateTrialRequest with assigneeId', () => {
  it('refuses an unknown or disabled account with a field error, and changes nothing', async () => {
    for (const assigneeId of ['no-such-account', staffIds['gone@school.test']]) {
      const answer = await call(head, UPDATE, { id: trials[0], input: { assigneeId } });
      expect(answer.body.errors[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { assigneeId: 'Choose an active staff account' },
      });
    }
    expect((await server.db.query('SELECT assignee_id FROM trial_requests WHERE id = ?', [trials[0]]))[0]).toEqual({
      assignee_id: null,
    });
  });

  it('assigns someone else: audited, and the assignee gets one email about it', async () => {
    const raviId = staffIds['ravi.kumar@school.test'];
    const answer = await call(head, UPDATE, { id: trials[0], input: { assigneeId: raviId } });
    expect(answer.body.data.updateTrialRequest.assignee).toEqual({
      id: raviId,
      email: 'ravi.kumar@school.test',
      name: 'Ravi Kumar',
    });
    expect(await jobsFor(trials[0])).toEqual([
      { topic: 'assigned', recipient: 'ravi.kumar@school.test', channel: 'email' },
    ]);
    const toRavi = () => smtp.mails.filter((m) => m.envelopeTo.includes('ravi.kumar@school.test'));
    await until(() => toRavi().length > 0, 'the assignment mail');
    const [mail] = toRavi();
    expect(mail.envelopeTo).toEqual(['ravi.kumar@school.test']);
    expect(mail.text).toContain(`/admin/trial-requests/${trials[0]}/show`);
    expect(mail.subject).toBe('Trial request assigned to you: Asha Rao (Hindustani Vocal)');
    const jobs = await call(
      head,
      'query($id: ID!) { notifications(filter: {submissionId: $id}) { items { topic recipient } } }',
      {
        id: trials[0],
      },
    );
    expect(jobs.body.data.notifications.items).toContainEqual({
      topic: 'assigned',
      recipient: 'ravi.kumar@school.test',
    });
    const log = await call(head, '{ auditLog { items { action target detail actorEmail } } }');
    expect(log.body.data.auditLog.items).toContainEqual({
      action: 'assign',
      target: `trial_request:${trials[0]}`,
      detail: 'nobody → ravi.kumar@school.test',
      actorEmail: ADMIN.email,
    });
  });

  it('sends nothing when someone assigns themselves, and unassigns with null', async () => {
    const self = await call(head, UPDATE, { id: trials[1], input: { assigneeId: staffIds[ADMIN.email] } });
    expect(self.body.data.updateTrialRequest.assignee.email).toBe(ADMIN.email);
    expect(await jobsFor(trials[1])).toEqual([]);
    const cleared = await call(head, UPDATE, { id: trials[1], input: { assigneeId: null } });
    expect(cleared.body.data.updateTrialRequest.assignee).toBeNull();
    const log = await call(head, '{ auditLog { items { action target detail } } }');
    expect(log.body.data.auditLog.items).toContainEqual({
      action: 'assign',
      target: `trial_request:${trials[1]}`,
      detail: `${ADMIN.email} → nobody`,
    });
  });

  it('assigns many at once, each row audited and mailed once; a repeat changes and sends nothing', async () => {
    const bulk = 'mutation($ids: [ID!]!, $to: ID) { updateTrialRequests(ids: $ids, input: {assigneeId: $to}) }';
    const to = staffIds['ravi.kumar@school.test'];
    await call(head, bulk, { ids: [trials[2], trials[3]], to });
    await call(head, bulk, { ids: [trials[2], trials[3]], to });
    for (const id of [trials[2], trials[3]]) expect(await jobsFor(id)).toHaveLength(1);
    const assigns = await server.db.query(
      "SELECT target FROM audit_log WHERE action = 'assign' AND detail = 'nobody → ravi.kumar@school.test'",
    );
    expect(assigns).toHaveLength(3);
  });
});

describe('Mine and Unassigned filters', () => {
  it('Mine lists what is assigned to the signed-in user; Unassigned what is assigned to nobody', async () => {
    const names = async (cookie: string, filter: Record<string, unknown>) =>
      (
        await call(
          cookie,
          'query($f: TrialRequestFilter) { trialRequests(filter: $f, params: {sortField: "name", sortOrder: ASC}) { total items { name } } }',
          {
            f: filter,
          },
        )
      ).body.data.trialRequests.items.map((item: { name: string }) => item.name);
    expect(await names(ravi, { mine: true })).toEqual(['Asha Rao', 'Chitra Iyer', 'Dev Anand']);
    expect(await names(head, { mine: true })).toEqual([]);
    expect(await names(head, { unassigned: true })).toEqual(['Bela Sen']);
    expect(await names(head, { assigneeId: staffIds['ravi.kumar@school.test'], q: 'dev' })).toEqual(['Dev Anand']);
  });

  it('the CSV export takes the same filters: Mine is the signed-in user’s rows', async () => {
    const csv = await get(`${server.url}/admin/export/trial-requests.csv?mine=true&sortField=name&sortOrder=ASC`, ravi);
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\n').slice(1);
    expect(lines.map((line) => line.split(',')[2])).toEqual(['Asha Rao', 'Chitra Iyer', 'Dev Anand']);
    const unassigned = await get(`${server.url}/admin/export/trial-requests.csv?unassigned=true`, head);
    expect(String(unassigned.body).trim().split('\n')).toHaveLength(2);
  });

  it('q finds rows by the assignee’s email or name, in every submission kind', async () => {
    const trialsFound = await call(head, '{ trialRequests(filter: {q: "Ravi Kumar"}) { total } }');
    expect(trialsFound.body.data.trialRequests.total).toBe(3);
    const message = await graphql(server.url, CREATE_CONTACT, { input: contactMessage });
    const id = message.body.data.createContactMessage.id;
    await call(head, 'mutation($id: ID!, $to: ID) { updateContactMessage(id: $id, input: {assigneeId: $to}) { id } }', {
      id,
      to: staffIds['ravi.kumar@school.test'],
    });
    const messages = await call(
      head,
      '{ contactMessages(filter: {q: "ravi.kumar@"}) { items { id assignee { name } } } }',
    );
    expect(messages.body.data.contactMessages.items).toEqual([{ id, assignee: { name: 'Ravi Kumar' } }]);
  });
});
