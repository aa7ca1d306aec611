/**
 * The mails of a trial class (docs/requirements.md#trial-booking-mail), through the notification
 * outbox: an SMTP outage delays them, never loses them.
 * - Jobs: written in the same transaction as the booking change they tell of, each under a delivery
 *   key that names the event (booking, sequence, audience), so an event is queued once.
 * - Composing: at delivery, from the job's payload (what was true when the event happened) and the
 *   rows as they are (names, the meeting link). The visitor reads times in their own zone, the teacher
 *   in theirs; both get the same calendar event (one UID, in UTC).
 */
import { categoryLabel, TRIAL_REQUEST } from '@school/common';
import type { DataSource } from 'typeorm';
import type { Statement } from '../../db/atomic';
import {
  escapeHtml,
  ObsoleteError,
  PermanentError,
  type EventOutbox,
  type MailMessage,
  type QueuedMail,
} from '../outbox';
import type { BookingTokens } from './booking-token';
import { trialInvite } from './booking-invite';
import { Teacher } from './teacher.entity';
import { TrialBooking } from './trial-booking.entity';

export type BookingEvent = 'booked' | 'moved' | 'cancelled';
export type ReminderEvent = 'reminder_24h' | 'reminder_1h';
type Audience = 'visitor' | 'teacher';

/** What a booking mail says, fixed when its event happened (the job's payload). */
export interface BookingMailPayload {
  event: BookingEvent | ReminderEvent;
  audience: Audience;
  bookingId: string;
  teacherId: string;
  startsAt: string;
  endsAt: string;
  sequence: number;
  /** A move: when the class was before. */
  previousStartsAt?: string | null;
}

/** The booking fields the jobs are made of. */
export type BookingFacts = Pick<
  TrialBooking,
  'id' | 'trialRequestId' | 'teacherId' | 'startsAt' | 'endsAt' | 'sequence'
>;

export const reminderKey = (bookingId: string, event: ReminderEvent, startsAt: Date) =>
  `reminder.${bookingId}.${event === 'reminder_24h' ? '24h' : '1h'}.${startsAt.getTime()}`;

/** Makes the outbox jobs of booking events; the caller commits them with the change. */
export class BookingMailJobs {
  constructor(private readonly outbox: EventOutbox) {}

  /** Wakes the worker once the jobs are committed. */
  queued(): void {
    this.outbox.queued();
  }

  /**
   * The mails of one event: the visitor's, and each teacher's it concerns. A move to another teacher
   * tells the old one the class is off and the new one it is booked.
   */
  forEvent(
    event: BookingEvent,
    booking: BookingFacts,
    visitorEmail: string,
    teacher: { id: string; email: string },
    previous?: { startsAt: Date; teacher: { id: string; email: string } },
  ): Statement[] {
    const jobs = [this.job(event, 'visitor', booking, visitorEmail, booking.teacherId, previous?.startsAt)];
    if (previous && previous.teacher.id !== teacher.id) {
      jobs.push(
        this.job(
          'cancelled',
          'teacher',
          { ...booking, startsAt: previous.startsAt },
          previous.teacher.email,
          previous.teacher.id,
        ),
      );
      jobs.push(this.job('booked', 'teacher', booking, teacher.email, teacher.id));
    } else jobs.push(this.job(event, 'teacher', booking, teacher.email, teacher.id, previous?.startsAt));
    return jobs;
  }

  /**
   * A reminder to the visitor; its key names the class's start, so a moved class is reminded again,
   * and one already queued is left as it is.
   */
  reminder(event: ReminderEvent, booking: BookingFacts, visitorEmail: string): Statement {
    return this.outbox.statement(
      {
        kind: TRIAL_REQUEST.name,
        submissionId: booking.trialRequestId,
        to: visitorEmail,
        topic: 'reminder',
        key: reminderKey(booking.id, event, booking.startsAt),
        payload: this.payload(event, 'visitor', booking, booking.teacherId),
      },
      'skip',
    );
  }

  private job(
    event: BookingEvent,
    audience: Audience,
    booking: BookingFacts,
    to: string,
    teacherId: string,
    previousStartsAt?: Date,
  ): Statement {
    const key = `booking.${booking.id}.${booking.sequence}.${audience === 'visitor' ? 'visitor' : `teacher.${teacherId}`}`;
    return this.outbox.statement({
      kind: TRIAL_REQUEST.name,
      submissionId: booking.trialRequestId,
      to,
      topic: 'booking',
      key,
      payload: this.payload(event, audience, booking, teacherId, previousStartsAt),
    });
  }

  private payload(
    event: BookingMailPayload['event'],
    audience: Audience,
    booking: BookingFacts,
    teacherId: string,
    previousStartsAt?: Date,
  ): BookingMailPayload {
    return {
      event,
      audience,
      bookingId: booking.id,
      teacherId,
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      sequence: booking.sequence,
      previousStartsAt: previousStartsAt?.toISOString() ?? null,
    };
  }
}

const STYLES = {
  /** "Tuesday 25 November 2026 at 18:30 Australian Eastern Daylight Time": the body. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZoneName: 'long' },
  /** "Wed 25 Nov, 04:30": subjects. */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

function timeIn(instant: Date, timeZone: string, style: keyof typeof STYLES): string {
  const key = `${style} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      ...STYLES[style],
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  return format.format(instant);
}

export const longTime = (instant: Date, timeZone: string) => timeIn(instant, timeZone, 'long');
export const shortTime = (instant: Date, timeZone: string) => timeIn(instant, timeZone, 'short');

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A mail as parts both renderings share. */
interface Letter {
  subject: string;
  greeting: string;
  paragraphs: string[];
  rows: [string, string][];
  links: [string, string][];
  signature: string;
}

function render(letter: Letter): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const text = [
    letter.greeting,
    '',
    ...letter.paragraphs.flatMap((p) => [p, '']),
    ...letter.rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...letter.links.flatMap(([label, url]) => [`${label}: ${url}`, '']),
    letter.signature,
    '',
  ].join('\n');
  const cell = 'style="padding:4px 12px 4px 0;text-align:left;vertical-align:top"';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(letter.greeting)}</p>
${letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<table>${letter.rows.map(([label, value]) => `<tr><th ${cell}>${escapeHtml(label)}</th><td>${linkify(value)}</td></tr>`).join('')}</table>
${letter.links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`).join('\n')}
<p>${escapeHtml(letter.signature)}</p>
</body></html>`;
  return { subject: letter.subject, text, html };
}

const linkify = (value: string) =>
  /^https:\/\/\S+$/.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);

interface RequestRow {
  name: string;
  email: string;
  category: string;
}

/** Writes booking and reminder mails at delivery (the outbox worker's composer for both topics). */
export class BookingMailComposer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: BookingTokens,
    private readonly settings: { publicUrl: string; schoolTimeZone: string },
  ) {}

  compose = async (job: QueuedMail, sender: { name: string; email: string }): Promise<MailMessage> => {
    const payload = JSON.parse(job.payload ?? 'null') as BookingMailPayload | null;
    if (!payload) throw new PermanentError('not sent: the job says nothing');
    const [booking, teacher, request] = await Promise.all([
      this.dataSource.getRepository(TrialBooking).findOneBy({ id: payload.bookingId }),
      this.dataSource.getRepository(Teacher).findOneBy({ id: payload.teacherId }),
      this.dataSource
        .createQueryBuilder()
        .select(['t.name AS name', 't.email AS email', 't.category AS category'])
        .from('trial_requests', 't')
        .where('t.id = :id', { id: job.submissionId })
        .getRawOne<RequestRow>(),
    ]);
    if (!booking || !teacher || !request) throw new PermanentError('not sent: the booking no longer exists');
    const startsAt = new Date(payload.startsAt);
    if (payload.event.startsWith('reminder') && (booking.status !== 'booked' || +booking.startsAt !== +startsAt))
      throw new ObsoleteError('not sent: the class was moved or cancelled since');
    const letter =
      payload.audience === 'visitor'
        ? this.toVisitor(payload, booking, teacher, request, sender)
        : this.toTeacher(payload, teacher, request, sender);
    const message: MailMessage = render(letter);
    if (payload.event === 'booked' || payload.event === 'moved' || payload.event === 'cancelled') {
      const visitor = payload.audience === 'visitor';
      message.invite = trialInvite({
        bookingId: booking.id,
        sequence: payload.sequence,
        cancelled: payload.event === 'cancelled',
        startsAt,
        endsAt: new Date(payload.endsAt),
        summary: visitor
          ? `Free ${categoryLabel(request.category)} trial class with ${firstName(teacher.name)}`
          : `${categoryLabel(request.category)} trial class: ${request.name}`,
        description: [
          visitor
            ? `Free ${categoryLabel(request.category)} trial class with ${firstName(teacher.name)}.`
            : `Trial class with ${request.name}.`,
          ...letter.rows
            .filter(([label]) => label === 'How to join' || label === 'Your room')
            .map(([l, v]) => `${l}: ${v}`),
          ...letter.links.map(([, url]) => `See, move or cancel: ${url}`),
        ].join('\n'),
        location: teacher.meetingUrl,
        organizer: sender,
        attendee: visitor ? { name: request.name, email: request.email } : { name: teacher.name, email: teacher.email },
      });
    }
    return message;
  };

  private toVisitor(
    payload: BookingMailPayload,
    booking: TrialBooking,
    teacher: Teacher,
    request: RequestRow,
    sender: { name: string },
  ): Letter {
    const zone = booking.visitorTimeZone ?? this.settings.schoolTimeZone;
    const when = `${longTime(new Date(payload.startsAt), zone)} (${zone})`;
    const brief = `${shortTime(new Date(payload.startsAt), zone)} (${zone})`;
    const course = categoryLabel(request.category);
    const teacherName = firstName(teacher.name);
    const minutes = Math.round((Date.parse(payload.endsAt) - Date.parse(payload.startsAt)) / 60_000);
    const subjects: Record<BookingMailPayload['event'], string> = {
      booked: `Your free ${course} trial class is booked: ${brief}`,
      moved: `Your ${course} trial class has moved: ${brief}`,
      cancelled: `Your ${course} trial class is cancelled: ${brief}`,
      reminder_24h: `Reminder: your free ${course} trial class is in 24 hours`,
      reminder_1h: `Starting in an hour: your free ${course} trial class`,
    };
    const opening: Record<BookingMailPayload['event'], string> = {
      booked: `Your free ${course} trial class with ${teacherName} is booked. The invite attached adds it to your calendar.`,
      moved: `Your free ${course} trial class with ${teacherName} has a new time${
        payload.previousStartsAt ? ` (it was ${longTime(new Date(payload.previousStartsAt), zone)})` : ''
      }. The invite attached updates your calendar.`,
      cancelled: `Your free ${course} trial class with ${teacherName} is cancelled, and the time is free again. The invite attached removes it from your calendar. If you would like another time, reply to this mail.`,
      reminder_24h: `This is a reminder of your free ${course} trial class with ${teacherName}, in 24 hours.`,
      reminder_1h: `Your free ${course} trial class with ${teacherName} starts in an hour.`,
    };
    const rows: [string, string][] = [
      ['When', when],
      ['Length', `${minutes} minutes`],
      ['Teacher', teacherName],
    ];
    const links: [string, string][] = [];
    if (payload.event !== 'cancelled') {
      rows.push([
        'How to join',
        teacher.meetingUrl ?? `${teacherName} will email you the video-call link before the class`,
      ]);
      links.push([
        'See, move or cancel your class (this link is yours alone and works until the class begins)',
        `${this.settings.publicUrl}/Trial/booking#${this.tokens.manage(booking.id)}`,
      ]);
    }
    return {
      subject: subjects[payload.event],
      greeting: `Hello ${firstName(request.name)},`,
      paragraphs: [opening[payload.event]],
      rows,
      links,
      signature: sender.name,
    };
  }

  private toTeacher(
    payload: BookingMailPayload,
    teacher: Teacher,
    request: RequestRow,
    sender: { name: string },
  ): Letter {
    const zone = teacher.timeZone;
    const when = `${longTime(new Date(payload.startsAt), zone)} (${zone})`;
    const course = categoryLabel(request.category);
    const verbs: Record<BookingMailPayload['event'], string> = {
      booked: 'booked',
      moved: 'moved',
      cancelled: 'cancelled',
      reminder_24h: 'in 24 hours',
      reminder_1h: 'in an hour',
    };
    const moved = payload.previousStartsAt ? ` It was ${longTime(new Date(payload.previousStartsAt), zone)}.` : '';
    return {
      subject: `Trial class ${verbs[payload.event]}: ${course} with ${request.name}, ${shortTime(new Date(payload.startsAt), zone)} (${zone})`,
      greeting: `Hello ${firstName(teacher.name)},`,
      paragraphs: [
        `A free ${course} trial class with ${request.name} is ${verbs[payload.event]}.${payload.event === 'moved' ? moved : ''}`,
      ],
      rows: [
        ['When', when],
        ['Student', request.name],
        ['Course', course],
        ...(teacher.meetingUrl && payload.event !== 'cancelled'
          ? [['Your room', teacher.meetingUrl] as [string, string]]
          : []),
      ],
      // teachers are not dashboard users: the mail itself is what they need
      links: [],
      signature: sender.name,
    };
  }
}
