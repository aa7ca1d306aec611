/**
 * Values normalised at the gate, through the API over the real database: links stored
 * as their serialised form and refused when the text holds CR/LF; names refuse control characters; one
 * email rule for forms, school details, teachers and users (no display name, no group syntax); reply
 * limits checked on the filled reply. Every refusal names its field and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';

let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

const CREATE_TEACHER =
  'mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id name email meetingUrl } }';
const teacher = (fields: Record<string, unknown>) => ({
  name: 'Meera Iyer',
  email: 'meera@school.test',
  courses: ['piano'],
  timeZone: 'Asia/Kolkata',
  ...fields,
});
const fieldErrors = (answer: { body: any }) => {
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return answer.body.errors[0].extensions.fieldErrors as Record<string, string>;
};

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('teachers', () => {
  it('refuses a meeting link with CR/LF and a name with a line break, naming the field; nothing is stored', async () => {
    const link = await admin(CREATE_TEACHER, {
      input: teacher({ meetingUrl: 'https://meet.example/a"b\r\nX-INJ2:1<script>' }),
    });
    expect(fieldErrors(link)).toEqual({ meetingUrl: 'A link without spaces, line breaks or control characters' });
    const name = await admin(CREATE_TEACHER, { input: teacher({ name: 'Meera\r\nX-Injected: 1' }) });
    expect(fieldErrors(name)).toEqual({ name: 'One line of text, without control characters or line breaks' });
    const email = await admin(CREATE_TEACHER, { input: teacher({ email: 'Meera <meera@school.test>' }) });
    expect(fieldErrors(email)).toEqual({ email: 'Please enter a valid email address' });
    expect((await admin('{ teachers { id } }')).body.data.teachers).toEqual([]);
  });

  it('stores a meeting link as the URL parser serialises it', async () => {
    const created = await admin(CREATE_TEACHER, { input: teacher({ meetingUrl: 'https://Meet.Example/a"b<script>' }) });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createTeacher.meetingUrl).toBe('https://meet.example/a%22b%3Cscript%3E');
  });
});

describe('one email rule everywhere', () => {
  it.each([['"x"<a@b.cc>'], ['grp:a@b.cc;'], ['Asha <asha@example.org>']])(
    'the trial form refuses %j naming email',
    async (email) => {
      const answer = await graphql(
        server.url,
        'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id } }',
        { input: { name: 'Asha Rao', email, gender: 'female', category: 'piano' } },
      );
      expect(Object.keys(fieldErrors(answer))).toEqual(['email']);
    },
  );

  it('school details refuse a support email with markup, naming supportEmail', async () => {
    const current = (
      await admin(
        '{ schoolDetails { name supportEmail companySiteLabel companySiteUrl foundedYear copyrightYear socialLinks { label href } } }',
      )
    ).body.data.schoolDetails;
    const answer = await admin('mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { name } }', {
      input: { ...current, supportEmail: 'a"><script>alert(1)</script>@x.co' },
    });
    expect(fieldErrors(answer)).toEqual({ supportEmail: 'A valid email' });
    const url = await admin('mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { name } }', {
      input: { ...current, companySiteUrl: 'https://school.example/\r\nX: 1' },
    });
    expect(fieldErrors(url)).toEqual({ companySiteUrl: 'An http(s) link' });
  });

  it('a dashboard account refuses a display name or group syntax, naming email', async () => {
    for (const email of ['Ravi <ravi@school.test>', 'staff:ravi@school.test;']) {
      const answer = await admin('mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }', {
        input: { email, password: 'long enough password', role: 'editor' },
      });
      expect(fieldErrors(answer)).toEqual({ email: 'Enter a valid email address' });
    }
  });
});

describe('replies', () => {
  it('checks the length limits on the filled reply: 100 KB of {{email}} is refused, naming body', async () => {
    const created = await graphql(
      server.url,
      'mutation($input: CreateContactMessageInput!) { createContactMessage(input: $input) { id } }',
      { input: { name: 'Long Address', email: `${'l'.repeat(60)}@example.org`, message: 'Hello' } },
    );
    const id = created.body.data.createContactMessage.id as string;
    const body = '{{email}}'.repeat(Math.floor((100 * 1024) / 9) - 1);
    const answer = await admin(
      'mutation($id: ID!, $b: String!) { sendReply(submissionId: $id, subject: "Hi", body: $b) { id } }',
      {
        id,
        b: body,
      },
    );
    expect(fieldErrors(answer)).toEqual({ body: 'At most 100 KB once its variables are filled' });
    const timeline = await admin('query($id: ID!) { contactMessage(id: $id) { status } }', { id });
    expect(timeline.body.data.contactMessage.status).toBe('new');
  });
});
