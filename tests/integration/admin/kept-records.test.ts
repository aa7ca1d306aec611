/**
 * The records staff add by hand are kept up to a bound (server/src/modules/kept-records.ts), since the dashboard
 * reads their lists whole: one more teacher, reply template or dashboard account is refused naming the form's
 * first field, and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';

const MAX = { teachers: 200, replyTemplates: 100, adminUsers: 200 };

let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const rows = async (table: string) =>
  Number((await server.app.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

/** The refusal of one more, naming `field`. */
async function expectRefused(answer: Awaited<ReturnType<typeof admin>>, field: string, what: string, max: number) {
  expect(answer.body.errors[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fieldErrors: { [field]: `At most ${max} ${what} are kept: no more can be added` },
  });
}

describe('kept records', () => {
  it(`keeps at most ${MAX.teachers} teachers`, async () => {
    const add = (i: number) =>
      admin('mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }', {
        input: { name: `Teacher ${i}`, email: `teacher${i}@school.test`, courses: ['tabla'], timeZone: 'UTC' },
      });
    for (let i = await rows('teachers'); i < MAX.teachers; i++) expect((await add(i)).body.errors).toBeUndefined();
    await expectRefused(await add(MAX.teachers), 'name', 'teachers', MAX.teachers);
    expect(await rows('teachers')).toBe(MAX.teachers);
  });

  it(`keeps at most ${MAX.replyTemplates} reply templates`, async () => {
    const add = (i: number) =>
      admin('mutation($input: ReplyTemplateInput!) { createReplyTemplate(input: $input) { id } }', {
        input: { name: `Template ${i}`, subject: 'Thanks, {{firstName}}', body: 'We got it.' },
      });
    for (let i = await rows('reply_templates'); i < MAX.replyTemplates; i++)
      expect((await add(i)).body.errors).toBeUndefined();
    await expectRefused(await add(MAX.replyTemplates), 'name', 'reply templates', MAX.replyTemplates);
    expect(await rows('reply_templates')).toBe(MAX.replyTemplates);
  });

  it(`keeps at most ${MAX.adminUsers} dashboard accounts, disabled ones included`, async () => {
    // all but one stored as the dashboard stores them (hashing 199 passwords would only slow the test)
    const accounts = server.app.dataSource.getRepository('AdminUser');
    const [template] = await accounts.find({ take: 1 });
    for (let i = await rows('admin_users'); i < MAX.adminUsers - 1; i++)
      await accounts.insert({ ...template, id: randomUUID(), email: `staff${i}@school.test`, disabled: i % 2 === 0 });
    const add = (email: string) =>
      admin('mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }', {
        input: { email, password: 'a long enough password', role: 'recruiter' },
      });
    expect((await add('last.one@school.test')).body.errors).toBeUndefined();
    await expectRefused(await add('one.more@school.test'), 'email', 'dashboard accounts', MAX.adminUsers);
    expect(await rows('admin_users')).toBe(MAX.adminUsers);
  });
});
