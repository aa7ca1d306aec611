/**
 * The calendar invite of a trial class (RFC 5545, written by ical-generator): one event whose UID is
 * the booking's and stays so for its whole life, SEQUENCE counting its changes, times in UTC so every
 * calendar shows them in its own zone. A move is a REQUEST with a higher SEQUENCE; a cancel, a CANCEL.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface InviteDetails {
  /** The booking's id: with the sender's domain, the event's UID. */
  bookingId: string;
  sequence: number;
  cancelled: boolean;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** The video-call room, when the teacher has one. */
  location: string | null;
  /** The school: its name and the address it answers at. */
  organizer: { name: string; email: string };
  /** The domain of the UID (MAIL_FROM's): stays the same whatever the reply address becomes. */
  uidDomain: string;
  attendee: { name: string; email: string };
}

export function inviteUid(bookingId: string, domain: string): string {
  return `trial-${bookingId}@${domain || 'localhost'}`;
}

export function trialInvite(details: InviteDetails): { method: 'REQUEST' | 'CANCEL'; ics: string; filename: string } {
  const method = details.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'music-school', product: 'trial-booking', language: 'EN' }, method });
  calendar.createEvent({
    id: inviteUid(details.bookingId, details.uidDomain),
    sequence: details.sequence,
    start: details.startsAt,
    end: details.endsAt,
    stamp: new Date(),
    summary: details.summary,
    description: details.description,
    location: details.location,
    url: details.location,
    status: details.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: details.organizer,
    attendees: [
      {
        name: details.attendee.name,
        email: details.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: details.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return { method, ics: calendar.toString(), filename: details.cancelled ? 'cancelled-class.ics' : 'trial-class.ics' };
}
