/**
 * The mails of a trial class (docs/requirements.md#trial-booking-mail), written at delivery by the
 * outbox worker from the job's payload (what was true when the event happened; booking-mail-jobs.ts)
 * and the rows as they are (names, the meeting link). The visitor reads times in their own zone, the
 * teacher in theirs; both get the same calendar event (one UID, in UTC).
 */
import { categoryLabel } from '@school/common';
import type { DataSource } from 'typeorm';
import { escapeHtml, ObsoleteError, PermanentError, type MailMessage, type QueuedMail } from '../outbox';
import type { BookingMailPayload } from './booking-mail-jobs';
import { longTime, shortTime } from './booking-times';
import type { BookingTokens } from './booking-token';
import { trialInvite } from './booking-invite';
import { Teacher } from './teacher.entity';
import { TrialBooking } from './trial-booking.entity';

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
