/**
 * Lesson reminders (docs/requirements.md#lesson-reminders), each sent once however many instances look and however
 * often they restart: two app instances share one database (an SQLite file, or PostgreSQL with TEST_DATABASE_URL);
 * the test moves their clock by asking each to look at a later instant; a real SMTP server counts what arrives. The
 * reminder names the lesson in the family's zone, its Reply-To is the school's; a lesson cancelled before its
 * reminder goes is not reminded; the setting turns them off or to 2 hours.
 */
import { simpleParser } from 'mailparser';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { addTeacher, ENROL, LESSONS, MARK, nextWeekday, PLAN, POLICY, refusedNaming, trialRequest } from './support';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const LONDON = 'Europe/London';
let a: TestApp;
let b: TestApp;
let sink: SmtpSink;
let cookie: string;
let env: Record<string, string>;
let teacherId: string;
/** Each family's zone (the school's: no trial class was booked). */
const zones: Record<string, string> = {};
const familyIds: Record<string, string> = {};

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(a.url, cookie, query, variables);
const reminders = (to: string) =>
  sink.mails.filter((m) => m.envelopeTo.includes(to) && /^lesson-reminder\./.test(m.header('x-school-delivery') ?? ''));
/** Every instance looks at `now` at the same moment, twice. */
const everyoneLooks = (now: Date) =>
  Promise.all([a, b, a, b].map((app) => app.app.admin.lessons.reminders.runOnce(now)));
const settled = () => Promise.all([a, b].map((app) => app.app.mailWorker.settled()));

/** A student of a new family with a weekly lesson from next `weekday`; answers its first two lessons. */
async function weeklyLesson(name: string, email: string, weekday: number, startTime: string) {
  const enrolled = await admin(ENROL, { id: await trialRequest(a.url, name, email) });
  const studentId = enrolled.body.data.enrolStudent.id as string;
  zones[email] = enrolled.body.data.enrolStudent.family.timeZone;
  familyIds[email] = enrolled.body.data.enrolStudent.familyId;
  const firstDate = nextWeekday(LONDON, weekday);
  const plan = await admin(PLAN, {
    input: { studentId, teacherId, course: 'guitar', weekday, startTime, minutes: 45, firstDate },
  });
  expect(plan.body.errors).toBeUndefined();
  const from = DateTime.fromISO(firstDate, { zone: LONDON });
  const listed = await admin(LESSONS, { from: from.toISO(), to: from.plus({ weeks: 2 }).toISO(), studentId });
  return (listed.body.data.lessons as { id: string; startsAt: string }[]).map((l) => ({
    id: l.id,
    startsAt: new Date(l.startsAt),
  }));
}

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  env = {
    ...ADMIN_ENV,
    ...NOTIFY_ENV,
    SMTP_URL: sink.url,
    SESSION_SECRET: 'r'.repeat(40),
    SCHOOL_REPLY_TO: 'office@school.test',
  };
  a = await buildTestApp({ env, s3: false });
  b = await buildTestApp({ env, s3: false, sharing: a });
  cookie = await signIn(a.url);
  teacherId = await addTeacher(admin, 'Tara Quinn', LONDON);
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await sink?.stop();
});

describe('lesson reminders', () => {
  it('sends the 24-hour reminder once, across two instances and a restart, in the family’s time', async () => {
    const family = 'brooks.reminded@example.org';
    const [lesson] = await weeklyLesson('Mia Brooks', family, 3, '17:00');
    // nothing is due yet
    expect(await a.app.admin.lessons.reminders.runOnce(new Date(lesson.startsAt.getTime() - 25 * HOUR))).toBe(0);
    const dayBefore = new Date(lesson.startsAt.getTime() - 23 * HOUR);
    await everyoneLooks(dayBefore);
    await until(() => reminders(family).length === 1, 'the reminder');
    // one instance restarts and looks again later: nothing new
    await b.stop();
    b = await buildTestApp({ env, s3: false, sharing: a });
    await everyoneLooks(new Date(dayBefore.getTime() + MINUTE));
    await everyoneLooks(new Date(lesson.startsAt.getTime() - 10 * MINUTE));
    // after the start, nothing more
    await everyoneLooks(new Date(lesson.startsAt.getTime() + MINUTE));
    await settled();
    expect(reminders(family)).toHaveLength(1);
    const mail = await simpleParser(reminders(family)[0].raw);
    const zone = zones[family];
    const when = DateTime.fromJSDate(lesson.startsAt, { zone }).toFormat("cccc d LLLL 'at' HH:mm");
    expect(mail.subject).toBe(`Reminder: Guitar lesson, ${when}`);
    expect(mail.text).toContain(
      `Mia Brooks's guitar lesson with Tara is on ${when} (${zone.replace(/_/g, ' ')} time).`,
    );
    expect(mail.text).toContain('https://school.test/family');
    expect(mail.replyTo?.text).toBe('office@school.test');
  });

  it('does not remind of a lesson cancelled after its reminder was queued, nor with reminders off', async () => {
    const family = 'rao.reminded@example.org';
    const [first, second] = await weeklyLesson('Arjun Rao', family, 4, '09:00');
    sink.faults.refuse.set(family, 451); // queued, but the mail cannot go out yet (try again later)
    await everyoneLooks(new Date(first.startsAt.getTime() - 20 * HOUR));
    await settled();
    expect((await admin(MARK, { id: first.id, status: 'CANCELLED_BY_SCHOOL' })).body.errors).toBeUndefined();
    sink.faults.refuse.delete(family);
    await everyoneLooks(new Date(first.startsAt.getTime() - 19 * HOUR));
    const job = async () =>
      (
        await admin(
          'query($id: ID!) { notifications(filter: {submissionId: $id}) { items { deliveryKey status lastError } } }',
          { id: familyIds[family] },
        )
      ).body.data.notifications.items.find((j: { deliveryKey: string }) =>
        j.deliveryKey.startsWith('lesson-reminder.'),
      );
    await until(async () => (await job())?.status === 'skipped', 'the reminder dropped');
    expect((await job()).lastError).toMatch(/cancelled, marked or moved/);
    await settled();
    expect(reminders(family)).toHaveLength(0);

    const off = await admin(POLICY, {
      input: { noticeHours: 24, creditsPerTerm: 2, expiryDays: 60, reminderHours: 0 },
    });
    expect(off.body.errors).toBeUndefined();
    expect(await a.app.admin.lessons.reminders.runOnce(new Date(second.startsAt.getTime() - HOUR))).toBe(0);
    refusedNaming(
      await admin(POLICY, { input: { noticeHours: 24, creditsPerTerm: 2, expiryDays: 60, reminderHours: 5 } }),
      'reminderHours',
    );
    // two hours before: not at 3 hours, then once
    await admin(POLICY, { input: { noticeHours: 24, creditsPerTerm: 2, expiryDays: 60, reminderHours: 2 } });
    expect(await a.app.admin.lessons.reminders.runOnce(new Date(second.startsAt.getTime() - 3 * HOUR))).toBe(0);
    await everyoneLooks(new Date(second.startsAt.getTime() - 90 * MINUTE));
    await until(() => reminders(family).length === 1, 'the 2-hour reminder');
    await settled();
    expect(reminders(family)).toHaveLength(1);
  });
});
