/**
 * A teacher's leave (docs/requirements.md#teacher-leave) through the real GraphQL API, on SQLite or PostgreSQL: the
 * teacher's lessons on those days are cancelled by the school with a credit each, the days are held (no trial slot,
 * no new lesson there), a trial class in the way refuses the leave whole, and taking the leave back frees the days.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { addTeacher, CREDITS, ENROL, LESSONS, nextWeekday, PLAN, refusedNaming, trialRequest } from './support';

const ZONE = 'Europe/London';
const ADD = 'mutation($input: TeacherLeaveInput!) { addTeacherLeave(input: $input) { id firstDate lastDate reason } }';
let server: TestApp;
let cookie: string;
let teacherId: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const monday = (n: number) => nextWeekday(ZONE, 1, n);

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: 'l'.repeat(40) }, s3: false });
  cookie = await signIn(server.url);
  teacherId = await addTeacher(admin, 'Emma Clarke', ZONE);
}, 60_000);
afterAll(() => server?.stop());

describe("a teacher's leave", () => {
  it('cancels the lessons on its days with a credit each, and holds the days', async () => {
    const requestId = await trialRequest(server.url, 'Asha Rao', 'asha@example.org');
    const student = (await admin(ENROL, { id: requestId })).body.data.enrolStudent.id as string;
    const plan = await admin(PLAN, {
      input: {
        studentId: student,
        teacherId,
        course: 'guitar',
        weekday: 1,
        startTime: '10:00',
        minutes: 45,
        firstDate: monday(1),
        lastDate: monday(4),
      },
    });
    expect(plan.body.errors).toBeUndefined();
    const leave = await admin(ADD, {
      input: {
        teacherId,
        firstDate: monday(2),
        lastDate: DateTime.fromISO(monday(3)).plus({ days: 6 }).toISODate(),
        reason: 'Family wedding',
      },
    });
    expect(leave.body.errors).toBeUndefined();
    const from = DateTime.fromISO(monday(1), { zone: ZONE });
    const lessons = (
      await admin(LESSONS, {
        from: from.toUTC().toISO(),
        to: from.plus({ weeks: 4 }).toUTC().toISO(),
        studentId: student,
      })
    ).body.data.lessons as { status: string }[];
    expect(lessons.map((l) => l.status)).toEqual([
      'SCHEDULED',
      'CANCELLED_BY_SCHOOL',
      'CANCELLED_BY_SCHOOL',
      'SCHEDULED',
    ]);
    const credits = (await admin(CREDITS, { id: student })).body.data.makeUpCredits as { state: string }[];
    expect(credits.map((c) => c.state)).toEqual(['AVAILABLE', 'AVAILABLE']);
    // no trial slot on the leave's days; a weekly lesson there is refused
    const day = DateTime.fromISO(monday(2), { zone: ZONE });
    const slots = await graphql(
      server.url,
      'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt } }',
      { from: day.toUTC().toISO(), to: day.plus({ days: 1 }).toUTC().toISO() },
    );
    expect(slots.body.data.trialSlots).toEqual([]);
    const other = (await admin(ENROL, { id: await trialRequest(server.url, 'Bina Das', 'bina@example.org') })).body.data
      .enrolStudent.id;
    const refused = await admin(PLAN, {
      input: {
        studentId: other,
        teacherId,
        course: 'guitar',
        weekday: 3,
        startTime: '12:00',
        minutes: 30,
        firstDate: nextWeekday(ZONE, 3, 2),
        lastDate: nextWeekday(ZONE, 3, 2),
      },
    });
    expect(refused.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    // taken back: the days are free again
    const removed = await admin('mutation($id: ID!) { removeTeacherLeave(id: $id) }', {
      id: leave.body.data.addTeacherLeave.id,
    });
    expect(removed.body.data.removeTeacherLeave).toBe(true);
    const again = await admin(PLAN, {
      input: {
        studentId: other,
        teacherId,
        course: 'guitar',
        weekday: 3,
        startTime: '12:00',
        minutes: 30,
        firstDate: nextWeekday(ZONE, 3, 2),
        lastDate: nextWeekday(ZONE, 3, 2),
      },
    });
    expect(again.body.errors).toBeUndefined();
  });

  it('is refused whole when a trial class is booked on its days', async () => {
    const requestId = await trialRequest(server.url, 'Tara Iyer', 'tara@example.org');
    const at = DateTime.fromISO(nextWeekday(ZONE, 5, 2), { zone: ZONE })
      .set({ hour: 9 })
      .toUTC()
      .toISO();
    const booked = await admin(
      'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at) { id } }',
      { id: requestId, at },
    );
    expect(booked.body.errors).toBeUndefined();
    const refused = await admin(ADD, {
      input: { teacherId, firstDate: nextWeekday(ZONE, 5, 2), lastDate: nextWeekday(ZONE, 5, 2) },
    });
    expect(refused.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    expect(refused.body.errors[0].message).toMatch(
      /Emma Clarke has a trial class on Friday .*09:00: move or cancel it first/,
    );
    expect(
      (await admin('query($t: ID!) { teacherLeave(teacherId: $t) { id } }', { t: teacherId })).body.data.teacherLeave,
    ).toEqual([]);
  });

  it('names the field of bad input', async () => {
    const good = { teacherId, firstDate: monday(6), lastDate: monday(6) };
    refusedNaming(
      await admin(ADD, { input: { ...good, teacherId: '00000000-0000-4000-8000-000000000000' } }),
      'teacherId',
    );
    refusedNaming(await admin(ADD, { input: { ...good, lastDate: monday(5) } }), 'lastDate');
    refusedNaming(
      await admin(ADD, { input: { ...good, firstDate: '2020-01-01', lastDate: '2020-01-02' } }),
      'lastDate',
    );
    refusedNaming(
      await admin(ADD, { input: { ...good, lastDate: DateTime.fromISO(monday(6)).plus({ days: 92 }).toISODate() } }),
      'lastDate',
    );
  });
});
