/**
 * Moving one lesson (docs/requirements.md#lesson-moves), through the real HTTP API on a real database: the lesson
 * goes to its new time (or teacher) and holds the teacher's time there; the family is mailed the move through a real
 * SMTP server with an updated invite (same UID, a higher SEQUENCE, read with ical.js); what cannot be is refused
 * naming the field, with nothing written; a weekly lesson moved away from a day does not come back there when the
 * plan is computed again (a closure added and taken back over that day).
 */
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { addTeacher, ENROL, LESSONS, MARK, nextWeekday, PLAN, refusedNaming, trialRequest } from './support';

const LONDON = 'Europe/London';
const HOUR = 3_600_000;
const MOVE =
  'mutation($id: ID!, $at: DateTimeISO!, $teacher: ID) { moveLesson(lessonId: $id, startsAt: $at, teacherId: $teacher) { id startsAt endsAt teacherId plannedAt } }';
let server: TestApp;
let sink: SmtpSink;
let cookie: string;
let teacherId: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

async function weekly(name: string, email: string, startTime: string, teacher = teacherId) {
  const student = (await admin(ENROL, { id: await trialRequest(server.url, name, email) })).body.data.enrolStudent;
  const firstDate = nextWeekday(LONDON, 2);
  const plan = await admin(PLAN, {
    input: {
      studentId: student.id,
      teacherId: teacher,
      course: 'guitar',
      weekday: 2,
      startTime,
      minutes: 45,
      firstDate,
    },
  });
  expect(plan.body.errors).toBeUndefined();
  const from = DateTime.fromISO(firstDate, { zone: LONDON });
  const listed = await admin(LESSONS, {
    from: from.toISO(),
    to: from.plus({ weeks: 3 }).toISO(),
    studentId: student.id,
  });
  return {
    studentId: student.id as string,
    zone: student.family.timeZone as string,
    lessons: listed.body.data.lessons as { id: string; startsAt: string }[],
  };
}

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  server = await buildTestApp({
    env: { ...ADMIN_ENV, ...NOTIFY_ENV, SMTP_URL: sink.url, SESSION_SECRET: 'm'.repeat(40) },
    s3: false,
  });
  cookie = await signIn(server.url);
  teacherId = await addTeacher(admin, 'Tara Quinn', LONDON);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

describe('moving a lesson', () => {
  it('moves it, holds the new time and mails the family an updated invite', async () => {
    const { zone, lessons } = await weekly('Ada Okafor', 'okafor.moves@example.org', '16:00');
    const lesson = lessons[0];
    const at = new Date(new Date(lesson.startsAt).getTime() + 26 * HOUR);
    const moved = await admin(MOVE, { id: lesson.id, at: at.toISOString() });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data.moveLesson).toMatchObject({
      startsAt: at.toISOString(),
      endsAt: new Date(at.getTime() + 45 * 60_000).toISOString(),
      plannedAt: lesson.startsAt,
    });
    // the old time is free again, the new one is taken
    const other = await weekly('Ben Ito', 'ito.moves@example.org', '17:00');
    expect((await admin(MOVE, { id: other.lessons[0].id, at: lesson.startsAt })).body.errors).toBeUndefined();
    const clash = await admin(MOVE, { id: other.lessons[1].id, at: at.toISOString() });
    expect(clash.body.errors[0].extensions.code).toBe('SLOT_TAKEN');

    const key = `lesson.${lesson.id}.1.moved`;
    await until(() => sink.mails.some((m) => m.header('x-school-delivery') === key), 'the letter');
    const mail = await simpleParser(sink.mails.find((m) => m.header('x-school-delivery') === key)!.raw);
    const when = (iso: string | Date) =>
      DateTime.fromJSDate(new Date(iso), { zone }).toFormat("cccc d LLLL 'at' HH:mm");
    expect(mail.subject).toBe(`Moved: Guitar lesson, now ${when(at)}`);
    expect(mail.text).toContain(`Ada Okafor's guitar lesson of ${when(lesson.startsAt)} moves to ${when(at)}`);
    const part = mail.attachments.find((p) => p.contentType === 'text/calendar')!;
    const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.getFirstPropertyValue('uid')).toBe(`lesson-${lesson.id}@school.test`);
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate()).toEqual(at);
  });

  it('refuses what cannot be, naming the field, and changes nothing', async () => {
    const { lessons, studentId } = await weekly('Cara Diaz', 'diaz.moves@example.org', '10:00');
    const [first, second] = lessons;
    const start = new Date(first.startsAt);
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
    expect(
      refusedNaming(await admin(MOVE, { id: first.id, at: new Date(Date.now() - HOUR).toISOString() }), 'startsAt'),
    ).toBe('A lesson can be moved to the future only');
    expect(
      refusedNaming(
        await admin(MOVE, { id: first.id, at: new Date(start.getTime() + 60_000).toISOString() }),
        'startsAt',
      ),
    ).toMatch(/5-minute mark/);
    expect(refusedNaming(await admin(MOVE, { id: first.id, at: first.startsAt }), 'startsAt')).toBe(
      'The lesson is at that time already',
    );
    // the student's other lesson, with another teacher
    const colleague = await addTeacher(admin, 'Priya Nair', LONDON, ['guitar']);
    const plan = await admin(PLAN, {
      input: {
        studentId,
        teacherId: colleague,
        course: 'guitar',
        weekday: 2,
        startTime: '12:00',
        minutes: 45,
        firstDate: nextWeekday(LONDON, 2),
      },
    });
    expect(plan.body.errors).toBeUndefined();
    expect(refusedNaming(await admin(MOVE, { id: first.id, at: at(2) }), 'startsAt')).toBe(
      'The student has another lesson then',
    );
    const pianist = await addTeacher(admin, 'Ola Berg', LONDON, ['piano']);
    expect(refusedNaming(await admin(MOVE, { id: first.id, at: at(3), teacher: pianist }), 'teacherId')).toMatch(
      /does not teach guitar/,
    );
    await admin(MARK, { id: second.id, status: 'CANCELLED_BY_SCHOOL' });
    expect(refusedNaming(await admin(MOVE, { id: second.id, at: at(3) }), 'lessonId')).toBe(
      'Only a lesson still to come can be moved',
    );
    // nothing moved
    const listed = await admin(LESSONS, { from: first.startsAt, to: at(1), teacherId });
    expect(listed.body.data.lessons.map((l: { id: string }) => l.id)).toContain(first.id);
    // to another teacher of the course: their time is held, the first teacher's freed
    const moved = await admin(MOVE, { id: first.id, at: at(5), teacher: colleague });
    expect(moved.body.data.moveLesson.teacherId).toBe(colleague);
  });

  it('keeps a weekly lesson moved off a day away from it when the plan is computed again', async () => {
    const { lessons } = await weekly('Dev Shah', 'shah.moves@example.org', '08:00');
    const lesson = lessons[1];
    const day = DateTime.fromISO(lesson.startsAt, { zone: LONDON }).toISODate()!;
    const at = new Date(new Date(lesson.startsAt).getTime() + 48 * HOUR).toISOString();
    expect((await admin(MOVE, { id: lesson.id, at })).body.errors).toBeUndefined();
    const closure = await admin('mutation($input: ClosureInput!) { addSchoolClosure(input: $input) { id } }', {
      input: { name: 'Staff day', firstDate: day, lastDate: day },
    });
    expect(closure.body.errors).toBeUndefined();
    const removed = await admin('mutation($id: ID!) { removeSchoolClosure(id: $id) }', {
      id: closure.body.data.addSchoolClosure.id,
    });
    expect(removed.body.errors).toBeUndefined();
    const from = DateTime.fromISO(day, { zone: LONDON });
    const sameDay = await admin(LESSONS, { from: from.toISO(), to: from.plus({ days: 1 }).toISO(), teacherId });
    expect(sameDay.body.data.lessons.map((l: { startsAt: string }) => l.startsAt)).not.toContain(lesson.startsAt);
    // the daily job computing the year ahead does not put it back either
    await server.app.admin.lessons.horizon.runOnce(new Date());
    const again = await admin(LESSONS, { from: from.toISO(), to: from.plus({ days: 1 }).toISO(), teacherId });
    expect(again.body.data.lessons.map((l: { startsAt: string }) => l.startsAt)).not.toContain(lesson.startsAt);
  });
});
