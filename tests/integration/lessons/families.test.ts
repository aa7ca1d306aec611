/**
 * The families (docs/requirements.md#families) through the real HTTP API on a real database: staff find a family by
 * its payer, email, phone or a student's name; they correct its payer name, phone and time zone (the students' local
 * times follow); bad input is refused naming the field with nothing written; each change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { ENROL, refusedNaming, trialRequest } from './support';

const FAMILIES = 'query($s: String) { families(search: $s) { id payerName email phone timeZone } }';
const UPDATE =
  'mutation($id: ID!, $input: FamilyInput!) { updateFamily(id: $id, input: $input) { id payerName email phone timeZone } }';
let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const found = async (search: string) =>
  ((await admin(FAMILIES, { s: search })).body.data.families as { email: string }[]).map((f) => f.email);

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: 'y'.repeat(40) }, s3: false });
  cookie = await signIn(server.url);
  for (const [name, email] of [
    ['Mia Brooks', 'Brooks.Home@example.org'],
    ['Arjun Rao', 'rao@example.org'],
    ['Leela Rao', 'rao@example.org'],
  ])
    expect((await admin(ENROL, { id: await trialRequest(server.url, name, email) })).body.errors).toBeUndefined();
}, 60_000);
afterAll(() => server?.stop());

describe('families', () => {
  it('are found by the email, a student’s name or the phone, in any case', async () => {
    expect(await found('')).toEqual(['rao@example.org', 'brooks.home@example.org']);
    expect(await found('BROOKS')).toEqual(['brooks.home@example.org']);
    expect(await found('leela')).toEqual(['rao@example.org']);
    expect(await found('100%')).toEqual([]);
  });

  it('take corrections of the payer, the phone and the zone; the students’ time follows', async () => {
    const [family] = (await admin(FAMILIES, { s: 'rao' })).body.data.families;
    const answer = await admin(UPDATE, {
      id: family.id,
      input: { payerName: '  Sunita   Rao ', phone: '020 7946 0958', timeZone: 'Europe/London' },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.updateFamily).toEqual({
      id: family.id,
      payerName: 'Sunita Rao',
      email: 'rao@example.org',
      phone: '+442079460958',
      timeZone: 'Europe/London',
    });
    expect(await found('7946')).toEqual(['rao@example.org']);
    const students = await admin('query($f: ID) { students(familyId: $f) { name timeZone } }', { f: family.id });
    expect(students.body.data.students).toEqual([
      { name: 'Leela Rao', timeZone: 'Europe/London' },
      { name: 'Arjun Rao', timeZone: 'Europe/London' },
    ]);
    const audit = await admin('{ auditLog(filter: { action: "family_update" }) { items { detail } } }');
    expect(audit.body.data.auditLog.items[0].detail).toContain('timeZone: Asia/Kolkata → Europe/London');
  });

  it('refuses an unknown zone, a phone that is not one and a long name, changing nothing', async () => {
    const [family] = (await admin(FAMILIES, { s: 'brooks' })).body.data.families;
    expect(refusedNaming(await admin(UPDATE, { id: family.id, input: { timeZone: 'Mars/Olympus' } }), 'timeZone')).toBe(
      'Must be a time zone, e.g. Asia/Kolkata',
    );
    refusedNaming(await admin(UPDATE, { id: family.id, input: { phone: 'call me', payerName: 'Sam' } }), 'phone');
    refusedNaming(await admin(UPDATE, { id: family.id, input: { payerName: 'x'.repeat(101) } }), 'payerName');
    const [after] = (await admin(FAMILIES, { s: 'brooks' })).body.data.families;
    expect(after).toEqual(family);
    const unknown = await admin(UPDATE, { id: 'no-such-family', input: { payerName: 'A' } });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
