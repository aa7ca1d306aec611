/**
 * A person's erasure is one transaction (docs/requirements.md#data-rights): every kind of submission,
 * the pending deletion of the resume and the audit entry land together or not at all. Here the
 * database refuses the last delete (a trigger on teacher_applications stands for a connection lost
 * midway): the answer is an error and nothing of the person is gone, no entry says "erased"; once the
 * fault goes, the retry erases everything. It used to commit table by table: the trial request and
 * the contact message were gone, the application and its resume kept, and no audit entry written.
 * On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL } from '../../fixtures/submissions';
import { ADMIN_ENV, gql, signIn, submitApplication } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { onPostgres } from '../../helpers/database';
import { graphql } from '../../helpers/http';

const EMAIL = 'mira@example.org';
const ERASE = 'mutation($email: String!) { erasePerson(email: $email) { submissions resumes mails bookings } }';

let server: TestApp;
let cookie: string;

const rowsOf = async () => {
  const count = async (table: string) =>
    Number(
      (await server.app.dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE person_key = '${EMAIL}'`))[0].n,
    );
  return {
    trials: await count('trial_requests'),
    contacts: await count('contact_messages'),
    applications: await count('teacher_applications'),
  };
};
const erasures = async () =>
  Number((await server.app.dataSource.query(`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'person_erase'`))[0].n);
const pendingDeletions = async () =>
  Number((await server.app.dataSource.query('SELECT COUNT(*) AS n FROM pending_object_deletions'))[0].n);

const REFUSE = onPostgres
  ? [
      `CREATE FUNCTION refuse_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'the connection was lost'; END $$ LANGUAGE plpgsql`,
      'CREATE TRIGGER refuse_delete BEFORE DELETE ON teacher_applications FOR EACH ROW EXECUTE FUNCTION refuse_delete()',
    ]
  : [
      "CREATE TRIGGER refuse_delete BEFORE DELETE ON teacher_applications BEGIN SELECT RAISE(ABORT, 'the connection was lost'); END",
    ];
const ALLOW = onPostgres
  ? ['DROP TRIGGER refuse_delete ON teacher_applications', 'DROP FUNCTION refuse_delete()']
  : ['DROP TRIGGER refuse_delete'];

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: 's'.repeat(40) } });
  cookie = await signIn(server.url);
  const trial = await graphql(server.url, CREATE_TRIAL, {
    input: { name: 'Mira Das', email: EMAIL, gender: 'female', category: 'guitar' },
  });
  expect(trial.body.errors).toBeUndefined();
  const contact = await graphql(server.url, CREATE_CONTACT, {
    input: { name: 'Mira Das', email: EMAIL, message: 'About guitar lessons.' },
  });
  expect(contact.body.errors).toBeUndefined();
  await submitApplication(server.url, { name: 'Mira Das', email: EMAIL, message: 'I teach guitar.' });
});
afterAll(async () => {
  await server?.stop();
});

describe('erasePerson, all or nothing', () => {
  it('leaves every row and writes no entry when the database fails midway, then erases all on retry', async () => {
    expect(await rowsOf()).toEqual({ trials: 1, contacts: 1, applications: 1 });
    for (const sql of REFUSE) await server.app.dataSource.query(sql);
    const failed = await gql(server.url, cookie, ERASE, { email: EMAIL });
    expect(failed.body.errors?.[0]?.extensions?.code).toBeDefined();
    expect(failed.body.data?.erasePerson ?? null).toBeNull();
    expect(await rowsOf()).toEqual({ trials: 1, contacts: 1, applications: 1 });
    expect(await erasures()).toBe(0);
    expect(await pendingDeletions()).toBe(0);

    for (const sql of ALLOW) await server.app.dataSource.query(sql);
    const erased = await gql(server.url, cookie, ERASE, { email: EMAIL });
    expect(erased.body.errors).toBeUndefined();
    expect(erased.body.data.erasePerson).toMatchObject({ submissions: 3, resumes: 1 });
    expect(await rowsOf()).toEqual({ trials: 0, contacts: 0, applications: 0 });
    expect(await erasures()).toBe(1);
  });
});
