/**
 * The mails of a trial class, received by a real SMTP server and read as a mail client would (mailparser;
 * the invite through ical.js): a parent in Sydney books a guitar trial with a teacher in Mumbai; both
 * read the same instant in their own zone; the invite imports to that instant; a move and a cancel send
 * the same event again, one SEQUENCE higher. The mails were queued with the booking while the SMTP
 * server was down: they arrive when it comes up (docs/requirements.md#trial-booking-mail).
 */
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { send } from '../../helpers/in-process';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { teacherFreeAllDay } from './support';

const HOUR = 3_600_000;
const PARENT = 'parent.sydney@example.org';
const TEACHER = 'ravi@school.test';
const MEETING = 'https://meet.school.test/ravi';
const SCHOOL = 'office@school.test';
const SCHOOL_NAME = 'Raagarambh Music School'; // the school's details (seeded), not MAIL_FROM's "Music school"
const PHONE = '+919876543210';

let server: TestApp;
let sink: SmtpSink;
let cookie: string;

const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

/** The local wall time of an instant in a zone, as the platform computes it (never a hand-made offset). */
function wallTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}

interface Invite {
  method: string;
  organizer: string;
  organizerName: string;
  uid: string;
  sequence: number;
  start: Date;
  startText: string;
  status: string;
}

/** The mail's one invite: exactly one calendar part (text/calendar), never a copy as application/ics. */
function readInvite(mail: ParsedMail): Invite {
  const calendars = mail.attachments.filter((a) => /calendar|ics/i.test(a.contentType) || a.filename?.endsWith('.ics'));
  expect(calendars.map((a) => a.contentType)).toEqual(['text/calendar']);
  const text = calendars[0].content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const organizer = event.getFirstProperty('organizer')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    organizer: String(organizer.getFirstValue()),
    organizerName: String(organizer.getParameter('cn')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    startText: /^DTSTART[^:]*:(.*)$/m.exec(text)![1].trim(),
    status: String(event.getFirstPropertyValue('status')),
  };
}

/** The mails of one booking (any of its sequences) to `to`, parsed, once `count` have arrived. */
async function mailsTo(bookingId: string, to: string, count: number): Promise<ParsedMail[]> {
  const mine = () =>
    sink.mails.filter(
      (mail) =>
        mail.envelopeTo.includes(to) && (mail.header('x-school-delivery') ?? '').startsWith(`booking.${bookingId}.`),
    );
  await until(() => mine().length >= count, `${count} mails of booking ${bookingId} to ${to}`);
  return Promise.all(mine().map((mail) => simpleParser(mail.raw)));
}

const SLOTS =
  'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt teacherId } }';

/** The guitar times offered from `fromHours` to `toHours` ahead. */
async function slotsAhead(fromHours: number, toHours: number): Promise<{ startsAt: string; teacherId: string }[]> {
  const slots = await graphql(server.url, SLOTS, {
    from: new Date(Date.now() + fromHours * HOUR).toISOString(),
    to: new Date(Date.now() + toHours * HOUR).toISOString(),
  });
  return slots.body.data.trialSlots;
}

interface Booked {
  requestId: string;
  bookingId: string;
  startsAt: string;
  manageToken: string;
}

/** A parent in Sydney asks for a guitar trial and books the second time offered, with the form's booking token. */
async function bookTrial(parent: string, name: string): Promise<Booked> {
  const created = await graphql(
    server.url,
    'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id bookingToken } }',
    { input: { name, email: parent, phone: PHONE, gender: 'female', category: 'guitar' } },
  );
  const { id, bookingToken } = created.body.data.createTrialRequest;
  const picked = (await slotsAhead(0, 72))[1]; // the second offered time
  const booked = await graphql(
    server.url,
    'mutation($id: ID!, $at: DateTimeISO!, $t: ID, $token: String, $zone: String) { bookTrial(trialRequestId: $id, startsAt: $at, teacherId: $t, bookingToken: $token, visitorTimeZone: $zone) { id visitorTimeZone manageToken } }',
    { id, at: picked.startsAt, t: picked.teacherId, token: bookingToken, zone: 'Australia/Sydney' },
  );
  expect(booked.body.errors).toBeUndefined();
  expect(booked.body.data.bookTrial.visitorTimeZone).toBe('Australia/Sydney');
  const { id: bookingId, manageToken } = booked.body.data.bookTrial;
  return { requestId: id, bookingId, startsAt: picked.startsAt, manageToken };
}

/** SMTP on or off: the sink starts down; the outage test books with it down whatever ran before. */
let smtpUp = false;
async function smtpOn(): Promise<void> {
  if (smtpUp) return;
  smtpUp = true;
  await sink.listen();
}
async function smtpOff(): Promise<void> {
  if (!smtpUp) return;
  smtpUp = false;
  await sink.stop();
}

/** A booking whose first mails arrived, confirmed by the parent with the link in theirs. */
async function bookedAndConfirmed(parent: string, name: string): Promise<Booked> {
  const booked = await bookTrial(parent, name);
  await smtpOn();
  const [visitorMail] = await mailsTo(booked.bookingId, parent, 1);
  await mailsTo(booked.bookingId, TEACHER, 1);
  const confirm = /https:\/\/school\.test(\/api\/v1\/trial-booking\/confirm\?token=\S+)/.exec(
    visitorMail.text ?? '',
  )![1];
  expect((await send(`${server.url}${confirm}`, { redirect: 'manual' })).status).toBe(303);
  return booked;
}

/** The parent moves the booking by its private link to the first time offered 30 to 40 hours ahead. */
async function moveBooking(booked: Booked): Promise<string> {
  const to = (await slotsAhead(30, 40))[0].startsAt;
  const answer = await graphql(
    server.url,
    'mutation($t: String!, $at: DateTimeISO!) { moveVisitorTrialBooking(token: $t, startsAt: $at) { startsAt } }',
    { t: booked.manageToken, at: to },
  );
  expect(answer.body.data.moveVisitorTrialBooking.startsAt).toBe(to);
  return to;
}

beforeAll(async () => {
  sink = await smtpSink(); // not listening yet: SMTP is down when the class is booked
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      ...NOTIFY_ENV,
      SMTP_URL: sink.url,
      SESSION_SECRET: 'x'.repeat(40),
      SCHOOL_REPLY_TO: SCHOOL,
      ACKNOWLEDGE_SUBMISSIONS: 'true',
    },
    s3: false,
  });
  cookie = await signIn(server.url);
  const teacherId = await teacherFreeAllDay(admin, {
    name: 'Ravi Shankar Menon',
    email: TEACHER,
    courses: ['guitar'],
    timeZone: 'Asia/Kolkata',
    meetingUrl: MEETING,
  });
  const teachers = await admin('{ teachers { id meetingUrl } }');
  expect(teachers.body.data.teachers).toEqual([{ id: teacherId, meetingUrl: MEETING }]);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

describe('a parent in Sydney books a guitar trial with a teacher in Mumbai', () => {
  it('queues the mails with the booking while SMTP is down, and delivers them when it is back', async () => {
    await smtpOff();
    const { requestId: id, bookingId, startsAt, manageToken } = await bookTrial(PARENT, 'Olivia Brown');
    await until(
      async () =>
        (await server.db.query<{ attempts: number }>('SELECT attempts FROM notifications')).every(
          (j) => j.attempts > 0,
        ),
      'every mail tried once against the closed port',
    );
    expect(sink.mails.filter((mail) => mail.envelopeTo.includes(PARENT))).toHaveLength(0);
    await smtpOn();
    const [visitorMail] = await mailsTo(bookingId, PARENT, 1);
    const [teacherMail] = await mailsTo(bookingId, TEACHER, 1);
    const instant = new Date(startsAt);

    // the parent reads Sydney time, the teacher Mumbai time: the same instant
    expect(visitorMail.subject).toContain('Your free Guitar trial class is booked');
    // written with the fields the site's booking page uses, then the zone's name
    const siteTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Australia/Sydney',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }).format(instant);
    expect(visitorMail.text).toContain(`When: ${siteTime} (Australia/Sydney)`);
    expect(visitorMail.text).toContain(wallTime(instant, 'Australia/Sydney'));
    expect(visitorMail.text).toContain('Ravi'); // the first name only
    expect(visitorMail.text).not.toContain('Menon');
    // not confirmed yet: the teacher's room is not in the mail nor in the invite, the confirmation link is
    expect(visitorMail.text).not.toContain(MEETING);
    expect(visitorMail.attachments.map((a) => a.content.toString('utf8')).join('')).not.toContain(MEETING);
    expect(visitorMail.text).toMatch(
      /Confirm your class[^\n]*: https:\/\/school\.test\/api\/v1\/trial-booking\/confirm\?token=/,
    );
    expect(teacherMail.text).toContain(MEETING); // the teacher's own room
    expect(teacherMail.text).toContain(`${wallTime(instant, 'Asia/Kolkata')} GMT+5:30 (Asia/Kolkata)`);
    // what the teacher needs to reach the family, and the request in the dashboard
    expect(teacherMail.text).toContain('Student: Olivia Brown');
    expect(teacherMail.text).toContain(`Email: ${PARENT}`);
    expect(teacherMail.text).toContain(`Phone: ${PHONE}`);
    expect(teacherMail.text).toContain(`https://school.test/admin/trial-requests/${id}/show`);

    // an answer reaches the school: Reply-To its address, From its name; the invite's ORGANIZER too
    for (const mail of [visitorMail, teacherMail]) {
      expect(mail.replyTo?.value.map((one) => one.address)).toEqual([SCHOOL]);
      expect(mail.from?.value[0]).toEqual({ name: SCHOOL_NAME, address: 'no-reply@school.test' });
    }
    expect(readInvite(visitorMail)).toMatchObject({ organizer: `mailto:${SCHOOL}`, organizerName: SCHOOL_NAME });

    // the parent also got the acknowledgement of the form: what happens next, the school's address
    // it was queued first and retries on its own clock: wait for it rather than assume it came with the others
    const isAck = (mail: (typeof sink.mails)[number]) =>
      mail.envelopeTo.includes(PARENT) && mail.header('x-school-delivery') === `trial-request.${id}.acknowledgement`;
    await until(() => sink.mails.some(isAck), 'the acknowledgement delivered');
    const ack = sink.mails.find(isAck);
    expect(ack?.subject).toBe('We received your request for a free trial class');
    expect(ack?.text).toContain(`write to ${SCHOOL}`);
    expect(ack?.header('reply-to')).toContain(SCHOOL);

    // the invite imports to the picked instant, written in UTC
    const invite = readInvite(visitorMail);
    expect(invite.method).toBe('REQUEST');
    expect(invite.sequence).toBe(0);
    expect(invite.start.toISOString()).toBe(instant.toISOString());
    expect(invite.startText).toMatch(/^\d{8}T\d{6}Z$/);
    expect(invite.status).toBe('CONFIRMED');
    const teacherInvite = readInvite(teacherMail);
    expect(teacherInvite.uid).toBe(invite.uid);
    expect(teacherInvite.start.toISOString()).toBe(instant.toISOString());

    // the private link in the mail opens the booking
    const manageLink = /https:\/\/school\.test\/Trial\/booking\/([\w-]+)/.exec(visitorMail.text ?? '')![1];
    expect(manageLink).toBe(manageToken);
    const shown = await graphql(
      server.url,
      'query($t: String!) { visitorTrialBooking(token: $t) { startsAt teacherFirstName } }',
      { t: manageLink },
    );
    expect(shown.body.data.visitorTrialBooking).toEqual({ startsAt, teacherFirstName: 'Ravi' });

    // the confirmation link proves the address and opens the private page
    const confirm = /https:\/\/school\.test(\/api\/v1\/trial-booking\/confirm\?token=\S+)/.exec(
      visitorMail.text ?? '',
    )![1];
    const clicked = await send(`${server.url}${confirm}`, { redirect: 'manual' });
    expect(clicked.status).toBe(303);
    expect(clicked.headers.get('location')).toBe(`/Trial/booking/${manageLink}`);
  });

  it('a move sends the same event with SEQUENCE 1 at the new time, to both', async () => {
    const parent = 'parent.moves@example.org';
    const booked = await bookedAndConfirmed(parent, 'Noah Wilson');
    const moved = await moveBooking(booked);
    const visitorMails = await mailsTo(booked.bookingId, parent, 2);
    const teacherMails = await mailsTo(booked.bookingId, TEACHER, 2);
    const first = readInvite(visitorMails[0]);
    const again = readInvite(visitorMails[1]);
    expect(visitorMails[1].subject).toContain('has moved');
    expect(visitorMails[1].text).toContain(`How to join: ${MEETING}`); // confirmed now: the room is theirs
    expect(visitorMails[1].text).not.toContain('Confirm your class');
    expect(visitorMails[1].text).toContain(wallTime(new Date(booked.startsAt), 'Australia/Sydney')); // "it was …"
    expect(again).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1 });
    expect(again.start.toISOString()).toBe(new Date(moved).toISOString());
    expect(readInvite(teacherMails[1])).toMatchObject({ uid: first.uid, sequence: 1 });
  });

  it('a cancel from the dashboard sends METHOD:CANCEL for the same event, SEQUENCE 2, without the link', async () => {
    const parent = 'parent.cancels@example.org';
    const booked = await bookedAndConfirmed(parent, 'Ava Taylor');
    const moved = await moveBooking(booked);
    await mailsTo(booked.bookingId, parent, 2);
    const requestId = booked.requestId;
    const bookings = await admin(
      'query($id: ID!) { trialRequest(id: $id) { bookings { id status } teacher { name } } }',
      { id: requestId },
    );
    expect(bookings.body.data.trialRequest.teacher.name).toBe('Ravi Shankar Menon');
    const [booking] = bookings.body.data.trialRequest.bookings;
    await admin('mutation($id: ID!) { cancelTrialBooking(id: $id) { status } }', { id: booking.id });
    const visitorMails = await mailsTo(booked.bookingId, parent, 3);
    const teacherMails = await mailsTo(booked.bookingId, TEACHER, 3);
    const cancel = readInvite(visitorMails[2]);
    expect(cancel).toMatchObject({ method: 'CANCEL', sequence: 2, status: 'CANCELLED' });
    expect(cancel.uid).toBe(readInvite(visitorMails[0]).uid);
    expect(visitorMails[2].subject).toContain('is cancelled');
    expect(visitorMails[2].text).not.toContain('/Trial/booking/');
    expect(readInvite(teacherMails[2])).toMatchObject({ method: 'CANCEL', sequence: 2 });
    // the request's history tells it in words, times in the school's zone (Asia/Kolkata by default)
    const school = (instant: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Kolkata',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(instant)) + ' (Asia/Kolkata)';
    const history = await admin('query($id: ID!) { trialRequest(id: $id) { history { sentence } } }', {
      id: requestId,
    });
    const sentences = history.body.data.trialRequest.history.map((entry: { sentence: string }) => entry.sentence);
    expect(sentences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/cancelled the trial class for /),
        `visitor moved the trial class to ${school(moved)} with Ravi Shankar Menon`,
        `visitor booked the trial class for ${school(booked.startsAt)} with Ravi Shankar Menon`,
      ]),
    );
    // each mail once: nothing else arrives (booking mails, plus the acknowledgement)
    await server.app.mailWorker.settled();
    expect(sink.mails.filter((mail) => mail.envelopeTo.includes(parent))).toHaveLength(4);
  });

  it('refuses an unknown visitor time zone and a meeting link that is not https, naming the field', async () => {
    const created = await graphql(
      server.url,
      'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id } }',
      {
        input: {
          name: 'Liam Jones',
          email: 'parent.zone@example.org',
          phone: PHONE,
          gender: 'male',
          category: 'guitar',
        },
      },
    );
    const [free] = await slotsAhead(0, 72);
    const zone = await admin(
      'mutation($id: ID!, $at: DateTimeISO!) { bookTrial(trialRequestId: $id, startsAt: $at, visitorTimeZone: "Moon/Base") { id } }',
      { id: created.body.data.createTrialRequest.id, at: free.startsAt },
    );
    expect(zone.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(zone.body.errors[0].extensions.fieldErrors)).toEqual(['visitorTimeZone']);
    const link = await admin('mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }', {
      input: {
        name: 'Emma Clarke',
        email: 'emma@school.test',
        courses: ['piano'],
        timeZone: 'Europe/London',
        meetingUrl: 'http://meet.example.com/emma',
      },
    });
    expect(link.body.errors[0].extensions.fieldErrors).toEqual({
      meetingUrl: 'Please enter a link starting with https://',
    });
  });
});
