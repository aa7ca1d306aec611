/**
 * People (docs/requirements.md#people): submissions sent with the same email typed differently (case,
 * a trailing space, an accent composed or decomposed) are one person's, whose page merges their
 * submissions and what staff did; a recruiter's person is their applications and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL } from '../../fixtures/submissions';
import { addUser, ADMIN_ENV, gql, signIn, submitApplication } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

const COMPOSED = 'jos\u00e9@example.org';
const DECOMPOSED = 'jose\u0301@example.org';

let server: TestApp;
let admin: string;
let recruiter: string;
const ids: Record<string, string> = {};

const PERSON = `query($email: String!) {
  person(email: $email) {
    email names firstSeenAt lastSeenAt
    submissions { kind id name status spam summary }
    timeline { type kind submissionId summary actorEmail }
  }
}`;

const trial = async (name: string, email: string, category = 'guitar') =>
  (await graphql(server.url, CREATE_TRIAL, { input: { name, email, gender: 'female', category } })).body.data
    .createTrialRequest.id as string;

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  admin = await signIn(server.url);
  recruiter = await addUser(server.url, admin, 'recruiter@school.test', 'recruiter');
  ids.first = await trial('Asha Rao', 'Asha@Example.org ');
  ids.second = await trial('Asha R', 'asha@example.org', 'piano');
  ids.contact = (
    await graphql(server.url, CREATE_CONTACT, {
      input: { name: 'Asha Rao', email: ' ASHA@example.ORG', message: 'Weekend classes?' },
    })
  ).body.data.createContactMessage.id;
  ids.application = await submitApplication(server.url, {
    name: 'Asha Rao',
    email: 'asha@example.org',
    message: 'I teach sitar.',
  });
  ids.other = await trial('Someone Else', 'asha+kids@example.org');
  ids.composed = await trial('José Composed', COMPOSED);
  ids.decomposed = await trial('José Decomposed', DECOMPOSED);
  await gql(
    server.url,
    admin,
    'mutation($id: ID!) { updateTrialRequest(id: $id, input: {status: contacted, notes: "Called back"}) { id } }',
    {
      id: ids.first,
    },
  );
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('person', () => {
  it('merges every submission of one email, however it was typed, newest first', async () => {
    const { body } = await gql(server.url, admin, PERSON, { email: 'asha@example.org' });
    expect(body.errors).toBeUndefined();
    const person = body.data.person;
    expect(person.email).toBe('asha@example.org');
    expect(person.submissions.map((s: { id: string }) => s.id)).toEqual([
      ids.application,
      ids.contact,
      ids.second,
      ids.first,
    ]);
    expect(person.names).toEqual(['Asha Rao', 'Asha R']);
    expect(person.submissions.map((s: { summary: string }) => s.summary)).toEqual([
      'Teacher application',
      'Contact message',
      'Trial request (Piano)',
      'Trial request (Guitar)',
    ]);
    // a "+tag" is someone else's address: not guessed at
    expect(person.submissions.map((s: { id: string }) => s.id)).not.toContain(ids.other);
  });

  it('finds the same person from any spelling of the email', async () => {
    const { body } = await gql(server.url, admin, PERSON, { email: '  ASHA@EXAMPLE.ORG ' });
    expect(body.data.person.submissions).toHaveLength(4);
  });

  it('treats an accent typed as one character or as a letter and a combining mark as the same person', async () => {
    for (const email of [COMPOSED, DECOMPOSED]) {
      const { body } = await gql(server.url, admin, PERSON, { email });
      expect(body.data.person.email).toBe(COMPOSED);
      expect(body.data.person.submissions.map((s: { id: string }) => s.id).sort()).toEqual(
        [ids.composed, ids.decomposed].sort(),
      );
    }
  });

  it('shows on the timeline the submissions, the status change and the note, with who did it', async () => {
    const { body } = await gql(server.url, admin, PERSON, { email: 'asha@example.org' });
    const timeline = body.data.person.timeline as { type: string; summary: string; actorEmail: string }[];
    expect(timeline.filter((entry) => entry.type === 'submission')).toHaveLength(4);
    expect(timeline).toContainEqual(
      expect.objectContaining({
        type: 'status',
        submissionId: ids.first,
        summary: 'Status: New → Contacted',
        actorEmail: 'head@school.test',
      }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ type: 'note', submissionId: ids.first, summary: 'Edited the notes' }),
    );
  });

  it('answers null for an email nobody used', async () => {
    const { body } = await gql(server.url, admin, PERSON, { email: 'nobody@example.org' });
    expect(body.data.person).toBeNull();
  });

  it('counts the other enquiries on each submission', async () => {
    const { body } = await gql(
      server.url,
      admin,
      'query($id: ID!) { trialRequest(id: $id) { personEmail otherEnquiries } }',
      { id: ids.first },
    );
    expect(body.data.trialRequest).toEqual({ personEmail: 'asha@example.org', otherEnquiries: 3 });
  });

  it('counts them for every row of a list at once', async () => {
    const { body } = await gql(server.url, admin, '{ trialRequests { items { id otherEnquiries } } }');
    const counts = Object.fromEntries(
      body.data.trialRequests.items.map((row: { id: string; otherEnquiries: number }) => [row.id, row.otherEnquiries]),
    );
    expect(counts).toEqual({
      [ids.first]: 3,
      [ids.second]: 3,
      [ids.other]: 0,
      [ids.composed]: 1,
      [ids.decomposed]: 1,
    });
  });
});

describe("a recruiter's person", () => {
  it('lists applications only, and no trial or contact on the timeline', async () => {
    const { body } = await gql(server.url, recruiter, PERSON, { email: 'asha@example.org' });
    expect(body.errors).toBeUndefined();
    expect(body.data.person.submissions.map((s: { kind: string }) => s.kind)).toEqual(['teacher-application']);
    expect(new Set(body.data.person.timeline.map((entry: { kind: string }) => entry.kind))).toEqual(
      new Set(['teacher-application']),
    );
    expect(JSON.stringify(body)).not.toContain('Weekend classes');
  });

  it('counts only applications among the other enquiries, and finds no one with trials only', async () => {
    const counted = await gql(
      server.url,
      recruiter,
      'query($id: ID!) { teacherApplication(id: $id) { otherEnquiries } }',
      { id: ids.application },
    );
    expect(counted.body.data.teacherApplication.otherEnquiries).toBe(0);
    const { body } = await gql(server.url, recruiter, PERSON, { email: COMPOSED });
    expect(body.data.person).toBeNull();
  });
});
