/**
 * Reminders of a trial class, 24 hours and 1 hour before, each sent once however many instances look
 * and however often they restart (docs/requirements.md#trial-booking-mail). Two app instances share one
 * database (an SQLite file, or PostgreSQL with TEST_DATABASE_URL); the test moves their clock forward
 * by asking each to look at a later instant; a real SMTP server counts what arrives.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { TrialBooking } from '../../../server/src/modules/booking/trial-booking.entity';
import { teacherFreeAllDay } from './support';

const HOUR = 3_600_000;
const MINUTE = 60_000;

let a: TestApp;
let b: TestApp;
let sink: SmtpSink;
let cookie: string;
let env: Record<string, string>;

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(a.url, cookie, query, variables);

/** A request booked by the school `hoursAhead` from now; answers the booking. */
async function bookedClass(
  email: string,
  hoursAhead: number,
): Promise<{ id: string; requestId: string; startsAt: Date }> {
  const created = await graphql(
    a.url,
    'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id } }',
    { input: { name: 'Kiran Shah', email, gender: 'male', category: 'tabla' } },
  );
  const slots = await graphql(
    a.url,
    'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "tabla", from: $from, to: $to) { startsAt } }',
    {
      from: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
      to: new Date(Date.now() + (hoursAhead + 3) * HOUR).toISOString(),
    },
  );
  const at = slots.body.data.trialSlots[0].startsAt;
  const booked = await admin(
    'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at, visitorTimeZone: "America/New_York") { id startsAt } }',
    { id: created.body.data.createTrialRequest.id, at },
  );
  expect(booked.body.errors).toBeUndefined();
  return {
    id: booked.body.data.bookTrial.id,
    requestId: created.body.data.createTrialRequest.id,
    startsAt: new Date(booked.body.data.bookTrial.startsAt),
  };
}

const reminders = (to: string) =>
  sink.mails.filter(
    (mail) => mail.envelopeTo.includes(to) && /reminder\./.test(mail.header('x-school-delivery') ?? ''),
  );

interface Job {
  deliveryKey: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

/** The reminder job of a request in the dashboard's notification log. */
async function reminderJob(requestId: string): Promise<Job | undefined> {
  const outbox = await admin(
    'query($id: ID!) { notifications(filter: {submissionId: $id}) { items { deliveryKey status attempts lastError } } }',
    { id: requestId },
  );
  return (outbox.body.data.notifications.items as Job[]).find((job) => job.deliveryKey.startsWith('reminder.'));
}

/** Every instance looks at `now` at the same moment, twice. */
const everyoneLooks = (apps: TestApp[], now: Date) =>
  Promise.all([...apps, ...apps].map((app) => app.app.reminders.runOnce(now)));

/** Both workers have tried everything queued so far (instead of sleeping a few rounds). */
const settled = () => Promise.all([a, b].map((app) => app.app.mailWorker.settled()));

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  env = { ...ADMIN_ENV, ...NOTIFY_ENV, SMTP_URL: sink.url, SESSION_SECRET: 'y'.repeat(40) };
  a = await buildTestApp({ env, s3: false });
  b = await buildTestApp({ env, s3: false, sharing: a });
  cookie = await signIn(a.url);
  await teacherFreeAllDay(admin, {
    name: 'Zakir Qureshi',
    email: 'zakir@school.test',
    courses: ['tabla'],
    timeZone: 'Asia/Kolkata',
  });
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await sink?.stop();
});

describe('reminders', () => {
  it('sends the 24-hour and the 1-hour reminder once each, across two instances and a restart', async () => {
    const parent = 'twice.reminded@example.org';
    const booking = await bookedClass(parent, 30);
    // nothing is due yet
    expect(await a.app.reminders.runOnce(new Date())).toBe(0);

    const dayBefore = new Date(booking.startsAt.getTime() - 23 * HOUR);
    await everyoneLooks([a, b], dayBefore);
    await until(() => reminders(parent).length === 1, 'the 24-hour reminder');
    // one instance restarts and looks again a minute later: nothing new
    await b.stop();
    b = await buildTestApp({ env, s3: false, sharing: a });
    await everyoneLooks([a, b], new Date(dayBefore.getTime() + MINUTE));

    const hourBefore = new Date(booking.startsAt.getTime() - 50 * MINUTE);
    await everyoneLooks([a, b], hourBefore);
    await until(() => reminders(parent).length === 2, 'the 1-hour reminder');
    await everyoneLooks([a, b], new Date(hourBefore.getTime() + 10 * MINUTE));
    // after the start, nothing more
    await everyoneLooks([a, b], new Date(booking.startsAt.getTime() + MINUTE));
    await settled();

    const sent = await Promise.all(reminders(parent).map((mail) => simpleParser(mail.raw)));
    // the time left counted from when each was due: 23 hours, then 50 minutes ("an hour" within 10 minutes)
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Reminder: your free Tabla trial class is in 23 hours',
      'Starting in an hour: your free Tabla trial class',
    ]);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(booking.startsAt);
    expect(sent[1].text).toContain(`${local} GMT-`);
    expect(sent[1].text).toContain('(America/New_York)');
    expect(sent[1].text).toContain('/Trial/booking/');
  });

  it('sends no 24-hour reminder for a class booked less than a day ahead (its confirmation just went out)', async () => {
    const parent = 'booked.late@example.org';
    const booking = await bookedClass(parent, 14);
    await everyoneLooks([a, b], new Date(booking.startsAt.getTime() - 10 * HOUR));
    await settled();
    expect(reminders(parent)).toHaveLength(0);
  });

  it('drops a reminder queued for a time the class has left: the class moved before it went out', async () => {
    const parent = 'moved.meanwhile@example.org';
    const booking = await bookedClass(parent, 30);
    await sink.stop(); // the reminder is queued but cannot go out yet
    await everyoneLooks([a, b], new Date(booking.startsAt.getTime() - 23 * HOUR));
    await until(async () => ((await reminderJob(booking.requestId))?.attempts ?? 0) > 0, 'a failed first try');
    const later = await graphql(
      a.url,
      'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "tabla", from: $from, to: $to) { startsAt } }',
      {
        from: new Date(booking.startsAt.getTime() + 2 * HOUR).toISOString(),
        to: new Date(booking.startsAt.getTime() + 4 * HOUR).toISOString(),
      },
    );
    const moved = await admin(
      'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at) { id } }',
      { id: booking.requestId, at: later.body.data.trialSlots[0].startsAt },
    );
    expect(moved.body.errors).toBeUndefined();
    // a try that read the class before the move has failed against the closed port by now
    const triedBefore = (await reminderJob(booking.requestId))?.attempts ?? 0;
    await until(
      async () => ((await reminderJob(booking.requestId))?.attempts ?? 0) > triedBefore,
      'a try after the move',
    );
    await sink.listen();
    // the move's mail arrives; the reminder of the old time never does
    await until(
      () => sink.mails.some((mail) => mail.envelopeTo.includes(parent) && /has moved/.test(mail.subject)),
      'the mail of the move',
    );
    await settled();
    expect(reminders(parent)).toHaveLength(0);
    // the dashboard's notification log says why it was not sent
    const outbox = await admin(
      'query($id: ID!) { notifications(filter: {submissionId: $id}) { items { deliveryKey status lastError } } }',
      {
        id: booking.requestId,
      },
    );
    const reminder = outbox.body.data.notifications.items.find((job: { deliveryKey: string }) =>
      job.deliveryKey.startsWith('reminder.'),
    );
    expect(reminder).toMatchObject({
      status: 'skipped',
      lastError: 'not sent: the class was moved or cancelled since',
    });
  });

  it('does not send a reminder whose class began before it could go out', async () => {
    const parent = 'too.late@example.org';
    const booking = await bookedClass(parent, 30);
    // the class starts in a few seconds (the clock cannot be moved for the worker, so the class is)
    const startsAt = new Date(Date.now() + 3_000);
    await a.app.dataSource
      .getRepository(TrialBooking)
      .update(booking.id, { startsAt, endsAt: new Date(startsAt.getTime() + 30 * MINUTE) });
    await sink.stop(); // the 1-hour reminder is queued but cannot go out before the class begins
    await everyoneLooks([a, b], new Date());
    await until(async () => ((await reminderJob(booking.requestId))?.attempts ?? 0) > 0, 'a failed first try');
    await until(() => Date.now() > startsAt.getTime() + 100, 'the class to begin');
    await sink.listen();
    await until(async () => (await reminderJob(booking.requestId))?.status !== 'queued', 'the reminder settled');
    await settled();
    expect(reminders(parent)).toHaveLength(0);
    expect(await reminderJob(booking.requestId)).toMatchObject({
      status: 'skipped',
      lastError: 'not sent: the class had begun when the reminder could go out',
    });
  });
});
