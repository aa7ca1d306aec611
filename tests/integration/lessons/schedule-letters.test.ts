/**
 * Letters about a family's schedule (docs/requirements.md#lesson-letters) through a real SMTP server: a weekly lesson
 * changed from a date on tells the family its new day and time in its own zone; a closure tells each family which of
 * its lessons go, and taken back, which came back.
 */
import { DateTime } from 'luxon';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { addTeacher, LESSONS, weeklyStudent } from './support';

const LONDON = 'Europe/London';
const CHANGE =
  'mutation($id: ID!, $input: LessonPlanChangeInput!) { changeLessonPlan(planId: $id, input: $input) { id } }';
const CLOSE = 'mutation($input: ClosureInput!) { addSchoolClosure(input: $input) { id } }';
const REOPEN = 'mutation($id: ID!) { removeSchoolClosure(id: $id) }';
let server: TestApp;
let sink: SmtpSink;
let cookie: string;
let teacherId: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const delivered = (prefix: string) =>
  sink.mails.filter((m) => (m.header('x-school-delivery') ?? '').startsWith(prefix));

const weekly = async (name: string, email: string, weekday: number, startTime: string) => {
  const made = await weeklyStudent(admin, server.url, {
    name,
    email,
    teacherId,
    teacherZone: LONDON,
    weekday,
    startTime,
  });
  return { student: made.studentId, zone: made.zone, plan: made.planId, firstDate: made.firstDate };
};

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  server = await buildTestApp({
    env: { ...ADMIN_ENV, ...NOTIFY_ENV, SMTP_URL: sink.url, SESSION_SECRET: 'w'.repeat(40) },
    s3: false,
  });
  cookie = await signIn(server.url);
  teacherId = await addTeacher(admin, 'Tara Quinn', LONDON);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

describe('schedule letters', () => {
  it('tell the family its weekly lesson’s new day and time, in its own zone', async () => {
    const { plan, zone, firstDate } = await weekly('Ada Okafor', 'okafor.plan@example.org', 2, '16:00');
    const from = DateTime.fromISO(firstDate).plus({ weeks: 2 }).toISODate()!;
    const changed = await admin(CHANGE, { id: plan, input: { fromDate: from, weekday: 4, startTime: '17:30' } });
    expect(changed.body.errors).toBeUndefined();
    const key = `plan.${changed.body.data.changeLessonPlan.id}.changed`;
    await until(() => delivered(key).length === 1, 'the letter');
    const mail = await simpleParser(delivered(key)[0].raw);
    const first = DateTime.fromISO(`${DateTime.fromISO(from).plus({ days: 2 }).toISODate()}T17:30`, {
      zone: LONDON,
    }).setZone(zone);
    const day = DateTime.fromISO(from).toFormat('cccc d LLLL');
    expect(mail.subject).toBe(`Guitar lessons from ${day}: ${first.toFormat("cccc's at HH:mm")}`);
    expect(mail.text).toContain(
      `From ${day}, Ada Okafor's guitar lesson is every ${first.toFormat('cccc')} at ${first.toFormat('HH:mm')} (${zone.replace(/_/g, ' ')} time), 45 minutes with Tara.`,
    );
  });

  it('tell each family which of its lessons a closure takes', async () => {
    const one = await weekly('Ben Ito', 'ito.closed@example.org', 5, '10:00');
    const two = await weekly('Cara Diaz', 'diaz.closed@example.org', 5, '11:00');
    const closed = await admin(CLOSE, {
      input: { name: 'Founders day', firstDate: one.firstDate, lastDate: one.firstDate },
    });
    expect(closed.body.errors).toBeUndefined();
    const id = closed.body.data.addSchoolClosure.id as string;
    for (const { student, zone } of [one, two]) {
      await until(() => delivered(`closure.${id}.${student}`).length === 1, 'the closure letter');
      const mail = await simpleParser(delivered(`closure.${id}.${student}`)[0].raw);
      expect(mail.subject).toBe(
        `No lesson: the school is closed (Founders day, ${DateTime.fromISO(one.firstDate).toFormat('d LLLL')})`,
      );
      const lessons = await admin(LESSONS, {
        from: DateTime.fromISO(one.firstDate, { zone: LONDON }).toISO(),
        to: DateTime.fromISO(one.firstDate, { zone: LONDON }).plus({ days: 8 }).toISO(),
        studentId: student,
      });
      // the closed day's lesson is gone, the next week's is there
      expect(lessons.body.data.lessons).toHaveLength(1);
      expect(mail.text).toMatch(new RegExp(`Guitar: \\w+day \\d+ \\w+ at \\d\\d:\\d\\d`));
      expect(mail.text).toContain(`(times in ${zone.replace(/_/g, ' ')})`);
    }
  });

  it('tell each family which lessons came back when a closure is taken back', async () => {
    const one = await weekly('Dev Rao', 'rao.reopened@example.org', 3, '09:00');
    const day = DateTime.fromISO(one.firstDate).plus({ weeks: 1 }).toISODate()!;
    const closed = await admin(CLOSE, { input: { name: 'Staff training', firstDate: day, lastDate: day } });
    const id = closed.body.data.addSchoolClosure.id as string;
    await until(() => delivered(`closure.${id}.${one.student}`).length === 1, 'the closure letter');
    const reopened = await admin(REOPEN, { id });
    expect(reopened.body.errors).toBeUndefined();
    const key = `closure.${id}.${one.student}.reopened`;
    await until(() => delivered(key).length === 1, 'the letter that the lessons are back');
    const mail = await simpleParser(delivered(key)[0].raw);
    const when = DateTime.fromISO(`${day}T09:00`, { zone: LONDON }).setZone(one.zone);
    expect(mail.subject).toBe(
      `Lessons are on after all: the school is open (${DateTime.fromISO(day).toFormat('d LLLL')})`,
    );
    expect(mail.text).toContain(`Dev Rao's lessons on those days are on`);
    expect(mail.text).toContain(`Guitar: ${when.toFormat('cccc d LLLL')} at ${when.toFormat('HH:mm')}`);
    // the lesson is in the calendar again
    const lessons = await admin(LESSONS, {
      from: DateTime.fromISO(day, { zone: LONDON }).toISO(),
      to: DateTime.fromISO(day, { zone: LONDON }).plus({ days: 1 }).toISO(),
      studentId: one.student,
    });
    expect(lessons.body.data.lessons).toHaveLength(1);
  });
});
