/**
 * A student leaving and coming back (docs/requirements.md#students-leaving) through the real HTTP API on a real
 * database: the weekly lessons end on the last date and their times are free again, the student is `left`; a make-up
 * booked after the date, a date in the past, a second leave are refused naming the field with nothing written; a
 * student who left gets no new weekly lesson until staff record that they are back.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { SCHOOL_ZONE, schoolToday } from '../../helpers/school-clock';
import { addTeacher, BOOK, CREDITS, LESSONS, MARK, PLAN, refusedNaming, weeklyStudent } from './support';

const LONDON = 'Europe/London';
const LEAVE =
  'mutation($id: ID!, $last: String!) { endEnrolment(studentId: $id, lastDate: $last) { id status leftOn plans { lastDate } } }';
const REJOIN = 'mutation($id: ID!) { rejoinStudent(studentId: $id) { id status leftOn } }';
let server: TestApp;
let cookie: string;
let teacherId: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const student = (name: string, email: string, weekday: number, startTime: string) =>
  weeklyStudent(admin, server.url, { name, email, teacherId, teacherZone: LONDON, weekday, startTime });
const plus = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

async function lessonsOf(studentId: string) {
  const answer = await admin(LESSONS, {
    from: new Date().toISOString(),
    to: DateTime.now().plus({ weeks: 10 }).toISO(),
    studentId,
  });
  return answer.body.data.lessons as { id: string; startsAt: string; status: string }[];
}

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SESSION_SECRET: 'l'.repeat(40) }, s3: false });
  cookie = await signIn(server.url);
  teacherId = await addTeacher(admin, 'Nora Finch', LONDON);
}, 60_000);
afterAll(() => server?.stop());

describe('a student leaving', () => {
  it('ends the weekly lessons on the last date and frees their times', async () => {
    const ada = await student('Ada Lowe', 'lowe.leaving@example.org', 2, '16:00');
    const lastDate = plus(ada.firstDate, 14);
    const left = await admin(LEAVE, { id: ada.studentId, last: lastDate });
    expect(left.body.errors).toBeUndefined();
    expect(left.body.data.endEnrolment).toMatchObject({ status: 'left', leftOn: lastDate, plans: [{ lastDate }] });
    // three lessons stay (the first date, a week and two weeks after it); none after the last date
    const days = (await lessonsOf(ada.studentId)).map((l) =>
      DateTime.fromISO(l.startsAt, { zone: LONDON }).toISODate(),
    );
    expect(days).toEqual([ada.firstDate, plus(ada.firstDate, 7), lastDate]);
    // the teacher's Tuesdays at 16:00 are Ada's until the last date, free after it: another student takes them
    const ben = await student('Ben Hale', 'hale.after@example.org', 3, '09:00');
    const input = {
      studentId: ben.studentId,
      teacherId,
      course: 'guitar',
      weekday: 2,
      startTime: '16:00',
      minutes: 45,
    };
    const before = await admin(PLAN, { input: { ...input, firstDate: ada.firstDate } });
    expect(before.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    const after = await admin(PLAN, { input: { ...input, firstDate: plus(lastDate, 7) } });
    expect(after.body.errors).toBeUndefined();
    const audit = await admin('{ auditLog(filter: { action: "student_leave" }) { items { detail } } }');
    expect(audit.body.data.auditLog.items[0].detail).toBe(`Ada Lowe leaves after ${lastDate}; 1 weekly lesson(s) end`);
  });

  it('is refused naming the date: in the past, twice, or with a make-up booked after it', async () => {
    const dev = await student('Dev Shah', 'shah.leaving@example.org', 4, '10:00');
    expect(refusedNaming(await admin(LEAVE, { id: dev.studentId, last: plus(schoolToday(), -1) }), 'lastDate')).toBe(
      'Must not be in the past',
    );
    expect(refusedNaming(await admin(LEAVE, { id: dev.studentId, last: '2026-02-30' }), 'lastDate')).toBe(
      'Must be a date, YYYY-MM-DD',
    );
    // the school cancels the first lesson; the credit books a make-up a week after the leaving date
    const [first] = await lessonsOf(dev.studentId);
    expect((await admin(MARK, { id: first.id, status: 'CANCELLED_BY_SCHOOL' })).body.errors).toBeUndefined();
    const credit = (await admin(CREDITS, { id: dev.studentId })).body.data.makeUpCredits[0];
    const at = DateTime.fromISO(`${plus(dev.firstDate, 15)}T11:00`, { zone: LONDON });
    expect((await admin(BOOK, { credit: credit.id, at: at.toUTC().toISO() })).body.errors).toBeUndefined();
    const refused = refusedNaming(await admin(LEAVE, { id: dev.studentId, last: plus(dev.firstDate, 7) }), 'lastDate');
    expect(refused).toMatch(/^A make-up is booked on \d{4}-\d\d-\d\d: cancel it first, or choose that date or later$/);
    // nothing was written: the lessons after the date are still there, the student active
    expect((await lessonsOf(dev.studentId)).length).toBeGreaterThan(3);
    const left = await admin(LEAVE, { id: dev.studentId, last: plus(dev.firstDate, 21) });
    expect(left.body.data.endEnrolment.status).toBe('left');
    expect(refusedNaming(await admin(LEAVE, { id: dev.studentId, last: plus(dev.firstDate, 28) }), 'lastDate')).toBe(
      `Dev Shah has left already (last date ${plus(dev.firstDate, 21)})`,
    );
  });

  it('takes no new weekly lesson until the student is back', async () => {
    const eve = await student('Eve Lund', 'lund.back@example.org', 5, '12:00');
    await admin(LEAVE, { id: eve.studentId, last: schoolToday() });
    const input = {
      studentId: eve.studentId,
      teacherId,
      course: 'guitar',
      weekday: 5,
      startTime: '12:00',
      minutes: 45,
      firstDate: plus(eve.firstDate, 7),
    };
    expect(refusedNaming(await admin(PLAN, { input }), 'studentId')).toBe(
      'Eve Lund has left: record that they are back first',
    );
    const back = await admin(REJOIN, { id: eve.studentId });
    expect(back.body.data.rejoinStudent).toEqual({ id: eve.studentId, status: 'active', leftOn: null });
    expect((await admin(PLAN, { input })).body.errors).toBeUndefined();
    expect(refusedNaming(await admin(REJOIN, { id: eve.studentId }), 'studentId')).toBe('Eve Lund has not left');
    const unknown = await admin(LEAVE, { id: '00000000-0000-4000-8000-000000000000', last: schoolToday() });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('offers and books no make-up after the last date', async () => {
    const fay = await student('Fay Quinn', 'quinn.leaving@example.org', 1, '15:00');
    const lastDate = plus(fay.firstDate, 14);
    await admin(LEAVE, { id: fay.studentId, last: lastDate });
    const [first] = await lessonsOf(fay.studentId);
    expect((await admin(MARK, { id: first.id, status: 'CANCELLED_BY_SCHOOL' })).body.errors).toBeUndefined();
    const credit = (await admin(CREDITS, { id: fay.studentId })).body.data.makeUpCredits[0];
    const slots = await admin('query($c: ID!) { makeUpSlots(creditId: $c) { startsAt } }', { c: credit.id });
    const end = DateTime.fromISO(plus(lastDate, 1), { zone: SCHOOL_ZONE }).toMillis();
    const offered = slots.body.data.makeUpSlots.map((slot: { startsAt: string }) => Date.parse(slot.startsAt));
    expect(offered.length).toBeGreaterThan(0);
    expect(Math.max(...offered)).toBeLessThan(end);
    const late = DateTime.fromISO(`${plus(lastDate, 2)}T11:00`, { zone: LONDON });
    expect(refusedNaming(await admin(BOOK, { credit: credit.id, at: late.toUTC().toISO() }), 'startsAt')).toBe(
      `Fay Quinn has left: the last date with a lesson is ${lastDate}`,
    );
  });
});
