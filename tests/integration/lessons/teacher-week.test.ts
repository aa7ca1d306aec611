/**
 * The teacher's own week through the real GraphQL API (docs/requirements.md#teacher-week), on SQLite or on
 * PostgreSQL (TEST_DATABASE_URL): a `teacher` account is the teacher with its email; it sees and marks only its own
 * lessons, sees only its own students (never their family's contact details), declares its own leave, and reads its
 * month for payroll. Every reach into another teacher's is FORBIDDEN and changes nothing.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import {
  addTeacher,
  ENROL,
  LESSONS,
  MARK,
  moveLesson,
  nextWeekday,
  PLAN,
  refusedNaming,
  trialRequest,
} from './support';

let server: TestApp;
let cookie: string;
let teacherCookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const asTeacher = (query: string, variables: Record<string, unknown> = {}) =>
  gql(server.url, teacherCookie, query, variables);
const LONDON = 'Europe/London';
const KOLKATA = 'Asia/Kolkata';
const ids: Record<string, string> = {};
const lessonsOf: Record<string, { id: string; startsAt: string }[]> = {};

const codeOf = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.code;

async function enrolWithPlan(name: string, email: string, teacherId: string, zone: string) {
  const enrolled = await admin(ENROL, { id: await trialRequest(server.url, name, email) });
  expect(enrolled.body.errors).toBeUndefined();
  const student = enrolled.body.data.enrolStudent.id as string;
  const firstDate = nextWeekday(zone, 2);
  const plan = await admin(PLAN, {
    input: { studentId: student, teacherId, course: 'guitar', weekday: 2, startTime: '16:00', minutes: 60, firstDate },
  });
  expect(plan.body.errors).toBeUndefined();
  const from = DateTime.fromISO(firstDate, { zone });
  const listed = await admin(LESSONS, {
    from: from.toUTC().toISO(),
    to: from.plus({ weeks: 5 }).toUTC().toISO(),
    studentId: student,
  });
  lessonsOf[student] = listed.body.data.lessons;
  return student;
}

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
  ids.tara = await addTeacher(admin, 'Tara Quinn', LONDON);
  ids.ravi = await addTeacher(admin, 'Ravi Menon', KOLKATA);
  const teachers = await admin('{ teachers { id email } }');
  const taraEmail = teachers.body.data.teachers.find((t: { id: string }) => t.id === ids.tara).email as string;
  // the family lives in Sydney: Tara sees its local time beside hers
  ids.mine = await enrolWithPlan('Mia Brooks', 'brooks.family@example.org', ids.tara, LONDON);
  ids.theirs = await enrolWithPlan('Arjun Rao', 'rao.family@example.org', ids.ravi, KOLKATA);
  await server.app.dataSource.query(
    server.app.dataSource.options.type === 'postgres'
      ? "UPDATE families SET time_zone = 'Australia/Sydney' WHERE email = $1"
      : "UPDATE families SET time_zone = 'Australia/Sydney' WHERE email = ?",
    ['brooks.family@example.org'],
  );
  teacherCookie = await addUser(server.url, cookie, taraEmail.toUpperCase(), 'teacher');
}, 60_000);
afterAll(() => server?.stop());

describe('a teacher account', () => {
  it('is made only for the email of a teacher in Teachers', async () => {
    const made = await admin(
      'mutation { createAdminUser(input: { email: "nobody@school.test", password: "a long enough password", role: "teacher" }) { id } }',
    );
    expect(refusedNaming(made, 'role')).toMatch(/No teacher in Teachers has this email/);
    const recruiter = await admin(
      'mutation { createAdminUser(input: { email: "rita@school.test", password: "a long enough password", role: "recruiter" }) { id } }',
    );
    const moved = await admin(
      'mutation($id: ID!) { updateAdminUser(id: $id, input: { role: "teacher" }) { id role } }',
      {
        id: recruiter.body.data.createAdminUser.id,
      },
    );
    refusedNaming(moved, 'role');
  });

  it('knows who it is and sees only its own lessons and students, with each family’s zone', async () => {
    const me = await asTeacher('{ me { role } myTeacher { id name timeZone } }');
    expect(me.body.data).toEqual({
      me: { role: 'teacher' },
      myTeacher: { id: ids.tara, name: 'Tara Quinn', timeZone: LONDON },
    });
    const week = await asTeacher(LESSONS, {
      from: new Date().toISOString(),
      to: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(week.body.errors).toBeUndefined();
    const seen = week.body.data.lessons as { teacherId: string; studentId: string }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((l) => l.teacherId === ids.tara && l.studentId === ids.mine)).toBe(true);
    // even when asking for the other teacher's student, only its own lessons come (none)
    const other = await asTeacher(LESSONS, {
      from: new Date().toISOString(),
      to: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      studentId: ids.theirs,
    });
    expect(other.body.data.lessons).toEqual([]);
    const students = await asTeacher('{ students { id name timeZone } }');
    expect(students.body.data.students).toEqual([{ id: ids.mine, name: 'Mia Brooks', timeZone: 'Australia/Sydney' }]);
  });

  it('is refused another teacher’s lessons, students, leave and month, and family contact details', async () => {
    const window = { from: new Date().toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
    expect(codeOf(await asTeacher(LESSONS, { ...window, teacherId: ids.ravi }))).toBe('FORBIDDEN');
    expect(codeOf(await asTeacher('query($id: ID!) { student(id: $id) { id } }', { id: ids.theirs }))).toBe(
      'FORBIDDEN',
    );
    const theirLesson = lessonsOf[ids.theirs][0];
    const marked = await asTeacher(MARK, { id: theirLesson.id, status: 'CANCELLED_BY_SCHOOL' });
    expect(codeOf(marked)).toBe('FORBIDDEN');
    const untouched = await admin(LESSONS, {
      from: theirLesson.startsAt,
      to: new Date(new Date(theirLesson.startsAt).getTime() + 60_000).toISOString(),
      studentId: ids.theirs,
    });
    expect(untouched.body.data.lessons[0]).toMatchObject({ id: theirLesson.id, status: 'SCHEDULED' });
    const leave = await asTeacher(
      'mutation($id: ID!) { addTeacherLeave(input: { teacherId: $id, firstDate: "2099-01-05", lastDate: "2099-01-06" }) { id } }',
      { id: ids.ravi },
    );
    expect(codeOf(leave)).toBe('FORBIDDEN');
    expect(
      codeOf(
        await asTeacher('query($id: ID!) { teacherMonth(month: "2027-01", teacherId: $id) { taught } }', {
          id: ids.ravi,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(await asTeacher('{ teacherMonths(month: "2027-01") { teacherId } }'))).toBe('FORBIDDEN');
    const family = await asTeacher('{ students { id family { email phone } } }');
    expect(codeOf(family)).toBe('FORBIDDEN');
    expect(JSON.stringify(family.body)).not.toContain('brooks.family@example.org');
    // and none of the admin's other screens
    expect(codeOf(await asTeacher('{ trialRequests { total } }'))).toBe('FORBIDDEN');
    expect(codeOf(await asTeacher('{ teachers { id } }'))).toBe('FORBIDDEN');
  });

  it('marks its own lessons with a note, and its month counts them for payroll', async () => {
    const [first, second, third] = lessonsOf[ids.mine];
    // time passes: two lessons have been given
    const taughtAt = new Date(Date.now() - 3 * 3_600_000);
    await moveLesson(server.app.dataSource, first.id, taughtAt);
    await moveLesson(server.app.dataSource, second.id, new Date(taughtAt.getTime() + 3_600_000));
    const attended = await asTeacher(MARK, {
      id: first.id,
      status: 'ATTENDED',
      note: 'Chords C, G, D; practise daily',
    });
    expect(attended.body.data.markAttendance).toMatchObject({
      status: 'ATTENDED',
      note: 'Chords C, G, D; practise daily',
    });
    expect((await asTeacher(MARK, { id: second.id, status: 'ABSENT' })).body.data.markAttendance.status).toBe('ABSENT');
    const notice = await asTeacher(MARK, { id: third.id, status: 'ABSENT_WITH_NOTICE' });
    expect(notice.body.data.markAttendance.status).toBe('ABSENT_WITH_NOTICE');
    const audit = await admin('{ auditLog { items { action actorEmail } } }');
    const marks = audit.body.data.auditLog.items.filter((e: { action: string }) => e.action === 'lesson_mark');
    expect(marks.slice(0, 3).map((e: { actorEmail: string }) => e.actorEmail)).toEqual(
      Array(3).fill(expect.stringMatching(/^tara\./)),
    );

    const month = DateTime.fromJSDate(taughtAt, { zone: LONDON }).toFormat('yyyy-MM');
    const report = await asTeacher(
      'query($m: String!) { teacherMonth(month: $m) { teacherId month timeZone attended noShows absentWithNotice cancelled taught minutesTaught unmarked } }',
      { m: month },
    );
    expect(report.body.errors).toBeUndefined();
    expect(report.body.data.teacherMonth).toMatchObject({
      teacherId: ids.tara,
      month,
      timeZone: LONDON,
      attended: 1,
      noShows: 1,
      taught: 2,
      minutesTaught: 120,
      unmarked: 0,
    });
    refusedNaming(await asTeacher('{ teacherMonth(month: "2027-13") { taught } }'), 'month');
    const all = await admin('query($m: String!) { teacherMonths(month: $m) { teacherName taught } }', { m: month });
    expect(all.body.data.teacherMonths).toEqual([
      { teacherName: 'Ravi Menon', taught: 0 },
      { teacherName: 'Tara Quinn', taught: 2 },
    ]);
    const csv = await get(`${server.url}/admin/export/payroll.csv?month=${month}`, cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="payroll-${month}.csv"`);
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^teacherName,month,timeZone,taught,minutesTaught,attended,noShows/);
    const tara = lines.find((line) => line.startsWith('Tara Quinn,'))!.split(',');
    // teacherName, month, timeZone, taught, minutesTaught, attended, noShows, makeUps, …, unmarked
    expect(tara.slice(0, 8)).toEqual(['Tara Quinn', month, 'Europe/London', '2', '120', '1', '1', '0']);
    expect(tara[10]).toBe('0');
    const refused = await get(`${server.url}/admin/export/payroll.csv?month=2027-13`, cookie);
    expect(refused.status).toBe(400);
    expect((await get(`${server.url}/admin/export/payroll.csv?month=${month}`, teacherCookie)).status).toBe(403);
  });

  it('declares its own leave: its lessons on those days are cancelled with a credit', async () => {
    const later = lessonsOf[ids.mine][3];
    const leaveDay = DateTime.fromISO(later.startsAt, { zone: LONDON }).toISODate();
    const leave = await asTeacher(
      'mutation($id: ID!, $d: String!) { addTeacherLeave(input: { teacherId: $id, firstDate: $d, lastDate: $d }) { id } }',
      { id: ids.tara, d: leaveDay },
    );
    expect(leave.body.errors).toBeUndefined();
    const listed = await asTeacher('query($id: ID!) { teacherLeave(teacherId: $id) { firstDate lastDate } }', {
      id: ids.tara,
    });
    expect(listed.body.data.teacherLeave).toEqual([{ firstDate: leaveDay, lastDate: leaveDay }]);
    const after = await asTeacher(LESSONS, {
      from: later.startsAt,
      to: new Date(new Date(later.startsAt).getTime() + 60_000).toISOString(),
    });
    expect(after.body.data.lessons[0]).toMatchObject({ id: later.id, status: 'CANCELLED_BY_SCHOOL' });

    // another teacher's leave cannot be taken back; its own can
    const theirs = await admin(
      'mutation($id: ID!) { addTeacherLeave(input: { teacherId: $id, firstDate: "2099-01-05", lastDate: "2099-01-06" }) { id } }',
      { id: ids.ravi },
    );
    const REMOVE = 'mutation($id: ID!) { removeTeacherLeave(id: $id) }';
    expect(codeOf(await asTeacher(REMOVE, { id: theirs.body.data.addTeacherLeave.id }))).toBe('FORBIDDEN');
    expect((await asTeacher(REMOVE, { id: leave.body.data.addTeacherLeave.id })).body.data.removeTeacherLeave).toBe(
      true,
    );
    const ravis = await admin('query($id: ID!) { teacherLeave(teacherId: $id) { id } }', { id: ids.ravi });
    expect(ravis.body.data.teacherLeave).toHaveLength(1);
  });
});
