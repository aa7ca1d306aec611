/**
 * The optional phone number of the trial and contact forms (docs/requirements.md#phone), through
 * GraphQL and the REST shims: stored in E.164, refused under `phone` with nothing written, exported
 * in the CSV. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@school/common';
import { CREATE_CONTACT, CREATE_TRIAL, contactMessage, trialRequest } from '../../fixtures/submissions';
import { ADMIN_ENV, get, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql, postJson } from '../../helpers/http';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV });
});
afterAll(async () => {
  await server?.stop();
});

const phoneOf = async (table: string, id: string) =>
  (await server.db.query<{ phone: string | null }>(`SELECT phone FROM ${table} WHERE id = ?`, [id]))[0].phone;
const counts = async () => [await server.db.count('trial_requests'), await server.db.count('contact_messages')];

describe('a phone number with the form', () => {
  it('is stored in E.164 from the trial form (GraphQL) and the contact form (REST)', async () => {
    const trial = await graphql(server.url, CREATE_TRIAL, {
      input: { ...trialRequest, email: 'phone.trial@example.org', phone: '+91 98765 43210' },
    });
    expect(trial.body.errors).toBeUndefined();
    expect(await phoneOf('trial_requests', trial.body.data.createTrialRequest.id)).toBe('+919876543210');

    const contact = await postJson(`${server.url}/api/v1/submitcontact`, {
      ...contactMessage,
      phone: '+44 20 7946-0958',
    });
    expect(contact.status).toBe(201);
    expect(await phoneOf('contact_messages', contact.body.id)).toBe('+442079460958');
  });

  it('is optional: left out or empty, the row has none', async () => {
    const left = await graphql(server.url, CREATE_CONTACT, { input: contactMessage });
    expect(await phoneOf('contact_messages', left.body.data.createContactMessage.id)).toBeNull();
    const empty = await postJson(`${server.url}/api/v1/submittrial`, { ...trialRequest, phone: '  ' });
    expect(empty.status).toBe(201);
    expect(await phoneOf('trial_requests', empty.body.id)).toBeNull();
  });

  it.each([
    ['an invalid number', '+91 12345', messages.phone.invalid],
    ['letters', 'call me after six', messages.phone.invalid],
    ['a national number without its country code', '098765 43210', messages.phone.countryCode],
  ])('refuses %s under `phone` (BAD_USER_INPUT, 400) and writes nothing', async (_, phone, message) => {
    const before = await counts();
    const trial = await graphql(server.url, CREATE_TRIAL, { input: { ...trialRequest, phone } });
    expect(trial.body.data).toBeNull();
    expect(trial.body.errors[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { phone: message } },
    });
    const contact = await graphql(server.url, CREATE_CONTACT, { input: { ...contactMessage, phone } });
    expect(contact.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { phone: message },
    });
    const rest = await postJson(`${server.url}/api/v1/submitcontact`, { ...contactMessage, phone });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message, code: 'BAD_USER_INPUT', errors: { phone: message } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a phone sent as a JSON number through REST (its leading 0 or + is gone)', async () => {
    const answer = await postJson(`${server.url}/api/v1/submitcontact`, { ...contactMessage, phone: 9876543210 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ phone: messages.phone.invalid });
  });

  it("keeps the form's own message first when another field fails too", async () => {
    const answer = await postJson(`${server.url}/api/v1/submittrial`, { ...trialRequest, email: 'nope', phone: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: messages.trial.email,
      errors: { email: messages.trial.email, phone: messages.phone.invalid },
    });
  });

  it('is a column of both CSV exports', async () => {
    const cookie = await signIn(server.url);
    for (const file of ['trial-requests', 'contact-messages']) {
      const csv = (await get(`${server.url}/admin/export/${file}.csv`, cookie)).body as string;
      const [header, ...rows] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header.split(',')[4]).toBe('phone');
      // a leading + is how a spreadsheet formula starts: the number is written with its country code in
      // brackets, which every spreadsheet keeps as text, as written (tests/integration/admin/spreadsheet.system.test.ts)
      expect(
        rows.some(
          (row) => row.split(',')[4] === (file === 'trial-requests' ? '(+91) 98765 43210' : '(+44) 20 7946 0958'),
        ),
      ).toBe(true);
    }
  });
});
