/** Triage through the admin API: lists, edits, bulk changes, deletes, resumes, users, dashboard, audit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_TRIAL, pdfBytes, TRACK } from '../../fixtures/submissions';
import { ADMIN_ENV, get, gql, signIn, submitApplication } from '../../helpers/admin';
import { graphql, postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { schoolToday } from '../../helpers/school-clock';

let server: TestApp;
let cookie: string;
const trials: string[] = [];

async function resumeKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of server.s3!.client.listObjectsV2(server.bucket, 'resumes/', true)) keys.push(item.name);
  return keys;
}

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV });
  cookie = await signIn(server.url);
  for (const [name, category] of [
    ['Asha Rao', 'piano'],
    ['Bela Sen', 'tabla'],
    ['Chitra Iyer', 'piano'],
    ['Dev Anand', 'guitar'],
  ]) {
    trials.push(
      (
        await graphql(server.url, CREATE_TRIAL, {
          input: { name, email: `${name.split(' ')[0].toLowerCase()}@example.org`, gender: 'male', category },
        })
      ).body.data.createTrialRequest.id,
    );
  }
});
afterAll(async () => {
  await server?.stop();
});

const call = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

describe('trialRequests', () => {
  it('pages, sorts, filters and searches', async () => {
    const page = await call(
      '{ trialRequests(params: {page: 2, perPage: 3, sortField: "name", sortOrder: ASC}) { total items { name } } }',
    );
    expect(page.body.data.trialRequests).toEqual({ total: 4, items: [{ name: 'Dev Anand' }] });
    const piano = await call(
      '{ trialRequests(filter: {category: piano, q: "IYER"}) { total items { name category status spam createdAt } } }',
    );
    expect(piano.body.data.trialRequests.items).toMatchObject([
      { name: 'Chitra Iyer', category: 'piano', status: 'new', spam: false },
    ]);
    const none = await call('{ trialRequests(filter: {q: "%"}) { total } }');
    expect(none.body.data.trialRequests.total).toBe(0);
  });

  it('refuses an unknown sort field or page size', async () => {
    const bad = await call('{ trialRequests(params: {sortField: "notes; DROP TABLE x"}) { total } }');
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { sortField: expect.any(String) },
    });
    expect((await call('{ trialRequests(params: {perPage: 100000}) { total } }')).body.errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('updates the triage fields and audits the status change', async () => {
    const answer = await call(
      'mutation($id: ID!) { updateTrialRequest(id: $id, input: {status: contacted, notes: "Called on Monday", handledBy: "Meera"}) { status notes handledBy } }',
      { id: trials[0] },
    );
    expect(answer.body.data.updateTrialRequest).toEqual({
      status: 'contacted',
      notes: 'Called on Monday',
      handledBy: 'Meera',
    });
    const log = await call('{ auditLog { items { action target detail actorEmail } } }');
    expect(log.body.data.auditLog.items).toContainEqual({
      action: 'status_change',
      target: `trial_request:${trials[0]}`,
      detail: 'new → contacted',
      actorEmail: ADMIN_ENV.ADMIN_EMAIL,
    });
  });

  it('refuses a status of another kind through the enum (BAD_USER_INPUT as a variable, a validation error inline), and answers NOT_FOUND for a missing id', async () => {
    const UPDATE =
      'mutation($id: ID!, $input: UpdateTrialRequestInput!) { updateTrialRequest(id: $id, input: $input) { status } }';
    const bad = await call(UPDATE, { id: trials[1], input: { status: 'hired' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toContain('"TrialStatus" enum');
    const inline = await call('mutation($id: ID!) { updateTrialRequest(id: $id, input: {status: hired}) { status } }', {
      id: trials[1],
    });
    expect(inline.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const quoted = await call(
      'mutation($id: ID!) { updateTrialRequest(id: $id, input: {status: "contacted"}) { status } }',
      { id: trials[1] },
    );
    expect(quoted.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(
      (await server.db.query<{ status: string }>('SELECT status FROM trial_requests WHERE id = ?', [trials[1]]))[0]
        .status,
    ).toBe('new');
    const missing = await call('mutation { updateTrialRequest(id: "nope", input: {notes: "x"}) { id } }');
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('changes the status of many at once and deletes for good', async () => {
    const bulk = await call('mutation($ids: [ID!]!) { updateTrialRequests(ids: $ids, input: {status: scheduled}) }', {
      ids: [trials[1], trials[2], 'missing'],
    });
    expect(bulk.body.data.updateTrialRequests.sort()).toEqual([trials[1], trials[2]].sort());
    expect(
      (await call('{ trialRequests(filter: {status: [scheduled]}) { total } }')).body.data.trialRequests.total,
    ).toBe(2);
    const deleted = await call('mutation($ids: [ID!]!) { deleteTrialRequests(ids: $ids) }', { ids: [trials[3]] });
    expect(deleted.body.data.deleteTrialRequests).toEqual([trials[3]]);
    expect(await server.db.query('SELECT id FROM trial_requests WHERE id = ?', [trials[3]])).toEqual([]);
  });
});

describe('teacher applications and resumes', () => {
  it('downloads the stored resume with its original name, inline on request', async () => {
    const bytes = pdfBytes('download me');
    const id = await submitApplication(
      server.url,
      { name: 'Ravi Kumar', email: 'ravi@example.org', message: 'Tabla teacher' },
      'रवि CV final.pdf',
      bytes,
    );
    const shown = await call(
      'query($id: ID!) { teacherApplication(id: $id) { resumeName resumeSize resumeUrl resumeDownloadPath } }',
      { id },
    );
    expect(shown.body.data.teacherApplication).toEqual({
      resumeName: 'रवि CV final.pdf',
      resumeSize: bytes.length,
      resumeUrl: null,
      resumeDownloadPath: `/admin/resumes/${id}`,
    });
    const file = await get(`${server.url}/admin/resumes/${id}`, cookie);
    expect(file.status).toBe(200);
    expect(file.raw.equals(bytes)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toContain(`attachment; filename="`);
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('रवि CV final.pdf')}`,
    );
    expect(
      (await get(`${server.url}/admin/resumes/${id}?inline=1`, cookie)).headers.get('content-disposition'),
    ).toMatch(/^inline; /);
    expect((await get(`${server.url}/admin/resumes/not-there`, cookie)).status).toBe(404);
  });

  it('always offers a resume as a .pdf, whatever name it was uploaded under (the bytes are a PDF)', async () => {
    const cases: [string, string][] = [
      ['cv.html', 'cv.pdf'],
      ['run.bat', 'run.pdf'],
      ['x.exe', 'x.pdf'],
      ['no extension', 'no extension.pdf'],
      ['my.resume.PDF', 'my.resume.pdf'],
      ['.htaccess', 'resume.pdf'],
      ['..\\..\\evil.html', 'evil.pdf'],
    ];
    for (const [uploaded, offered] of cases) {
      const id = await submitApplication(
        server.url,
        { name: 'Name Test', email: 'names@example.org', message: 'Hi' },
        uploaded,
      );
      const disposition = (await get(`${server.url}/admin/resumes/${id}`, cookie)).headers.get('content-disposition')!;
      expect(disposition, uploaded).toBe(
        `attachment; filename="${offered}"; filename*=UTF-8''${encodeURIComponent(offered)}`,
      );
    }
  });

  it('shows a legacy resume link as resumeUrl, with no download path', async () => {
    const created = await postJson(`${server.url}/api/v1/submitteacherapplication`, {
      name: 'Old Client',
      email: 'old@example.org',
      message: 'Hi',
      resume: 'https://files.example.org/cv.pdf',
    });
    const shown = await call('query($id: ID!) { teacherApplication(id: $id) { resumeUrl resumeDownloadPath } }', {
      id: created.body.id,
    });
    expect(shown.body.data.teacherApplication).toEqual({
      resumeUrl: 'https://files.example.org/cv.pdf',
      resumeDownloadPath: null,
    });
    expect((await get(`${server.url}/admin/resumes/${created.body.id}`, cookie)).status).toBe(404);
  });

  it('deleting an application erases its stored resume object', async () => {
    const id = await submitApplication(server.url, { name: 'Gone Soon', email: 'gone@example.org', message: 'Bye' });
    const before = await resumeKeys();
    await call('mutation($ids: [ID!]!) { deleteTeacherApplications(ids: $ids) }', { ids: [id] });
    const after = await resumeKeys();
    expect(after.length).toBe(before.length - 1);
    expect((await get(`${server.url}/admin/resumes/${id}`, cookie)).status).toBe(404);
  });
});

describe('users', () => {
  it('keeps at least one active admin', async () => {
    const me = await call('{ me { id email role } }');
    expect(me.body.data.me).toMatchObject({ email: ADMIN_ENV.ADMIN_EMAIL, role: 'admin' });
    const demote = await call('mutation($id: ID!) { updateAdminUser(id: $id, input: {role: "recruiter"}) { role } }', {
      id: me.body.data.me.id,
    });
    expect(demote.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('validates new users and never exposes password hashes', async () => {
    const bad = await call(
      'mutation { createAdminUser(input: {email: "x", password: "short", role: "owner"}) { id } }',
    );
    expect(Object.keys(bad.body.errors[0].extensions.fieldErrors).sort()).toEqual(['email', 'password', 'role']);
    const dup = await call(
      `mutation { createAdminUser(input: {email: "${ADMIN_ENV.ADMIN_EMAIL.toUpperCase()}", password: "long enough!!", role: "admin"}) { id } }`,
    );
    expect(dup.body.errors[0].extensions.fieldErrors.email).toBeDefined();
    const hash = await call('{ adminUsers { passwordHash } }');
    expect(hash.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('dashboard', () => {
  it('counts new items, trial categories this week and visits per day', async () => {
    await graphql(server.url, TRACK, { input: { page: '/Courses' } });
    await graphql(server.url, TRACK, { input: { page: '/Courses' } });
    await graphql(server.url, TRACK, { input: { page: '/' } });
    const summary = (
      await call(
        '{ dashboardSummary { newTrialRequests newContactMessages trialRequestsByCategoryThisWeek { category count } visitsLast30Days { day count } } }',
      )
    ).body.data.dashboardSummary;
    expect(summary.newTrialRequests).toBe(0);
    expect(summary.trialRequestsByCategoryThisWeek).toEqual([
      { category: 'piano', count: 2 },
      { category: 'tabla', count: 1 },
    ]);
    expect(summary.visitsLast30Days).toHaveLength(30);
    expect(summary.visitsLast30Days.at(-1)).toEqual({ day: schoolToday(), count: 3 });
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const stats = (
      await call(
        'query($from: DateTimeISO!, $to: DateTimeISO!) { pageViewStats(from: $from, to: $to) { total perDay { day count } topPages { page count } } }',
        { from, to },
      )
    ).body.data.pageViewStats;
    expect(stats.total).toBe(3);
    expect(stats.topPages).toEqual([
      { page: '/Courses', count: 2 },
      { page: '/', count: 1 },
    ]);
  });
});
