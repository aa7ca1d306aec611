/**
 * The access matrix: every admin operation (queries, mutations, exports, resume download) ×
 * anonymous / recruiter / editor / teacher / admin (the operations and their roles: access-matrix.ts). Editors may
 * use the content operations and nothing else; a teacher their own week (their lessons, students, leave, month). A refusal must carry the right code and none of the
 * seeded data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, TRACK } from '../../fixtures/submissions';
import { addUser, ADMIN_ENV, gql, signIn, submitApplication } from '../../helpers/admin';
import { graphql } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { png } from '../../fixtures/images';
import { accessMatrix, CANARY, LIST, person, type Role } from './access-matrix';

let server: TestApp;
const cookies: Record<string, string | null> = { anonymous: null };
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV });
  const base = server.url;
  cookies.admin = await signIn(base);
  cookies.recruiter = await addUser(base, cookies.admin, 'recruiter@school.test', 'recruiter');
  cookies.editor = await addUser(base, cookies.admin, 'editor@school.test', 'editor');
  const teacher = await gql(
    base,
    cookies.admin,
    'mutation { createTeacher(input: {name: "Tara Teacher", email: "Tara@School.test", courses: ["guitar"], timeZone: "Europe/London"}) { id } }',
  );
  ids.teacher = teacher.body.data.createTeacher.id;
  cookies.teacher = await addUser(base, cookies.admin, 'tara@school.test', 'teacher');
  const spare = await gql(
    base,
    cookies.admin,
    'mutation { createAdminUser(input: {email: "spare@school.test", password: "another password", role: "recruiter"}) { id } }',
  );
  ids.user = spare.body.data.createAdminUser.id;
  ids.trial = (
    await graphql(base, CREATE_TRIAL, { input: { ...person, gender: 'female', category: 'piano' } })
  ).body.data.createTrialRequest.id;
  ids.contact = (
    await graphql(base, CREATE_CONTACT, { input: { ...person, message: `Hello from ${CANARY}` } })
  ).body.data.createContactMessage.id;
  ids.application = await submitApplication(base, { ...person, message: `I teach, ${CANARY}` }, `${CANARY}.pdf`);
  await graphql(base, TRACK, { input: { page: `/${CANARY}` } });
  ids.course = (await gql(base, cookies.admin, '{ courses { id } }')).body.data.courses[0].id;
  picture = await png(120, 80);
});
afterAll(async () => {
  await server?.stop();
});

let picture: Buffer;
const operations = accessMatrix(
  () => server.url,
  ids,
  () => picture,
);

const ROLES: Role[] = ['anonymous', 'recruiter', 'editor', 'teacher', 'admin'];

describe.each(operations)('$name', (operation) => {
  it.each(ROLES)('as %s', async (role) => {
    const answer = await operation.run(cookies[role]);
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    if (operation.roles.includes(role)) {
      if (operation.http) expect(answer.status).toBe(operation.okStatus ?? 200);
      else
        expect(
          (answer.body.errors ?? []).filter(
            (e: { extensions: { code: string } }) => !operation.allowedCodes?.includes(e.extensions.code),
          ),
          text,
        ).toEqual([]);
      return;
    }
    const expected =
      role === 'anonymous' ? { status: 401, code: 'UNAUTHENTICATED' } : { status: 403, code: 'FORBIDDEN' };
    if (operation.http) {
      expect(answer.status).toBe(expected.status);
      expect(answer.body).toContain(expected.code);
      expect(answer.headers.get('content-disposition')).toBeNull();
    } else {
      expect(Object.values(answer.body.data ?? {}).every((value) => value === null)).toBe(true);
      expect(answer.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
        expected.code,
      ]);
    }
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain('%PDF');
  });
});

describe('the matrix covers the whole admin API', () => {
  it('names every Query and Mutation field that needs a session', async () => {
    const schema = await gql(
      server.url,
      null,
      '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }',
    );
    const fields = [
      ...schema.body.data.__schema.queryType.fields,
      ...schema.body.data.__schema.mutationType.fields,
    ].map((f: { name: string }) => f.name);
    const publicFields = [
      'ping',
      'createContactMessage',
      'createTrialRequest',
      'createTeacherApplication',
      'trackPageView',
      // trial booking: free times are public; a booking needs an admin session or the visitor's one-time token
      // (tests/integration/booking)
      'trialSlots',
      'bookTrial',
      'visitorTrialBooking',
      'moveVisitorTrialBooking',
      'cancelVisitorTrialBooking',
      // the privacy page's retention periods and support address (tests/integration/admin/data-rights.test.ts)
      'privacyFacts',
      // the site's published content (tests/integration/content)
      'publishedBlogPosts',
      'publishedContent',
    ];
    const covered = new Set(operations.map((op) => op.name.split(' ')[1]));
    expect(fields.filter((f: string) => !publicFields.includes(f) && !covered.has(f))).toEqual([]);
  });
});

describe('the same rules without HTTP (Apollo executeOperation)', () => {
  it('answers a list to the admin, UNAUTHENTICATED to no one and FORBIDDEN to a recruiter or an editor', async () => {
    const query = `{ trialRequests ${LIST} }`;
    const asAdmin = await server.operation(query, {}, { cookie: cookies.admin });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data?.trialRequests.total).toBeGreaterThan(0);
    const codes = async (cookie: string | null) =>
      (await server.operation(query, {}, { cookie })).errors?.map((e) => e.extensions?.code);
    expect(await codes(null)).toEqual(['UNAUTHENTICATED']);
    expect(await codes(cookies.recruiter)).toEqual(['FORBIDDEN']);
    expect(await codes(cookies.editor)).toEqual(['FORBIDDEN']);
  });
});
