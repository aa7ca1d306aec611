/**
 * A weekly lesson over time (docs/requirements.md#enrolment), through the real GraphQL API on SQLite or PostgreSQL:
 * changed from a date on (history kept: the lessons before, and those already marked, stay), refused whole when the
 * new time is taken, ended when the student stops; and the daily job that keeps open plans a year ahead, once a day
 * whatever the number of runs.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher, ENROL, LESSONS, MARK, nextWeekday, PLAN, refusedNaming, trialRequest } from './support';

const ZONE = 'Europe/London';
const CHANGE =
  'mutation($id: ID!, $input: LessonPlanChangeInput!) { changeLessonPlan(planId: $id, input: $input) { id weekday startTime minutes firstDate lastDate teacherId } }';
const END = 'mutation($id: ID!, $last: String!) { endLessonPlan(planId: $id, lastDate: $last) { id lastDate } }';
let server: TestApp;
let cookie: string;
let teacherId: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const week = (n: number, weekday = 2) => nextWeekday(ZONE, weekday, n);

async function student(name: string) {
  const id = await trialRequest(server.url, name, `${name.split(' ')[0].toLowerCase()}@example.org`);
  return (await admin(ENROL, { id })).body.data.enrolStudent.id as string;
}

async function plan(studentId: string, weekday: number, startTime: string, firstDate: string, lastDate?: string) {
  const answer = await admin(PLAN, {
    input: {
      studentId,
      teacherId,
      course: 'guitar',
      weekday,
      startTime,
      minutes: 45,
      firstDate,
      lastDate: lastDate ?? null,
    },
  });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createLessonPlan.id as string;
}

async function lessonsOf(studentId: string) {
  const from = DateTime.now().minus({ days: 1 });
  const answer = await admin(LESSONS, {
    from: from.toUTC().toISO(),
    to: from.plus({ days: 92 }).toUTC().toISO(),
    studentId,
  });
  return (answer.body.data.lessons as { id: string; startsAt: string; status: string }[]).map((l) => ({
    ...l,
    local: DateTime.fromISO(l.startsAt, { zone: ZONE }).toFormat('yyyy-MM-dd ccc HH:mm'),
  }));
}

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: 'p'.repeat(40) }, s3: false });
  cookie = await signIn(server.url);
  teacherId = await addTeacher(admin, 'Emma Clarke', ZONE);
}, 60_000);
afterAll(() => server?.stop());

describe('changing a weekly lesson from a date on', () => {
  it('keeps the lessons before the date and the marked ones; the new time from the date', async () => {
    const asha = await student('Asha Rao');
    const planId = await plan(asha, 2, '16:00', week(1), week(6));
    const before = await lessonsOf(asha);
    expect(before).toHaveLength(6);
    // the fourth is marked ahead (notice): it stays
    await admin(MARK, { id: before[3].id, status: 'ABSENT_WITH_NOTICE' });
    const changed = await admin(CHANGE, {
      id: planId,
      input: { fromDate: week(3), weekday: 4, startTime: '17:00', minutes: 60 },
    });
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data.changeLessonPlan).toMatchObject({
      weekday: 4,
      startTime: '17:00',
      minutes: 60,
      firstDate: week(3),
      lastDate: week(6),
    });
    const after = await lessonsOf(asha);
    expect(after.map((l) => l.local)).toEqual(
      [
        `${week(1)} Tue 16:00`,
        `${week(2)} Tue 16:00`,
        `${week(4)} Tue 16:00`,
        ...[3, 4, 5].map((n) => `${week(n, 4)} Thu 17:00`),
      ].sort(),
    );
    expect(after.find((l) => l.local === `${week(4)} Tue 16:00`)?.status).toBe('ABSENT_WITH_NOTICE');
    const plans = await admin('query($id: ID!) { student(id: $id) { plans { firstDate lastDate weekday } } }', {
      id: asha,
    });
    expect(plans.body.data.student.plans).toEqual([
      { firstDate: week(1), lastDate: DateTime.fromISO(week(3)).minus({ days: 1 }).toISODate(), weekday: 2 },
      { firstDate: week(3), lastDate: week(6), weekday: 4 },
    ]);
    // the Tuesday hour from week 3 is the teacher's to give again (but week 4's, still held by the marked lesson)
    const bina = await student('Bina Das');
    await plan(bina, 2, '16:00', week(5));
  });

  it('may move by a quarter of an hour over its own old lessons', async () => {
    const chitra = await student('Chitra Iyer');
    const planId = await plan(chitra, 5, '10:00', week(1, 5), week(3, 5));
    const moved = await admin(CHANGE, { id: planId, input: { fromDate: week(1, 5), startTime: '10:15' } });
    expect(moved.body.errors).toBeUndefined();
    expect((await lessonsOf(chitra)).map((l) => l.local.slice(-5))).toEqual(['10:15', '10:15', '10:15']);
  });

  it('changes nothing when the new time is taken, and names bad input', async () => {
    const dev = await student('Dev Nair');
    const planId = await plan(dev, 1, '09:00', week(1), week(4));
    const other = await student('Esha Pillai');
    await plan(other, 1, '11:00', week(1));
    const before = await lessonsOf(dev);
    const taken = await admin(CHANGE, { id: planId, input: { fromDate: week(2, 1), startTime: '11:15' } });
    expect(taken.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    expect(await lessonsOf(dev)).toEqual(before);
    refusedNaming(await admin(CHANGE, { id: planId, input: { fromDate: '2020-01-01' } }), 'fromDate');
    refusedNaming(await admin(CHANGE, { id: planId, input: { fromDate: week(2, 1), minutes: 50 } }), 'minutes');
    refusedNaming(await admin(CHANGE, { id: planId, input: { fromDate: week(8, 1) } }), 'fromDate');
    const unknown = await admin(CHANGE, { id: '00000000-0000-4000-8000-000000000000', input: { fromDate: week(2) } });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('ends when the student stops: the lessons after the last date go', async () => {
    const farah = await student('Farah Khan');
    const planId = await plan(farah, 3, '12:00', week(1, 3));
    const ended = await admin(END, { id: planId, last: week(2, 3) });
    expect(ended.body.data.endLessonPlan.lastDate).toBe(week(2, 3));
    expect((await lessonsOf(farah)).map((l) => l.local.slice(0, 10))).toEqual([week(1, 3), week(2, 3)]);
  });
});

describe('the daily job', () => {
  it('keeps an open plan a year ahead, once a day, and leaves a plan with a last date alone', async () => {
    const gita = await student('Gita Menon');
    const open = await plan(gita, 6, '09:00', week(1, 6));
    const hari = await student('Hari Singh');
    const closed = await plan(hari, 6, '11:00', week(1, 6), week(3, 6));
    const count = async (planId: string) =>
      Number(
        (
          await server.app.dataSource.query<{ n: number | string }[]>(
            `SELECT COUNT(*) AS n FROM lessons WHERE plan_id = '${planId}'`,
          )
        )[0].n,
      );
    const [openBefore, closedBefore] = [await count(open), await count(closed)];
    expect(closedBefore).toBe(3);
    const horizon = server.app.admin.lessons.horizon;
    const later = new Date(Date.now() + 14 * 86_400_000);
    const report = await horizon.runOnce(later);
    expect(report).not.toBeNull();
    expect(await count(open)).toBe(openBefore + 2);
    expect(await count(closed)).toBe(3);
    // the same school day again: already run
    expect(await horizon.runOnce(later)).toBeNull();
    expect(await count(open)).toBe(openBefore + 2);
  });
});
