/**
 * The outbox jobs of a trial class's events (docs/requirements.md#trial-booking-mail): written in the
 * same transaction as the booking change they tell of, each under a delivery key that names the event
 * (booking, sequence, audience), so an event is queued once. booking-mail.ts writes them at delivery.
 */
import { TRIAL_REQUEST } from '@school/common';
import type { Statement } from '../../db/atomic';
import type { EventOutbox } from '../outbox';
import type { TrialBooking } from './trial-booking.entity';

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
  /** A move to another teacher: who had the class before (the visitor's mail names both). */
  previousTeacherId?: string | null;
  /** A reminder: the moment it was found due (its words count the time left from then at the earliest). */
  dueAt?: string | null;
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
    to: { visitor: boolean } = { visitor: true },
  ): Statement[] {
    const changed = previous && previous.teacher.id !== teacher.id ? previous.teacher.id : null;
    const jobs = to.visitor
      ? [this.job(event, 'visitor', booking, visitorEmail, booking.teacherId, previous?.startsAt, changed)]
      : [];
    if (previous && changed) {
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
  reminder(event: ReminderEvent, booking: BookingFacts, visitorEmail: string, dueAt: Date): Statement {
    return this.outbox.statement(
      {
        kind: TRIAL_REQUEST.name,
        submissionId: booking.trialRequestId,
        to: visitorEmail,
        topic: 'reminder',
        key: reminderKey(booking.id, event, booking.startsAt),
        payload: { ...this.payload(event, 'visitor', booking, booking.teacherId), dueAt: dueAt.toISOString() },
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
    previousTeacherId?: string | null,
  ): Statement {
    const key = `booking.${booking.id}.${booking.sequence}.${audience === 'visitor' ? 'visitor' : `teacher.${teacherId}`}`;
    return this.outbox.statement({
      kind: TRIAL_REQUEST.name,
      submissionId: booking.trialRequestId,
      to,
      topic: 'booking',
      key,
      payload: this.payload(event, audience, booking, teacherId, previousStartsAt, previousTeacherId),
    });
  }

  private payload(
    event: BookingMailPayload['event'],
    audience: Audience,
    booking: BookingFacts,
    teacherId: string,
    previousStartsAt?: Date,
    previousTeacherId?: string | null,
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
      previousTeacherId: previousTeacherId ?? null,
    };
  }
}
