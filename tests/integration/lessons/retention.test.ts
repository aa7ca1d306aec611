/**
 * The trial funnel's last step (docs/requirements.md#trial-funnel), on a real database: of the students enrolled 90
 * days ago or more, those whose weekly lesson still ran on the 90th day. Enrolment and plans are made through the API,
 * then moved back in time in the database (a plan cannot be set in the past through the API).
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher, ENROL, nextWeekday, PLAN, trialRequest } from './support';
import { forDatabase } from '../../../server/src/db/dialect';

const ZONE = 'Asia/Kolkata';
const FUNNEL =
  'query($d: Int!) { trialFunnel(days: $d) { course enrolled enrolledLongAgo stillEnrolled stillEnrolledRate } }';
let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

/** Runs SQL with `?` placeholders on either database; instants as the driver stores them. */
async function run(text: string, params: unknown[]) {
  const pg = server.app.dataSource.options.type === 'postgres';
  const value = (p: unknown) => (p instanceof Date && !pg ? p.toISOString().replace('T', ' ').replace('Z', '') : p);
  await server.app.dataSource.query(forDatabase(server.app.dataSource, text), params.map(value));
}

/** A student enrolled `daysAgo` days ago with a weekly plan from then, ending `endsAfter` days later (or open). */
async function enrolled(name: string, daysAgo: number, endsAfter: number | null) {
  const teacherId = await addTeacher(admin, `Teacher ${name}`, ZONE);
  const requestId = await trialRequest(server.url, name, `${name.split(' ')[0].toLowerCase()}@example.org`);
  const student = (await admin(ENROL, { id: requestId })).body.data.enrolStudent.id as string;
  const plan = await admin(PLAN, {
    input: {
      studentId: student,
      teacherId,
      course: 'guitar',
      weekday: 2,
      startTime: '10:00',
      minutes: 45,
      firstDate: nextWeekday(ZONE, 2),
    },
  });
  expect(plan.body.errors).toBeUndefined();
  const then = DateTime.now().setZone(ZONE).minus({ days: daysAgo });
  await run('UPDATE students SET created_at = ? WHERE id = ?', [then.toJSDate(), student]);
  await run('UPDATE trial_requests SET created_at = ? WHERE id = ?', [then.minus({ days: 7 }).toJSDate(), requestId]);
  await run('UPDATE lesson_plans SET first_date = ?, last_date = ? WHERE student_id = ?', [
    then.toISODate(),
    endsAfter === null ? null : then.plus({ days: endsAfter }).toISODate(),
    student,
  ]);
}

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: 'z'.repeat(40) }, s3: false });
  cookie = await signIn(server.url);
  await enrolled('Asha Rao', 120, null); // still coming
  await enrolled('Bela Sen', 150, 30); // stopped after a month
  await enrolled('Chitra Iyer', 100, 95); // stopped after the 90th day: counted as stayed
  await enrolled('Dev Anand', 20, null); // too recent to tell
}, 60_000);
afterAll(() => server?.stop());

describe('still enrolled after 90 days', () => {
  it('counts, of those enrolled 90 days ago or more, the ones whose lesson ran on the 90th day', async () => {
    const rows = (await admin(FUNNEL, { d: 365 })).body.data.trialFunnel;
    expect(rows.find((row: { course: string }) => row.course === 'guitar')).toEqual({
      course: 'guitar',
      enrolled: 4,
      enrolledLongAgo: 3,
      stillEnrolled: 2,
      stillEnrolledRate: 2 / 3,
    });
    // in the last 30 days' requests, nobody can be told yet
    const recent = (await admin(FUNNEL, { d: 30 })).body.data.trialFunnel.at(-1);
    expect(recent).toMatchObject({ enrolled: 1, enrolledLongAgo: 0, stillEnrolled: 0, stillEnrolledRate: null });
  });
});
