/**
 * What a notification says about a submission: a subject, labelled fields and a dashboard link.
 * Shared by the email and the webhook, so both show the same facts. Never the resume itself.
 * The kind's definition says what it adds to the name and the email (its `notice`).
 */
import type { SubmissionKind } from '@school/common';
import { DateTime } from 'luxon';
import type { ObjectLiteral } from 'typeorm';
import { kindIn, type KindDefinition, type Kinds, type Notice } from '../kinds/kind-definition';
import { recordLink } from '../record-link';
import type { NotificationTopic } from './notification.entity';

export interface SubmissionSummary {
  kind: SubmissionKind;
  id: string;
  subject: string;
  /** Label → value, in reading order. */
  fields: [string, string][];
  /** Plain data for the webhook payload. */
  data: Record<string, string | boolean | null>;
  link: string;
}

/** The kind a notification job names, with what its notice says; undefined for a kind never notified. */
export function notifiedKind(kinds: Kinds, name: string): (KindDefinition & { notice: Notice }) | undefined {
  const kind = kindIn(kinds, name);
  return kind?.notice ? (kind as KindDefinition & { notice: Notice }) : undefined;
}

/** The columns every notified kind has (its entity extends SubmissionRecord). */
interface SubmissionColumns {
  id: string;
  name: string;
  email: string;
  createdAt: Date | string;
}

/** The subject's start per topic: the kind's notice title for a new one, or what happened to it. */
function titleOf(kind: KindDefinition & { notice: Notice }, topic: NotificationTopic): string {
  return topic === 'assigned' ? `${kind.spec.label.one} assigned to you` : kind.notice.title;
}

/** "Wed 25 Nov 2026, 13:00 (Asia/Kolkata)": when staff read it, in the school's zone. */
export function schoolTime(instant: Date, zone: string): string {
  return `${DateTime.fromJSDate(instant, { zone }).toFormat('ccc d LLL yyyy, HH:mm')} (${zone})`;
}

export function summarize(
  kinds: Kinds,
  name: SubmissionKind,
  row: ObjectLiteral,
  publicUrl: string,
  topic: NotificationTopic = 'submission',
  schoolTimeZone = 'UTC',
): SubmissionSummary {
  const kind = notifiedKind(kinds, name);
  if (!kind) throw new Error(`No notice for submissions of kind ${name}`);
  const { fields, data, suffix = '' } = kind.notice.details(row);
  const { id, name: person, email, createdAt: created } = row as SubmissionColumns;
  const createdAt = new Date(created).toISOString();
  return {
    kind: name,
    id,
    subject: `${titleOf(kind, topic)}: ${person}${suffix}`.replace(/[\r\n]+/g, ' '),
    fields: [
      ['Name', person],
      ['Email', email],
      ...fields,
      ['Received', schoolTime(new Date(created), schoolTimeZone)],
    ],
    data: { id, name: person, email, ...data, createdAt },
    link: recordLink(publicUrl, kind.spec.resource, id),
  };
}
