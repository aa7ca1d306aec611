/**
 * School closures (docs/requirements.md#closures) through the real GraphQL API, on SQLite or PostgreSQL: a closure
 * takes the unmarked weekly lessons on its days out of the calendar (marked ones stay), plans and the daily job skip
 * closed days, and removing it puts the lessons back where the teacher is still free; bad input names its field.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher, ENROL, LESSONS, MARK, nextWeekday, PLAN, refusedNaming, trialRequest } from './support';

const ZONE = 'Asia/Kolkata'; // the school's zone in the tests, and the teacher's
const ADD = 'mutation($input: ClosureInput!) { addSchoolClosure(input: $input) { id name firstDate lastDate } }';
const REMOVE = 'mutation($id: ID!) { removeSchoolClosure(id: $id) }';
let server: TestApp;
let cookie: string;
let teacherId: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const tuesday = (n: number) => nextWeekday(ZONE, 2, n);

async function studentWithPlan(
  name: string,
  weekday: number,
  time: string,
  firstDate: string,
  lastDate: string | null,
) {
  const id = await trialRequest(server.url, name, `${name.split(' ')[0].toLowerCase()}@example.org`);
  const student = (await admin(ENROL, { id })).body.data.enrolStudent.id as string;
  const plan = await admin(PLAN, {
    input: {
      studentId: student,
      teacherId,
      course: 'guitar',
      weekday,
      startTime: time,
      minutes: 45,
      firstDate,
      lastDate,
    },
  });
  expect(plan.body.errors).toBeUndefined();
  return { student, planId: plan.body.data.createLessonPlan.id as string };
}

async function daysOf(student: string) {
  const from = DateTime.now().minus({ days: 1 });
  const answer = await admin(LESSONS, {
    from: from.toUTC().toISO(),
    to: from.plus({ days: 90 }).toUTC().toISO(),
    studentId: student,
  });
  return (answer.body.data.lessons as { id: string; startsAt: string; status: string }[]).map((l) => ({
    id: l.id,
    status: l.status,
    day: DateTime.fromISO(l.startsAt, { zone: ZONE }).toISODate()!,
  }));
}

beforeAll(async () => {
  server = await buildTestApp({
    env: { ...ADMIN_ENV, SESSION_SECRET: 'c'.repeat(40), SCHOOL_TIME_ZONE: ZONE },
    s3: false,
  });
  cookie = await signIn(server.url);
  teacherId = await addTeacher(admin, 'Ravi Menon', ZONE);
}, 60_000);
afterAll(() => server?.stop());

describe('a school closure', () => {
  it('takes the unmarked lessons on its days out, keeps the marked ones, and gives them back when removed', async () => {
    const asha = await studentWithPlan('Asha Rao', 2, '10:00', tuesday(1), tuesday(4));
    const before = await daysOf(asha.student);
    expect(before.map((l) => l.day)).toEqual([1, 2, 3, 4].map(tuesday));
    await admin(MARK, { id: before[2].id, status: 'ABSENT_WITH_NOTICE' });
    const closed = await admin(ADD, {
      input: { name: '  Diwali\u0007 break ', firstDate: tuesday(2), lastDate: tuesday(3) },
    });
    expect(closed.body.errors).toBeUndefined();
    expect(closed.body.data.addSchoolClosure).toMatchObject({
      name: 'Diwali break',
      firstDate: tuesday(2),
      lastDate: tuesday(3),
    });
    // week 2 goes; week 3 was marked (a notice ahead) and stays
    expect((await daysOf(asha.student)).map((l) => l.day)).toEqual([tuesday(1), tuesday(3), tuesday(4)]);
    // a plan set now skips the closed days
    const bina = await studentWithPlan('Bina Das', 2, '12:00', tuesday(1), tuesday(4));
    expect((await daysOf(bina.student)).map((l) => l.day)).toEqual([tuesday(1), tuesday(4)]);
    // the freed hour of week 2 is given to a trial class meanwhile
    const requestId = await trialRequest(server.url, 'Tara Iyer', 'tara@example.org');
    const at = DateTime.fromISO(tuesday(2), { zone: ZONE }).set({ hour: 10 }).toUTC().toISO();
    const booked = await admin(
      'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at) { id } }',
      { id: requestId, at },
    );
    expect(booked.body.errors).toBeUndefined();
    const reopened = await admin(REMOVE, { id: closed.body.data.addSchoolClosure.id });
    expect(reopened.body.errors).toBeUndefined();
    // Bina's two come back; Asha's week 2 does not (the teacher is busy then)
    expect(reopened.body.data.removeSchoolClosure).toBe(2);
    expect((await daysOf(bina.student)).map((l) => l.day)).toEqual([1, 2, 3, 4].map(tuesday));
    expect((await daysOf(asha.student)).map((l) => l.day)).toEqual([tuesday(1), tuesday(3), tuesday(4)]);
    const list = await admin('{ schoolClosures { id } }');
    expect(list.body.data.schoolClosures).toEqual([]);
  });

  it('is skipped by the daily job that keeps open plans a year ahead', async () => {
    const open = await studentWithPlan('Chitra Iyer', 4, '15:00', nextWeekday(ZONE, 4, 1), null);
    const count = async () =>
      Number(
        (
          await server.app.dataSource.query<{ n: number | string }[]>(
            `SELECT COUNT(*) AS n FROM lessons WHERE plan_id = '${open.planId}'`,
          )
        )[0].n,
      );
    const before = await count();
    // the first of the two Thursdays the job will add (a year and a bit ahead) is closed
    const today = DateTime.now().setZone(ZONE).startOf('day');
    const window = Array.from({ length: 14 }, (_, i) => today.plus({ days: 366 + i }));
    const firstThursday = window.find((d) => d.weekday === 4)!.toISODate()!;
    const closed = await admin(ADD, {
      input: { name: 'Founders day', firstDate: firstThursday, lastDate: firstThursday },
    });
    expect(closed.body.errors).toBeUndefined();
    await server.app.admin.lessons.horizon.runOnce(new Date(Date.now() + 14 * 86_400_000));
    expect(await count()).toBe(before + 1);
  });

  it('names the field of bad input', async () => {
    const good = { name: 'Holi', firstDate: tuesday(5), lastDate: tuesday(5) };
    refusedNaming(await admin(ADD, { input: { ...good, name: '   ' } }), 'name');
    refusedNaming(await admin(ADD, { input: { ...good, firstDate: '2027-02-30' } }), 'firstDate');
    refusedNaming(await admin(ADD, { input: { ...good, lastDate: tuesday(4) } }), 'lastDate');
    refusedNaming(
      await admin(ADD, { input: { ...good, firstDate: '2020-01-01', lastDate: '2020-01-02' } }),
      'lastDate',
    );
    refusedNaming(
      await admin(ADD, { input: { ...good, lastDate: DateTime.fromISO(tuesday(5)).plus({ days: 366 }).toISODate() } }),
      'lastDate',
    );
    const unknown = await admin(REMOVE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
