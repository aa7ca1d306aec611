/**
 * Only a role that can open a kind can be given one (docs/requirements.md#assignment): a recruiter may
 * be assigned teacher applications, never a trial request or a contact message (they would be mailed
 * a parent's details for a record they cannot open). The `staff(kind:)` query offers exactly them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_APPLICATION,
  CREATE_TRIAL,
  blob,
  pdfBytes,
  teacherApplication,
  trialRequest,
} from '../../fixtures/submissions';
import { ADMIN, ADMIN_ENV, addUser, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql, graphqlUpload } from '../../helpers/http';

let server: TestApp;
let head: string;
let trialId: string;
let applicationId: string;
const ids: Record<string, string> = {};

const call = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, head, query, variables);
const names = (staff: { email: string }[]) => staff.map((one) => one.email);

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV });
  head = await signIn(server.url);
  await addUser(server.url, head, 'rita.recruits@school.test', 'recruiter');
  await addUser(server.url, head, 'ed.itor@school.test', 'editor');
  for (const user of await server.db.query<{ id: string; email: string }>('SELECT id, email FROM admin_users'))
    ids[user.email] = user.id;
  trialId = (await graphql(server.url, CREATE_TRIAL, { input: trialRequest })).body.data.createTrialRequest.id;
  const application = await graphqlUpload(
    server.url,
    CREATE_APPLICATION,
    { input: teacherApplication, resume: null },
    { path: 'variables.resume', body: blob(pdfBytes('roles'), 'application/pdf'), name: 'cv.pdf' },
  );
  applicationId = application.body.data.createTeacherApplication.id;
});
afterAll(() => server?.stop());

describe('staff(kind:)', () => {
  it('offers only the roles that can open the kind', async () => {
    const answer = await call(`{
      trial: staff(kind: "trial-request") { email }
      contact: staff(kind: "contact-message") { email }
      application: staff(kind: "teacher-application") { email }
      any: staff { email } }`);
    expect(answer.body.errors).toBeUndefined();
    expect(names(answer.body.data.trial)).toEqual([ADMIN.email]);
    expect(names(answer.body.data.contact)).toEqual([ADMIN.email]);
    expect(names(answer.body.data.application)).toEqual([ADMIN.email, 'rita.recruits@school.test']);
    expect(names(answer.body.data.any)).toEqual([ADMIN.email, 'rita.recruits@school.test']);
  });

  it('refuses a kind that is not a submission', async () => {
    const answer = await call('{ staff(kind: "page-view") { email } }');
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('assigning', () => {
  const cannot = 'Rita Recruits cannot open this kind of record: choose someone whose role can';

  it('refuses a recruiter for a trial request, alone or in bulk, and changes nothing', async () => {
    const one = await call(
      'mutation($id: ID!, $to: ID) { updateTrialRequest(id: $id, input: {assigneeId: $to}) { id } }',
      { id: trialId, to: ids['rita.recruits@school.test'] },
    );
    expect(one.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { assigneeId: cannot } });
    const bulk = await call(
      'mutation($ids: [ID!]!, $to: ID) { updateTrialRequests(ids: $ids, input: {assigneeId: $to}) }',
      { ids: [trialId], to: ids['rita.recruits@school.test'] },
    );
    expect(bulk.body.errors[0].extensions.fieldErrors).toEqual({ assigneeId: cannot });
    const editor = await call(
      'mutation($id: ID!, $to: ID) { updateTrialRequest(id: $id, input: {assigneeId: $to}) { id } }',
      { id: trialId, to: ids['ed.itor@school.test'] },
    );
    expect(editor.body.errors[0].extensions.fieldErrors.assigneeId).toMatch(/^Ed Itor cannot open/);
    const [row] = await server.db.query<{ assignee_id: string | null }>(
      'SELECT assignee_id FROM trial_requests WHERE id = ?',
      [trialId],
    );
    expect(row.assignee_id).toBeNull();
    const audited = await server.db.query("SELECT id FROM audit_log WHERE action = 'assign'");
    expect(audited).toEqual([]);
  });

  it('gives a teacher application to the recruiter', async () => {
    const answer = await call(
      'mutation($id: ID!, $to: ID) { updateTeacherApplication(id: $id, input: {assigneeId: $to}) { assignee { email } } }',
      { id: applicationId, to: ids['rita.recruits@school.test'] },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.updateTeacherApplication.assignee).toEqual({ email: 'rita.recruits@school.test' });
  });
});
