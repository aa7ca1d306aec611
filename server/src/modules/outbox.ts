/**
 * The seam between the notification outbox and the features that send mail through it (trial
 * bookings): what a feature may queue and how a queued mail is written at delivery. The outbox
 * implements EventOutbox (modules/notification); a feature gives a MailComposer for its topics; the
 * composition root (app.ts) wires the two.
 */
import type { Statement } from '../db/atomic';

/** Delivery failed and retrying cannot help. */
export class PermanentError extends Error {}
/** Not sent because it no longer applies (a reminder of a class that moved): recorded as skipped. */
export class ObsoleteError extends PermanentError {}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** One mail, ready to send. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes; unset: the school's reply address (SchoolContact.replyTo). */
  replyTo?: string | null;
  /** The name the From header shows (MAIL_FROM's address stays); unset: MAIL_FROM's name. */
  fromName?: string;
  /** The recipient's name, for the To header (the mail library encodes it; CR/LF cannot add a header). */
  toName?: string | null;
  /** An iCalendar invite (RFC 5545 text) with its method. */
  invite?: { method: 'REQUEST' | 'CANCEL'; ics: string; filename: string };
}

/** The topics features own: a trial class booked, moved or cancelled; a class about to start; a reply from the dashboard. */
export type EventTopic =
  | 'booking'
  | 'reminder'
  | 'reply'
  | 'acknowledgement'
  | 'family'
  | 'lesson-reminder'
  | 'lesson-letter'
  | 'teacher-summary'
  | 'receipt'
  | 'invoice-reminder';

/** A mail a feature queues about one of its events. */
export interface EventMail {
  /** The submission kind and id it is about (the dashboard lists it with that submission's mails). */
  kind: string;
  submissionId: string;
  to: string;
  topic: EventTopic;
  /** Names the event: the same event always makes the same key, and a key is queued once. */
  key: string;
  /** What the mail says, fixed when the event happened (JSON). */
  payload: object;
}

/** The INSERT of a mail, with the job it writes (when `skip` finds the key queued already, the earlier job stays). */
export type QueuedMailStatement = Statement & { job: { id: string; status: 'queued' | 'skipped' } };

export interface EventOutbox {
  /** The INSERT that queues the mail, to commit with the change it tells of; `skip`: a key already queued is left. */
  statement(mail: EventMail, onConflict?: 'fail' | 'skip'): QueuedMailStatement;
  /** Wakes the delivery worker once the statements are committed. */
  queued(): void;
}

/** A queued mail as its composer sees it. */
export interface QueuedMail {
  submissionId: string;
  recipient: string;
  payload: string | null;
}

/** The school as its mails name it (modules/school-contact.ts). */
export interface SchoolContact {
  /** The school's details name, else SCHOOL_NAME, else MAIL_FROM's display name. */
  name: string;
  /** SCHOOL_REPLY_TO, else the published support address, else MAIL_FROM's address. */
  replyTo: string;
}

/**
 * Writes the mail of a feature's topic at delivery, for the school as it is now. The mail goes from
 * MAIL_FROM's address under the school's name, with Reply-To the school's address unless it says otherwise.
 */
export type MailComposer = (mail: QueuedMail, school: SchoolContact) => Promise<MailMessage>;
