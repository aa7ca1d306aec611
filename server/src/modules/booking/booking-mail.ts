/**
 * The mails of a trial class (docs/requirements.md#trial-booking-mail), written at delivery by the
 * outbox worker from the job's payload (what was true when the event happened; booking-mail-jobs.ts)
 * and the rows as they are (names, the meeting link). The visitor reads times in their own zone, the
 * teacher in theirs; both get the same calendar event (one UID, in UTC).
 */
import { categoryLabel, manageBookingPath } from '@school/common';
import type { DataSource } from 'typeorm';
import { ObsoleteError, PermanentError, type MailMessage, type QueuedMail, type SchoolContact } from '../outbox';
import { firstName, render } from './booking-letter';
import type { TrialRequestReads } from '../trial-request-status';
import { staleReminder, toTeacher, toVisitor, type LetterContext } from './booking-letters';
import type { BookingMailPayload } from './booking-mail-jobs';
import type { BookingTokens } from './booking-token';
import { trialInvite } from './booking-invite';
import { Teacher } from './teacher.entity';
import { TrialBooking } from './trial-booking.entity';

/** Writes booking and reminder mails at delivery (the outbox worker's composer for both topics). */
export class BookingMailComposer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: BookingTokens,
    private readonly settings: {
      publicUrl: string;
      schoolTimeZone: string;
      senderDomain: string;
      /** TRIAL_MEETING_LINK_IN: a confirmed booking's mails, or only the last reminder. */
      meetingLinkIn?: 'confirmation' | 'last_reminder';
    },
    /** The trial request's own reads: who the class is for. */
    private readonly requests: Pick<TrialRequestReads, 'facts'>,
  ) {}

  /** Whether this mail to the visitor may carry the teacher's meeting link (never an unconfirmed booking's). */
  private meetingLinkAllowed(payload: BookingMailPayload, booking: TrialBooking): boolean {
    if (payload.event === 'cancelled') return false;
    if (this.settings.meetingLinkIn === 'last_reminder') return payload.event === 'reminder_1h';
    return booking.confirmedAt !== null;
  }

  compose = async (job: QueuedMail, school: SchoolContact): Promise<MailMessage> => {
    const payload = JSON.parse(job.payload ?? 'null') as BookingMailPayload | null;
    if (!payload) throw new PermanentError('not sent: the job says nothing');
    const [booking, teacher, request] = await Promise.all([
      this.dataSource.getRepository(TrialBooking).findOneBy({ id: payload.bookingId }),
      this.dataSource.getRepository(Teacher).findOneBy({ id: payload.teacherId }),
      this.requests.facts(job.submissionId),
    ]);
    if (!booking || !teacher || !request) throw new PermanentError('not sent: the booking no longer exists');
    const startsAt = new Date(payload.startsAt);
    if (payload.event.startsWith('reminder') && (booking.status !== 'booked' || +booking.startsAt !== +startsAt))
      throw new ObsoleteError('not sent: the class was moved or cancelled since');
    const stale = staleReminder(payload, new Date());
    if (stale) throw new ObsoleteError(stale);
    const previousTeacher =
      payload.previousTeacherId && payload.previousTeacherId !== teacher.id
        ? await this.dataSource.getRepository(Teacher).findOneBy({ id: payload.previousTeacherId })
        : null;
    const context: LetterContext = {
      payload,
      booking,
      teacher,
      previousTeacher,
      request: { ...request, id: job.submissionId },
      school,
      settings: this.settings,
      manageLink: `${this.settings.publicUrl}${manageBookingPath(this.tokens.manage(booking.id))}`,
      confirmLink:
        booking.confirmedAt === null
          ? `${this.settings.publicUrl}/api/v1/trial-booking/confirm?token=${encodeURIComponent(this.tokens.confirm(booking.id))}`
          : null,
      meetingLinkAllowed: this.meetingLinkAllowed(payload, booking),
      now: new Date(),
    };
    const letter = payload.audience === 'visitor' ? toVisitor(context) : toTeacher(context);
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
          ...(visitor ? [`See, move or cancel: ${context.manageLink}`] : []),
        ].join('\n'),
        location: visitor && !context.meetingLinkAllowed ? null : teacher.meetingUrl,
        // the school answers: its name and its reply address (never the no-reply sender)
        organizer: { name: school.name, email: school.replyTo },
        uidDomain: this.settings.senderDomain,
        attendee: visitor ? { name: request.name, email: request.email } : { name: teacher.name, email: teacher.email },
      });
    }
    return message;
  };
}
