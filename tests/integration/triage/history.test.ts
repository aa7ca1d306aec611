/**
 * Each record's history as sentences, and the audit log with filters (who, action, record kind, date)
 * that names the record it is about instead of its key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, contactMessage, trialRequest } from '../../fixtures/submissions';
import { addUser, ADMIN_ENV, get, gql, signIn, submitApplication } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

let server: TestApp;
let admin: string;
let recruiter: string;
let trialId: string;
let contactId: string;
let applicationId: string;
const HEAD = 'Head (head@school.test)';

const as = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(server.url, cookie, query, variables);

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV });
  admin = await signIn(server.url);
  recruiter = await addUser(server.url, admin, 'ravi.menon@school.test', 'recruiter');
  trialId = (await graphql(server.url, CREATE_TRIAL, { input: { ...trialRequest, name: 'Asha Rao' } })).body.data
    .createTrialRequest.id;
  contactId = (await graphql(server.url, CREATE_CONTACT, { input: contactMessage })).body.data.createContactMessage.id;
  applicationId = await submitApplication(server.url, {
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    message: 'Tabla',
  });
  await as(admin, 'mutation($id: ID!) { updateTrialRequest(id: $id, input: {status: contacted}) { id } }', {
    id: trialId,
  });
  await as(
    admin,
    'mutation($id: ID!) { updateTrialRequest(id: $id, input: {notes: "Call back Monday", handledBy: "Meera"}) { id } }',
    {
      id: trialId,
    },
  );
  await as(admin, 'mutation($ids: [ID!]!) { markTrialRequestsSpam(ids: $ids, spam: true) }', { ids: [trialId] });
  await as(admin, 'mutation($ids: [ID!]!) { markTrialRequestsSpam(ids: $ids, spam: false) }', { ids: [trialId] });
  await as(recruiter, 'mutation($id: ID!) { updateTeacherApplication(id: $id, input: {status: shortlisted}) { id } }', {
    id: applicationId,
  });
  await get(`${server.url}/admin/resumes/${applicationId}`, recruiter);
  await as(admin, 'mutation($ids: [ID!]!) { deleteContactMessages(ids: $ids) }', { ids: [contactId] });
  await get(`${server.url}/admin/export/trial-requests.csv?status=new&q=asha`, admin);
});
afterAll(async () => {
  await server?.stop();
});

describe('history', () => {
  it("tells a trial request's story, newest first, in sentences", async () => {
    const answer = await as(
      admin,
      'query($id: ID!) { trialRequest(id: $id) { history { at actorEmail action sentence } } }',
      {
        id: trialId,
      },
    );
    const history = answer.body.data.trialRequest.history as { at: string; actorEmail: string; sentence: string }[];
    expect(history.map((entry) => entry.sentence)).toEqual([
      `${HEAD} marked it as not spam`,
      `${HEAD} marked it as spam`,
      `${HEAD} edited the notes and the handled-by text`,
      `${HEAD} changed the status from New to Contacted`,
    ]);
    expect(
      history.every((entry) => entry.actorEmail === 'head@school.test' && !Number.isNaN(Date.parse(entry.at))),
    ).toBe(true);
  });

  it("shows a recruiter an application's history, their own actions named", async () => {
    const answer = await as(
      recruiter,
      'query($id: ID!) { teacherApplication(id: $id) { history { action sentence } } }',
      {
        id: applicationId,
      },
    );
    expect(answer.body.data.teacherApplication.history).toEqual([
      { action: 'resume_download', sentence: 'Ravi.menon (ravi.menon@school.test) downloaded the resume resume.pdf' },
      {
        action: 'status_change',
        sentence: 'Ravi.menon (ravi.menon@school.test) changed the status from New to Shortlisted',
      },
    ]);
  });
});

describe('auditLog filters and records', () => {
  const LOG = `query($filter: AuditFilter) { auditLog(filter: $filter, params: {perPage: 100}) {
    total items { action actorEmail summary record { kind resource id label } } } }`;
  const log = async (filter: Record<string, unknown>) => (await as(admin, LOG, { filter })).body.data.auditLog;

  it('filters by who, action, record kind and date', async () => {
    const byRecruiter = await log({ actorEmail: 'Ravi.Menon@school.test' });
    expect(byRecruiter.items.map((item: { action: string }) => item.action).sort()).toEqual([
      'resume_download',
      'sign_in',
      'status_change',
    ]);
    const statusChanges = await log({ action: 'status_change' });
    expect(statusChanges.total).toBe(2);
    const trials = await log({ kind: 'trial-request' });
    expect(trials.total).toBe(4);
    expect(trials.items.every((item: { record: { id: string } }) => item.record.id === trialId)).toBe(true);
    expect((await log({ kind: 'no-such-kind' })).total).toBe(0);
    expect((await log({ createdFrom: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0);
    const all = await log({});
    expect((await log({ createdTo: new Date(Date.now() + 60_000).toISOString() })).total).toBe(all.total);
  });

  it('names the record and says what happened in words, never a key or JSON', async () => {
    const { items } = await log({});
    const statusChange = items.find(
      (item: { action: string; record: { kind: string } | null }) =>
        item.action === 'status_change' && item.record?.kind === 'trial-request',
    );
    expect(statusChange).toEqual({
      action: 'status_change',
      actorEmail: 'head@school.test',
      summary: `${HEAD} changed the status from New to Contacted (Trial request from Asha Rao)`,
      record: { kind: 'trial-request', resource: 'trial-requests', id: trialId, label: 'Trial request from Asha Rao' },
    });
    const deleted = items.find((item: { action: string }) => item.action === 'delete');
    expect(deleted).toMatchObject({ record: null, summary: `${HEAD} deleted a contact message` });
    const exported = items.find((item: { action: string }) => item.action === 'export');
    expect(exported.summary).toBe(`${HEAD} exported the trial requests list as CSV, filtered by status New; q asha`);
    for (const item of items) expect(item.summary).not.toMatch(/[{}]|trial_request:/);
  });
});
