/**
 * A person's timeline (docs/requirements.md#people), newest first, merged from three places: their
 * submissions, the audit log's entries about those submissions (status changes, notes, assignments,
 * bookings, spam flags) and the outbox's mails to them (replies, booking mails, reminders).
 */
import { categoryLabel, kindNames, personKey, statusLabel, type KindSpec } from '@school/common';
import { In, type DataSource } from 'typeorm';
import { asDate } from '../../db/atomic';
import { AuditEntry } from '../audit/audit-entry.entity';
import { auditPhrase } from '../audit/audit-sentences';
import type { TimelineEntry } from './people.types';

/** A submission as the person's page reads it. */
export interface PersonRow {
  spec: KindSpec;
  id: string;
  name: string;
  email: string;
  status: string;
  spam: boolean;
  createdAt: Date;
  category?: string;
}

/** The mail topics a person receives, and how a line names each. */
const MAIL_TOPICS = ['reply', 'booking', 'reminder', 'acknowledgement'];

/** Audit actions the timeline shows, as entry types; others (downloads, deletes, the reply itself) are left out. */
const AUDIT_TYPES: Record<string, string> = {
  status_change: 'status',
  update: 'note',
  assign: 'assignment',
  booking_create: 'booking',
  booking_move: 'booking',
  booking_cancel: 'booking',
  spam: 'spam',
  not_spam: 'spam',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Trial request (Guitar)", "Contact message". */
export function submissionSummary(row: PersonRow): string {
  return row.category ? `${row.spec.label.one} (${categoryLabel(row.category)})` : row.spec.label.one;
}

const base = { kind: null, submissionId: null, actorEmail: null, subject: null, body: null, deliveryStatus: null };

function submissionEntry(row: PersonRow): TimelineEntry {
  return {
    ...base,
    id: `submission:${row.id}`,
    at: row.createdAt,
    type: 'submission',
    kind: row.spec.name,
    submissionId: row.id,
    summary: submissionSummary(row) + (row.spam ? ' — flagged as spam' : ''),
    actorEmail: 'visitor',
  };
}

function auditSummary(entry: AuditEntry): string {
  if (entry.action === 'status_change') {
    const [from, to] = (entry.detail ?? '').split(' → ');
    if (to) return `Status: ${statusLabel(from)} → ${statusLabel(to)}`;
  }
  return capitalised(auditPhrase(entry.action, entry.target, entry.detail));
}

async function auditEntries(dataSource: DataSource, rows: PersonRow[], limit: number): Promise<TimelineEntry[]> {
  const byTarget = new Map(rows.map((row) => [`${kindNames(row.spec).snake}:${row.id}`, row]));
  if (byTarget.size === 0) return [];
  const entries = await dataSource.getRepository(AuditEntry).find({
    where: { target: In([...byTarget.keys()]), action: In(Object.keys(AUDIT_TYPES)) },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: limit,
  });
  return entries.map((entry) => {
    const row = byTarget.get(entry.target!)!;
    // an edit is a note when it touched the notes (the one text staff write about a person)
    const edit = entry.action === 'update' && !/\bnotes\b/.test(entry.detail ?? '');
    return {
      ...base,
      id: `audit:${entry.id}`,
      at: entry.createdAt,
      type: edit ? 'update' : AUDIT_TYPES[entry.action],
      kind: row.spec.name,
      submissionId: row.id,
      summary: auditSummary(entry),
      actorEmail: entry.actorEmail,
    };
  });
}

interface MailRow {
  id: string;
  kind: string;
  topic: string;
  submission_id: string;
  status: string;
  created_at: Date | string;
  payload: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function mailSummary(topic: string, payload: Record<string, unknown>): string {
  if (topic === 'reply') return `Reply: ${text(payload.subject)}`;
  if (topic === 'reminder') return 'Mail: trial class reminder';
  if (topic === 'acknowledgement') return 'Mail: acknowledgement of the form';
  return `Mail: trial class ${typeof payload.event === 'string' ? payload.event : 'booking'}`;
}

/** The mails queued to the person (a booking's mail to its teacher is not theirs) about their submissions. */
async function mailEntries(
  dataSource: DataSource,
  rows: PersonRow[],
  key: string,
  limit: number,
): Promise<TimelineEntry[]> {
  if (rows.length === 0) return [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const mails = await dataSource
    .createQueryBuilder()
    .select(['n.id AS id', 'n.kind AS kind', 'n.topic AS topic', 'n.submission_id AS submission_id'])
    .addSelect(['n.status AS status', 'n.created_at AS created_at', 'n.payload AS payload', 'n.recipient AS recipient'])
    .from('notifications', 'n')
    .where('n.submission_id IN (:...ids)', { ids: [...byId.keys()] })
    .andWhere('n.topic IN (:...topics)', { topics: MAIL_TOPICS })
    .orderBy('n.created_at', 'DESC')
    // the teachers' mails of the same submissions are read too, then left out: room for them
    .limit(limit * 3)
    .getRawMany<MailRow & { recipient: string }>();
  return mails
    .filter((mail) => byId.get(mail.submission_id)?.spec.name === mail.kind && personKey(mail.recipient) === key)
    .map((mail) => {
      const payload = parse(mail.payload);
      const reply = mail.topic === 'reply';
      return {
        ...base,
        id: `mail:${mail.id}`,
        at: asDate(mail.created_at),
        type: 'mail',
        kind: mail.kind,
        submissionId: mail.submission_id,
        summary: mailSummary(mail.topic, payload),
        actorEmail: typeof payload.sentBy === 'string' ? payload.sentBy : 'system',
        subject: reply ? text(payload.subject) : null,
        body: reply ? text(payload.body) : null,
        deliveryStatus: mail.status,
      };
    });
}

function parse(payload: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(payload ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Everything about the person's submissions, newest first: the newest `limit` entries (PEOPLE_TIMELINE_MAX; a probe
 * grew one to 604 entries), older ones left out.
 */
export async function timelineOf(
  dataSource: DataSource,
  rows: PersonRow[],
  key: string,
  limit: number,
): Promise<TimelineEntry[]> {
  const [audit, mails] = await Promise.all([
    auditEntries(dataSource, rows, limit),
    mailEntries(dataSource, rows, key, limit),
  ]);
  return [...rows.map(submissionEntry), ...audit, ...mails]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, limit);
}
