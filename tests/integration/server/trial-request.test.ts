import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@school/common';
import { CREATE_TRIAL, trialRequest } from '../../fixtures/submissions';
import { graphql, postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp();
});
afterAll(async () => {
  await server?.stop();
});

const rest = () => `${server.url}/api/v1/submittrial`;
const m = messages.trial;

describe('POST /api/v1/submittrial', () => {
  it.each(['hindustanivocal ', 'bollywoodvocal ', 'hindustanivocal', 'piano', 'guitar', 'tabla'])(
    'stores a request for %j with the category trimmed',
    async (category) => {
      const answer = await postJson(rest(), { ...trialRequest, category });
      expect(answer.status).toBe(201);
      const [row] = await server.db.query('SELECT * FROM trial_requests WHERE id = ?', [answer.body.id]);
      expect(row).toMatchObject({
        category: category.trim(),
        gender: 'female',
        status: 'new',
        name: trialRequest.name,
      });
    },
  );

  it.each(['name', 'email', 'gender', 'category'])('answers 400 when %s is missing', async (field) => {
    const answer = await postJson(rest(), { ...trialRequest, [field]: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: m.required, code: 'BAD_USER_INPUT', errors: { [field]: m.required } });
  });

  it("answers 400 when the category is 'none' (not selected)", async () => {
    const before = await server.db.count('trial_requests');
    const answer = await postJson(rest(), { ...trialRequest, category: 'none' });
    expect(answer.body).toMatchObject({ message: m.required, errors: { category: m.required } });
    expect(await server.db.count('trial_requests')).toBe(before);
  });

  it.each(['Asha 2', '-Asha', 'Asha--Rao', "Asha.'Rao", '<b>Asha</b>', '!!!'])('rejects the name %j', async (name) => {
    const answer = await postJson(rest(), { ...trialRequest, name });
    expect(answer.body).toMatchObject({ message: m.name, errors: { name: m.name } });
  });

  it.each(["D'Souza", 'Rao, Anil', 'Anil K. Rao', 'Mary-Jane', 'José Ñúñez'])('accepts the name %j', async (name) => {
    expect((await postJson(rest(), { ...trialRequest, name })).status).toBe(201);
  });

  it('checks the name before the email, as the site does', async () => {
    const answer = await postJson(rest(), { ...trialRequest, name: 'R2', email: 'x' });
    expect(answer.body.message).toBe(m.name);
    expect(answer.body.errors).toEqual({ name: m.name, email: m.email });
  });

  it('rejects an unknown gender or course', async () => {
    expect((await postJson(rest(), { ...trialRequest, gender: 'robot' })).body.errors).toEqual({
      gender: messages.limits.gender,
    });
    expect((await postJson(rest(), { ...trialRequest, category: 'drums' })).body.errors).toEqual({
      category: messages.limits.category,
    });
  });
});

describe('mutation createTrialRequest', () => {
  it('stores the request', async () => {
    const answer = await graphql(server.url, CREATE_TRIAL, { input: trialRequest });
    const id = answer.body.data.createTrialRequest.id;
    expect(await server.db.query('SELECT id FROM trial_requests WHERE id = ?', [id])).toHaveLength(1);
  });

  it('rejects a missing field with BAD_USER_INPUT', async () => {
    const answer = await graphql(server.url, CREATE_TRIAL, { input: { ...trialRequest, gender: null } });
    expect(answer.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { gender: m.required } });
  });
});
