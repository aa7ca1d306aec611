/**
 * Lesson letters and the teachers' weekly summary (docs/requirements.md#lesson-letters, #teacher-summary): two app
 * instances share one database (an SQLite file, or PostgreSQL with TEST_DATABASE_URL) and both deliver; a real SMTP
 * server counts what arrives; invites are read with ical.js. A cancellation by the school, a notice of absence and a
 * make-up each reach the family once, with Reply-To the school's address and an invite under the lesson's one UID
 * whose SEQUENCE grows; a teacher's leave tells each family it cancels; each teacher gets one summary on Monday
 * morning in their own zone, whoever looks and however often.
 */
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { addTeacher, BOOK, CREDITS, ENROL, LESSONS, MARK, nextWeekday, PLAN, POLICY, trialRequest } from './support';

const LONDON = 'Europe/London';
const KOLKATA = 'Asia/Kolkata';
const DAY = 86_400_000;
let a: TestApp;
let b: TestApp;
let sink: SmtpSink;
let cookie: string;
let londonTeacher: string;
let kolkataTeacher: string;

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(a.url, cookie, query, variables);
const delivered = (prefix: string) =>
  sink.mails.filter((m) => (m.header('x-school-delivery') ?? '').startsWith(prefix));
const settled = () => Promise.all([a, b].map((app) => app.app.mailWorker.settled()));

/** The one mail under a delivery key's prefix, once it has arrived, parsed. */
async function theMail(prefix: string): Promise<ParsedMail> {
  await until(() => delivered(prefix).length >= 1, `the mail ${prefix}`);
  await settled();
  expect(delivered(prefix)).toHaveLength(1);
  return simpleParser(delivered(prefix)[0].raw);
}

function invite(mail: ParsedMail) {
  const parts = mail.attachments.filter((p) => /calendar|ics/i.test(p.contentType) || p.filename?.endsWith('.ics'));
  expect(parts.map((p) => p.contentType)).toEqual(['text/calendar']);
  const calendar = new ICAL.Component(ICAL.parse(parts[0].content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    status: String(event.getFirstPropertyValue('status')),
  };
}

/** A new family's student with a weekly lesson from next `weekday` (London teacher); answers its first lessons. */
async function weeklyLessons(name: string, email: string, weekday: number, startTime: string) {
  const enrolled = (await admin(ENROL, { id: await trialRequest(a.url, name, email) })).body.data.enrolStudent;
  const firstDate = nextWeekday(LONDON, weekday);
  const plan = await admin(PLAN, {
    input: {
      studentId: enrolled.id,
      teacherId: londonTeacher,
      course: 'guitar',
      weekday,
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
    studentId: enrolled.id,
  });
  const lessons = (listed.body.data.lessons as { id: string; startsAt: string }[]).map((l) => ({
    id: l.id,
    startsAt: new Date(l.startsAt),
  }));
  return { studentId: enrolled.id as string, zone: enrolled.family.timeZone as string, lessons };
}

const whenIn = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toFormat("cccc d LLLL 'at' HH:mm");

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  const env = {
    ...ADMIN_ENV,
    ...NOTIFY_ENV,
    SMTP_URL: sink.url,
    SESSION_SECRET: 'q'.repeat(40),
    SCHOOL_REPLY_TO: 'office@school.test',
  };
  a = await buildTestApp({ env, s3: false });
  b = await buildTestApp({ env, s3: false, sharing: a });
  cookie = await signIn(a.url);
  londonTeacher = await addTeacher(admin, 'Tara Quinn', LONDON);
  kolkataTeacher = await addTeacher(admin, 'Vikram Iyer', KOLKATA);
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await sink?.stop();
});

describe('lesson letters', () => {
  it('tells the family of a cancellation, a make-up and a notice once each, with the lesson’s invite', async () => {
    const family = 'okafor.letters@example.org';
    const { studentId, zone, lessons } = await weeklyLessons('Ada Okafor', family, 2, '16:00');
    const [first, second, third] = lessons;

    // the school cancels the first lesson: a CANCEL of its UID, SEQUENCE 1, and the credit it earned
    expect((await admin(MARK, { id: first.id, status: 'CANCELLED_BY_SCHOOL' })).body.errors).toBeUndefined();
    // marked the same again (a second click): no second letter
    expect((await admin(MARK, { id: first.id, status: 'CANCELLED_BY_SCHOOL' })).body.errors).toBeUndefined();
    const cancelled = await theMail(`lesson.${first.id}.`);
    expect(cancelled.subject).toBe(`Cancelled: Guitar lesson, ${whenIn(first.startsAt, zone)}`);
    expect(cancelled.text).toContain(
      `We are sorry: Ada Okafor's guitar lesson with Tara on ${whenIn(first.startsAt, zone)} (${zone.replace(/_/g, ' ')} time) is cancelled by the school.`,
    );
    expect(cancelled.text).toContain('A make-up credit is yours: book a make-up on your family page before');
    expect(cancelled.replyTo?.text).toBe('office@school.test');
    expect(invite(cancelled)).toEqual({
      method: 'CANCEL',
      uid: `lesson-${first.id}@school.test`,
      sequence: 1,
      start: first.startsAt,
      status: 'CANCELLED',
    });

    // the family's make-up, the day after: a REQUEST of the new lesson
    const credit = (await admin(CREDITS, { id: studentId })).body.data.makeUpCredits[0];
    const at = new Date(first.startsAt.getTime() + DAY);
    const booked = await admin(BOOK, { credit: credit.id, at: at.toISOString() });
    expect(booked.body.errors).toBeUndefined();
    const makeUpId = booked.body.data.bookMakeUp.id as string;
    const makeUp = await theMail(`lesson.${makeUpId}.`);
    expect(makeUp.subject).toBe(`Make-up booked: Guitar lesson, ${whenIn(at, zone)}`);
    expect(makeUp.text).toContain(`Ada Okafor's make-up guitar lesson with Tara is on ${whenIn(at, zone)}`);
    expect(invite(makeUp)).toMatchObject({
      method: 'REQUEST',
      uid: `lesson-${makeUpId}@school.test`,
      sequence: 0,
      start: at,
    });

    // a notice of absence with a week to go earns a credit; with the term's credits at 0, one earns none
    expect((await admin(MARK, { id: second.id, status: 'ABSENT_WITH_NOTICE' })).body.errors).toBeUndefined();
    const noted = await theMail(`lesson.${second.id}.`);
    expect(noted.subject).toBe(`Absence noted: Guitar lesson, ${whenIn(second.startsAt, zone)}`);
    expect(noted.text).toContain('A make-up credit is yours');
    expect(invite(noted)).toMatchObject({ method: 'CANCEL', sequence: 1, uid: `lesson-${second.id}@school.test` });
    await admin(POLICY, { input: { noticeHours: 24, creditsPerTerm: 0, expiryDays: 60 } });
    expect((await admin(MARK, { id: third.id, status: 'ABSENT_WITH_NOTICE' })).body.errors).toBeUndefined();
    const noCredit = await theMail(`lesson.${third.id}.`);
    expect(noCredit.text).toContain(
      'This absence earns no make-up credit: credits come with notice at least 24 hours ahead, at most 0 a term.',
    );
    await admin(POLICY, { input: { noticeHours: 24, creditsPerTerm: 2, expiryDays: 60 } });

    // nothing else reached the family
    await settled();
    expect(sink.mails.filter((m) => m.envelopeTo.includes(family))).toHaveLength(4);
  });

  it('tells each family whose lesson a teacher’s leave cancels', async () => {
    const one = await weeklyLessons('Ben Ito', 'ito.leave@example.org', 4, '10:00');
    const two = await weeklyLessons('Cara Diaz', 'diaz.leave@example.org', 4, '11:00');
    const day = nextWeekday(LONDON, 4);
    const leave = await admin('mutation($input: TeacherLeaveInput!) { addTeacherLeave(input: $input) { id } }', {
      input: { teacherId: londonTeacher, firstDate: day, lastDate: day, reason: 'Concert tour' },
    });
    expect(leave.body.errors).toBeUndefined();
    for (const { lessons, zone } of [one, two]) {
      const mail = await theMail(`lesson.${lessons[0].id}.`);
      expect(mail.subject).toBe(`Cancelled: Guitar lesson, ${whenIn(lessons[0].startsAt, zone)}`);
      expect(invite(mail)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    }
    expect(delivered(`lesson.${one.lessons[1].id}.`)).toHaveLength(0);
  });
});

describe("the teachers' weekly summary", () => {
  it('goes once to each teacher on Monday from 06:00 in their own zone', async () => {
    const { lessons } = await weeklyLessons('Dev Shah', 'shah.summary@example.org', 3, '17:30');
    const monday = nextWeekday(LONDON, 1, 2);
    const londonMonday = DateTime.fromISO(monday, { zone: LONDON });
    const key = (teacher: string) => `teacher-summary.${teacher}.${monday}`;
    const everyoneLooks = (at: DateTime) =>
      Promise.all([a, b, a, b].map((app) => app.app.admin.lessons.summaries.runOnce(at.toJSDate())));

    // Sunday night in London is Monday 04:30 in Kolkata: nobody yet
    await everyoneLooks(londonMonday.minus({ hours: 1 }));
    // Monday 05:30 in London is 11:00 in Kolkata: the Kolkata teacher only
    await everyoneLooks(londonMonday.plus({ hours: 5, minutes: 30 }));
    await until(() => delivered(key(kolkataTeacher)).length === 1, 'the Kolkata summary');
    await settled();
    expect(delivered(key(londonTeacher))).toHaveLength(0);
    // from 06:00 in London, the London teacher's, once however often anyone looks
    await everyoneLooks(londonMonday.plus({ hours: 6 }));
    await everyoneLooks(londonMonday.plus({ hours: 9 }));
    const summary = await theMail(key(londonTeacher));
    expect(delivered(key(kolkataTeacher))).toHaveLength(1);

    const lesson = lessons.find((l) => DateTime.fromJSDate(l.startsAt, { zone: LONDON }).toISODate()! > monday)!;
    const start = DateTime.fromJSDate(lesson.startsAt, { zone: LONDON });
    expect(summary.subject).toMatch(
      new RegExp(`^Your week from ${londonMonday.toFormat('cccc d LLLL')}: \\d+ lessons?$`),
    );
    expect(summary.text).toContain('Hello Tara,');
    expect(summary.text).toContain(
      `${start.toFormat('ccc d LLL HH:mm')}–${start.plus({ minutes: 45 }).toFormat('HH:mm')} · Dev Shah, Guitar`,
    );
    expect(summary.text).toContain('https://school.test/admin/');
    expect(summary.replyTo?.text).toBe('office@school.test');
  });
});
