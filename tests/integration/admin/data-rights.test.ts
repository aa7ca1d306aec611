/**
 * A person's data rights (docs/requirements.md#data-rights): the export hands over everything held
 * about them with their resume; the erasure leaves nothing of them in the lists, the CSV exports, the
 * outbox, the audit log or the object store, even when the store is down at the time; a second erasure
 * finds nothing. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, pdfBytes } from '../../fixtures/submissions';
import { ADMIN_ENV, get, gql, signIn, submitApplication } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { startS3Store, type S3Store } from '../../helpers/server';
import { readZip } from '../../helpers/zip';

const HOUR = 3_600_000;
const ASHA = 'asha@example.org';
const RESUME_TEXT = 'Asha-resume-unique-words';
const ERASE = 'mutation($email: String!) { erasePerson(email: $email) { submissions resumes mails bookings } }';

let dir: string;
let store: S3Store;
let server: TestApp;
let cookie: string;
const asha: Record<string, string> = {};
let belaApplication: string;

const admin = async (query: string, variables: Record<string, unknown> = {}) => {
  const answer = await gql(server.url, cookie, query, variables);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data;
};

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of store.client.listObjectsV2(server.bucket, '', true) as AsyncIterable<{ name?: string }>)
    if (item.name) keys.push(item.name);
  return keys;
}

/** Everything a staff member can read about submissions, as one text: lists, CSV exports, outbox, audit log. */
async function everythingVisible(): Promise<string> {
  const lists = await admin(`{
    trialRequests(params: {perPage: 100}) { items { id name email } }
    contactMessages(params: {perPage: 100}) { items { id name email message } }
    teacherApplications(params: {perPage: 100}) { items { id name email resumeName resumeDownloadPath } }
    notifications(params: {perPage: 100}) { items { id recipient submissionId } }
    auditLog(params: {perPage: 100}) { items { summary detail target } }
  }`);
  const csvs = await Promise.all(
    ['trial-requests', 'contact-messages', 'teacher-applications'].map(
      async (list) => (await get(`${server.url}/admin/export/${list}.csv`, cookie)).body as string,
    ),
  );
  return JSON.stringify(lists) + csvs.join('\n');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rights-store-'));
  store = await startS3Store(dir);
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      SESSION_SECRET: 's'.repeat(40),
      RETENTION_SPAM_DAYS: '14',
    },
    s3: store,
  });
  cookie = await signIn(server.url);

  // one person writing three ways: spaces and capitals do not make another person
  const trial = await graphql(
    server.url,
    'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id } }',
    { input: { name: 'Asha Rao', email: ' Asha@Example.org ', gender: 'female', category: 'guitar' } },
  );
  asha.trial = trial.body.data.createTrialRequest.id;
  const contact = await graphql(server.url, CREATE_CONTACT, {
    input: { name: 'Asha Rao', email: ASHA, message: 'Please call me on 98450 12345 about guitar.' },
  });
  expect(contact.body.errors).toBeUndefined();
  asha.contact = contact.body.data.createContactMessage.id;
  asha.application = await submitApplication(
    server.url,
    { name: 'Asha Rao', email: 'ASHA@example.org', message: 'I teach guitar.' },
    'Asha Rao CV.pdf',
    pdfBytes(RESUME_TEXT),
  );
  belaApplication = await submitApplication(
    server.url,
    { name: 'Bela Sen', email: 'bela@example.org', message: 'I teach sitar.' },
    'bela.pdf',
    pdfBytes('bela'),
  );
  await graphql(server.url, CREATE_CONTACT, {
    input: { name: 'Bela Sen', email: 'bela@example.org', message: 'A question about sitar.' },
  });

  // a booked trial class, with its mails in the outbox
  const teacher = await admin(
    'mutation { createTeacher(input: {name: "Ravi Menon", email: "ravi@school.test", courses: ["guitar"], timeZone: "UTC"}) { id } }',
  );
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
  await admin(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly) { id } }',
    {
      id: teacher.createTeacher.id,
      weekly,
    },
  );
  const slots = await graphql(
    server.url,
    'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt teacherId } }',
    { from: new Date().toISOString(), to: new Date(Date.now() + 72 * HOUR).toISOString() },
  );
  await admin('mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at) { id } }', {
    id: asha.trial,
    at: slots.body.data.trialSlots[0].startsAt,
  });
  // she is enrolled, with a weekly lesson next week
  const student = await admin('mutation($id: ID!) { enrolStudent(trialRequestId: $id) { id } }', { id: asha.trial });
  const nextWeek = new Date(Date.now() + 8 * 24 * HOUR);
  const plan = await admin('mutation($input: LessonPlanInput!) { createLessonPlan(input: $input) { id } }', {
    input: {
      studentId: student.enrolStudent.id,
      teacherId: teacher.createTeacher.id,
      course: 'guitar',
      weekday: ((nextWeek.getUTCDay() + 6) % 7) + 1,
      startTime: '09:00',
      minutes: 45,
      firstDate: nextWeek.toISOString().slice(0, 10),
    },
  });
  asha.plan = plan.createLessonPlan.id;
  // staff looked for her: the audit log quotes her address, and a recruiter opened her resume
  await get(`${server.url}/admin/export/trial-requests.csv?q=${ASHA}`, cookie);
  await get(`${server.url}/admin/resumes/${asha.application}`, cookie);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await store?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('export of a person', () => {
  it('hands over every submission, the booking, the mails and the resume in one zip', async () => {
    const answer = await get(
      `${server.url}/admin/people/export?email=${encodeURIComponent(' asha@EXAMPLE.org')}`,
      cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const files = readZip(answer.raw);
    const person = JSON.parse(files.get('person.json')!.toString('utf8'));
    expect(person.email).toBe(ASHA);
    expect(person.submissions['trial-request'].map((row: { id: string }) => row.id)).toEqual([asha.trial]);
    expect(person.submissions['contact-message'][0].message).toContain('98450 12345');
    expect(person.submissions['teacher-application'][0].resumeName).toBe('Asha Rao CV.pdf');
    expect(person.bookings).toHaveLength(1);
    // what the lessons feature keeps: her family, the student, the weekly lesson and its lessons
    expect(person.records.families.map((f: { email: string }) => f.email)).toEqual([ASHA]);
    expect(person.records.students).toHaveLength(1);
    expect(person.records.lessonPlans.map((p: { id: string }) => p.id)).toEqual([asha.plan]);
    expect(person.records.lessons.length).toBeGreaterThan(40); // the year ahead of weekly lessons
    expect(person.records.makeUpCredits).toEqual([]);
    expect(JSON.stringify(person.records)).not.toMatch(/calendar_version|token/);
    expect(person.mails.some((mail: { recipient: string }) => mail.recipient.toLowerCase() === ASHA)).toBe(true);
    const resume = [...files.keys()].find((name) => name.startsWith('resumes/'));
    expect(resume).toBe(`resumes/${asha.application}-Asha Rao CV.pdf`);
    expect(files.get(resume!)!.toString('latin1')).toContain(RESUME_TEXT);
    expect(JSON.stringify(person)).not.toContain('Bela');

    const audit = await admin('{ auditLog(filter: {action: "person_export"}) { items { summary detail } } }');
    expect(audit.auditLog.items).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/asha/i);
    expect(audit.auditLog.items[0].detail).toMatch(/^exported a person [0-9a-f]{64}$/);
    // the sentence staff read: a short reference, never the 64-character hash
    expect(audit.auditLog.items[0].summary).toMatch(
      /^Head \(head@[^)]+\) exported everything held about a person \(reference [0-9a-f]{8}\)$/,
    );
  });

  it('is for admins only', async () => {
    expect((await get(`${server.url}/admin/people/export?email=${ASHA}`, null)).status).toBe(401);
  });
});

describe('erasure of a person', () => {
  it('with the store down: the rows go at once, the resume once the store is back', async () => {
    // this test runs the sweep itself: the server's own first tick (a second after its start) must not race it
    await server.app.sweep.stop();
    expect(await everythingVisible()).toMatch(/asha/i);
    await store.stop();
    const first = await admin(ERASE, { email: 'Asha@example.ORG' });
    expect(first.erasePerson).toEqual({ submissions: 3, resumes: 1, mails: expect.any(Number), bookings: 1 });
    expect(first.erasePerson.mails).toBeGreaterThanOrEqual(3); // staff notices of each submission, the booking mail

    store = await startS3Store(dir, store);
    expect((await storedKeys()).some((key) => key.includes('Asha'))).toBe(true); // not removed yet
    const swept = await server.app.sweep.runOnce();
    expect(swept.pending).toBe(1);
    const keys = await storedKeys();
    expect(keys.some((key) => key.includes('Asha'))).toBe(false);
    expect(keys).toHaveLength(1); // Bela's

    const visible = await everythingVisible();
    expect(visible).not.toMatch(/asha/i);
    expect(visible).not.toContain('98450');
    expect(visible).toContain('bela@example.org');
    const audit = await admin('{ auditLog(filter: {action: "person_erase"}) { items { summary detail } } }');
    expect(audit.auditLog.items[0].detail).toMatch(/^erased a person [0-9a-f]{64}$/);
    const app = await gql(server.url, cookie, `{ teacherApplication(id: "${belaApplication}") { resumeName } }`);
    expect(app.body.data.teacherApplication.resumeName).toBe('bela.pdf');
  });

  it('a second call, or an unknown email, reports zeros; an empty one is refused', async () => {
    const zeros = { submissions: 0, resumes: 0, mails: 0, bookings: 0 };
    expect((await admin(ERASE, { email: ASHA })).erasePerson).toEqual(zeros);
    expect((await admin(ERASE, { email: 'nobody@example.org' })).erasePerson).toEqual(zeros);
    const empty = await gql(server.url, cookie, ERASE, { email: '  ' });
    expect(empty.body.errors[0].extensions.fieldErrors).toEqual({ email: 'Give the email to erase' });
  });

  it('the sweep removes a resume object no row names, once it is old enough', async () => {
    await store.client.putObject(server.bucket, 'resumes/left-behind.pdf', pdfBytes('orphan'));
    expect((await server.app.sweep.runOnce()).orphans).toBe(0); // may be an upload still on its way
    expect((await server.app.sweep.runOnce(new Date(Date.now() + 2 * HOUR))).orphans).toBe(1);
    expect(await storedKeys()).toHaveLength(1);
    expect((await storedKeys())[0]).not.toContain('left-behind');
  });
});
