/**
 * What a trial class's mails say (docs/requirements.md#trial-booking-mail): the visitor's, in their zone,
 * and the teacher's, in theirs, with what the teacher needs to reach the family. Times are written with
 * the fields the site's booking page uses, followed by the zone's name. A reminder counts the time left
 * when it goes out, and is not sent once its moment passed.
 */
import { categoryLabel, instantLabel, TRIAL_REQUEST } from '@school/common';
import { recordLink } from '../record-link';
import type { SchoolContact } from '../outbox';
import { firstName, type Letter } from './booking-letter';
import type { BookingMailPayload } from './booking-mail-jobs';
import type { Teacher } from './teacher.entity';
import type { TrialBooking } from './trial-booking.entity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RequestRow {
  name: string;
  email: string;
  category: string;
  phone: string | null;
}

export interface LetterContext {
  payload: BookingMailPayload;
  booking: TrialBooking;
  teacher: Teacher;
  /** A move to another teacher: who had the class before. */
  previousTeacher: Teacher | null;
  request: RequestRow & { id: string };
  school: SchoolContact;
  settings: { publicUrl: string; schoolTimeZone: string };
  manageLink: string;
  /** The link that confirms a booking from the site; null once it is confirmed. */
  confirmLink: string | null;
  /** Whether this mail may carry the teacher's meeting link (never an unconfirmed booking's). */
  meetingLinkAllowed: boolean;
  now: Date;
}

/** The time left until the class when a reminder goes out: never counted from before it was due. */
function leftAt(payload: BookingMailPayload, now: Date): number {
  const from = Math.max(now.getTime(), payload.dueAt ? Date.parse(payload.dueAt) : 0);
  return Date.parse(payload.startsAt) - from;
}

/** Why a reminder must not go out now (its class began, or the 1-hour one is due instead); null: it may. */
export function staleReminder(payload: BookingMailPayload, now: Date): string | null {
  if (!payload.event.startsWith('reminder')) return null;
  const left = Date.parse(payload.startsAt) - now.getTime();
  if (left <= 0) return 'not sent: the class had begun when the reminder could go out';
  if (payload.event === 'reminder_24h' && left <= HOUR)
    return 'not sent: the class is less than an hour away (the 1-hour reminder tells it)';
  return null;
}

/** "in an hour", "in 35 minutes", "in 23 hours". */
export function inWords(left: number): string {
  if (Math.abs(left - HOUR) <= 10 * MINUTE) return 'in an hour';
  if (left < HOUR) return `in ${Math.max(1, Math.round(left / MINUTE))} minutes`;
  const hours = Math.round(left / HOUR);
  return hours === 1 ? 'in an hour' : `in ${hours} hours`;
}

export function toVisitor(c: LetterContext): Letter {
  const { payload, booking, teacher, request } = c;
  const zone = booking.visitorTimeZone ?? c.settings.schoolTimeZone;
  const when = `${instantLabel(payload.startsAt, zone, 'full')} (${zone})`;
  const brief = `${instantLabel(payload.startsAt, zone, 'short')} (${zone})`;
  const course = categoryLabel(request.category);
  const teacherName = firstName(teacher.name);
  const minutes = Math.round((Date.parse(payload.endsAt) - Date.parse(payload.startsAt)) / MINUTE);
  const left = inWords(leftAt(payload, c.now));
  const newTeacher = c.previousTeacher
    ? ` Your teacher is now ${teacherName} (instead of ${firstName(c.previousTeacher.name)}).`
    : '';
  const subjects: Record<BookingMailPayload['event'], string> = {
    booked: `Your free ${course} trial class is booked: ${brief}`,
    moved: `Your ${course} trial class has moved: ${brief}${c.previousTeacher ? `, with ${teacherName}` : ''}`,
    cancelled: `Your ${course} trial class is cancelled: ${brief}`,
    reminder_24h: `Reminder: your free ${course} trial class is ${left}`,
    reminder_1h: `Starting ${left}: your free ${course} trial class`,
  };
  const opening: Record<BookingMailPayload['event'], string> = {
    booked: `Your free ${course} trial class with ${teacherName} is booked. The invite in this mail adds it to your calendar.`,
    moved: `Your free ${course} trial class has a new time${
      payload.previousStartsAt ? ` (it was ${instantLabel(payload.previousStartsAt, zone, 'full')})` : ''
    }.${newTeacher} The invite in this mail updates your calendar.`,
    cancelled: `Your free ${course} trial class with ${teacherName} is cancelled, and the time is free again. The invite in this mail removes it from your calendar. If you would like another time, reply to this mail.`,
    reminder_24h: `This is a reminder of your free ${course} trial class with ${teacherName}, ${left}.`,
    reminder_1h: `Your free ${course} trial class with ${teacherName} starts ${left}.`,
  };
  const rows: [string, string][] = [
    ['When', when],
    ['Length', `${minutes} minutes`],
    ['Teacher', teacherName],
  ];
  const links: [string, string][] = [];
  if (payload.event !== 'cancelled') {
    const room = c.meetingLinkAllowed ? teacher.meetingUrl : null;
    rows.push([
      'How to join',
      room ??
        (c.meetingLinkAllowed
          ? `${teacherName} will email you the video-call link before the class`
          : 'You will get the video-call link before the class'),
    ]);
    if (c.confirmLink) links.push(['Confirm your class (until you do, the time may be released)', c.confirmLink]);
    links.push([
      'See, move or cancel your class (this link is yours alone and works until the class begins)',
      c.manageLink,
    ]);
  }
  return {
    subject: subjects[payload.event],
    greeting: `Hello ${firstName(request.name)},`,
    paragraphs: [opening[payload.event], `Questions? Reply to this mail or write to ${c.school.replyTo}.`],
    rows,
    links,
    signature: c.school.name,
  };
}

export function toTeacher(c: LetterContext): Letter {
  const { payload, teacher, request } = c;
  const zone = teacher.timeZone;
  const when = `${instantLabel(payload.startsAt, zone, 'full')} (${zone})`;
  const course = categoryLabel(request.category);
  const verbs: Record<BookingMailPayload['event'], string> = {
    booked: 'booked',
    moved: 'moved',
    cancelled: 'cancelled',
    reminder_24h: 'coming up',
    reminder_1h: 'coming up',
  };
  const moved = payload.previousStartsAt ? ` It was ${instantLabel(payload.previousStartsAt, zone, 'full')}.` : '';
  const noRoom = !teacher.meetingUrl && payload.event !== 'cancelled';
  return {
    subject: `Trial class ${verbs[payload.event]}: ${course} with ${request.name}, ${instantLabel(payload.startsAt, zone, 'short')} (${zone})`,
    greeting: `Hello ${firstName(teacher.name)},`,
    paragraphs: [
      `A free ${course} trial class with ${request.name} is ${verbs[payload.event]}.${payload.event === 'moved' ? moved : ''}`,
      ...(noRoom
        ? [`You have no meeting link with us: please email the video-call link to ${request.email} before the class.`]
        : []),
    ],
    rows: [
      ['When', when],
      ['Student', request.name],
      ['Course', course],
      ['Email', request.email],
      ['Phone', request.phone ?? 'not given'],
      ...(teacher.meetingUrl && payload.event !== 'cancelled'
        ? [['Your room', teacher.meetingUrl] as [string, string]]
        : []),
    ],
    links: [['The request in the dashboard', recordLink(c.settings.publicUrl, TRIAL_REQUEST.resource, request.id)]],
    signature: c.school.name,
  };
}
