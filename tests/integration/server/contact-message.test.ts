import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@school/common';
import { CREATE_CONTACT, contactMessage } from '../../fixtures/submissions';
import { graphql, postJson, postRaw } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp();
});
afterAll(async () => {
  await server?.stop();
});

const rest = () => `${server.url}/api/v1/submitcontact`;
const m = messages.contact;

describe('POST /api/v1/submitcontact', () => {
  it('stores the message and answers 201 with its id', async () => {
    const answer = await postJson(rest(), contactMessage);
    expect(answer.status).toBe(201);
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await server.db.query<Record<string, unknown>>('SELECT * FROM contact_messages WHERE id = ?', [
      answer.body.id,
    ]);
    expect(row).toMatchObject({
      name: contactMessage.name,
      email: contactMessage.email,
      message: contactMessage.message,
      status: 'new',
    });
  });

  it.each(['name', 'email', 'message'])('answers 400 when %s is missing, and stores nothing', async (field) => {
    const before = await server.db.count('contact_messages');
    const answer = await postJson(rest(), { ...contactMessage, [field]: undefined });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: m.required, code: 'BAD_USER_INPUT', errors: { [field]: m.required } });
    expect(await server.db.count('contact_messages')).toBe(before);
  });

  it('treats a blank field as missing', async () => {
    const answer = await postJson(rest(), { ...contactMessage, name: '   ' });
    expect(answer.body.errors).toEqual({ name: m.required });
  });

  it.each([
    'asha',
    'asha@',
    '@example.org',
    'asha@example',
    'as ha@example.org',
    'asha@@example.org',
    'asha@example..org',
  ])('rejects the email %j with the required message', async (email) => {
    const answer = await postJson(rest(), { ...contactMessage, email });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: m.email, errors: { email: m.email } });
  });

  it.each(['Asha 2', 'R2D2', 'Asha_Rao', '<b>Ann</b>'])(
    'rejects the name %j: digits and markup are not names',
    async (name) => {
      const answer = await postJson(rest(), { ...contactMessage, name });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: m.name, errors: { name: m.name } });
    },
  );

  it('checks the email before the name, as the site does', async () => {
    const answer = await postJson(rest(), { ...contactMessage, name: 'R2D2', email: 'nope' });
    expect(answer.body.message).toBe(m.email);
    expect(answer.body.errors).toEqual({ email: m.email, name: m.name });
  });

  it('accepts names in any script', async () => {
    const answer = await postJson(rest(), { ...contactMessage, name: 'अनन्या शर्मा' });
    expect(answer.status).toBe(201);
  });

  it('answers 400 to malformed JSON, a JSON array and a JSON string', async () => {
    expect((await postRaw(rest(), '{"name":', 'application/json')).status).toBe(400);
    expect((await postRaw(rest(), '[1,2]', 'application/json')).body.message).toBe(m.required);
    expect((await postRaw(rest(), '"hello"', 'application/json')).status).toBe(400);
  });

  it('answers 413 to an oversized body and 415 to an unsupported content type', async () => {
    const huge = await postJson(rest(), { ...contactMessage, message: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect((await postRaw(rest(), 'name=x', 'text/plain')).status).toBe(415);
    const form = new FormData();
    form.append('name', 'Asha');
    expect((await send(rest(), { method: 'POST', body: form })).status).toBe(415);
  });

  it('rejects a message over 5000 characters', async () => {
    const answer = await postJson(rest(), { ...contactMessage, message: 'x'.repeat(5001) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ message: messages.limits.message });
  });

  it('accepts a url-encoded form post too', async () => {
    const body = new URLSearchParams(contactMessage as unknown as Record<string, string>).toString();
    expect((await postRaw(rest(), body, 'application/x-www-form-urlencoded')).status).toBe(201);
  });
});

describe('mutation createContactMessage', () => {
  it('stores the message and returns its id', async () => {
    const answer = await graphql(server.url, CREATE_CONTACT, { input: contactMessage });
    expect(answer.body.errors).toBeUndefined();
    const id = answer.body.data.createContactMessage.id;
    expect(await server.db.query('SELECT id FROM contact_messages WHERE id = ?', [id])).toHaveLength(1);
  });

  it('rejects bad input with BAD_USER_INPUT and a per-field message map', async () => {
    const before = await server.db.count('contact_messages');
    const answer = await graphql(server.url, CREATE_CONTACT, { input: { name: 'R2D2', email: '', message: 'hi' } });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors[0]).toMatchObject({
      message: m.required,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: m.required, name: m.name } },
    });
    expect(JSON.stringify(answer.body)).not.toContain('R2D2');
    expect(await server.db.count('contact_messages')).toBe(before);
  });

  it('flags a filled honeypot as spam but answers like any other submission', async () => {
    const answer = await graphql(server.url, CREATE_CONTACT, {
      input: { ...contactMessage, website: 'http://spam.example' },
    });
    const id = answer.body.data.createContactMessage.id;
    const [row] = await server.db.query<{ spam: unknown }>('SELECT spam FROM contact_messages WHERE id = ?', [id]);
    expect(Boolean(row.spam)).toBe(true);
  });

  describe('spam signals add up to a score', () => {
    const spamOf = async (id: string) =>
      Boolean(
        (await server.db.query<{ spam: unknown }>('SELECT spam FROM contact_messages WHERE id = ?', [id]))[0].spam,
      );
    const links = 'See http://a.example and http://b.example and www.c.example';

    it("takes an old REST client's plain enquiry (no fill time) as a person's: 201, not flagged", async () => {
      const answer = await postJson(`${server.url}/api/v1/submitcontact`, {
        ...contactMessage,
        email: 'old.client@example.org',
      });
      expect(answer.status).toBe(201);
      expect(await spamOf(answer.body.id)).toBe(false);
    });

    it('flags a missing fill time together with spammy content, still answering 201', async () => {
      const rest = await postJson(`${server.url}/api/v1/submitcontact`, { ...contactMessage, message: links });
      expect(rest.status).toBe(201);
      expect(await spamOf(rest.body.id)).toBe(true);
      const markup = await graphql(server.url, CREATE_CONTACT, {
        input: { ...contactMessage, message: 'cheap [url=http://x.example]pills[/url]' },
      });
      expect(await spamOf(markup.body.data.createContactMessage.id)).toBe(true);
    });

    it('does not flag the same links from a form a person filled at a human pace', async () => {
      const answer = await graphql(server.url, CREATE_CONTACT, {
        input: { ...contactMessage, message: links, fillMs: 40_000 },
      });
      expect(await spamOf(answer.body.data.createContactMessage.id)).toBe(false);
    });

    it('flags a form sent faster than anyone types, whatever its content', async () => {
      const answer = await graphql(server.url, CREATE_CONTACT, { input: { ...contactMessage, fillMs: 900 } });
      expect(await spamOf(answer.body.data.createContactMessage.id)).toBe(true);
    });
  });
});
