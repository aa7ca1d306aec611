/**
 * Replies from the dashboard (docs/requirements.md#replies): the variables filled from the submission,
 * then one transaction with the mail's outbox job, the status move it implies (a new contact message
 * is replied, a new trial request contacted) and the audit entries. SMTP being down delays the mail,
 * never loses it: the outbox worker retries.
 */
import {
  categoryLabel,
  fillVariables,
  kindNames,
  REPLY_LIMITS,
  replyErrors,
  type AdminRole,
  type ReplyVariable,
} from '@school/common';
import type { DataSource } from 'typeorm';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { newId } from '../../db/ids';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { kindIn } from '../kinds/kind-definition';
import type { EventOutbox } from '../outbox';
import type { PeopleService } from './people.service';
import type { TimelineEntry } from './people.types';
import type { PersonRow } from './timeline';
import type { ReplyPayload } from './reply-mail';
import { SchoolContacts } from '../school-contact';
import type { ReplySettings as EnvReplySettings } from '../../config/env';

/** The school's name and reply settings (config/env.ts): {{schoolName}} is the school's details name first. */
export type ReplySettings = EnvReplySettings;

/** Where a reply moves a new submission, by kind; kinds not named keep their status. */
const MOVES: Record<string, string> = { 'contact-message': 'replied', 'trial-request': 'contacted' };
const SPAM = 'This submission is flagged as spam: clear the flag before replying';

export type Replier = Actor & { role: AdminRole };

export class ReplyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly people: PeopleService,
    private readonly outbox: EventOutbox,
    private readonly settings: ReplySettings,
    private readonly audit: AuditService,
  ) {}

  /** The reply as it would be sent. */
  async preview(submissionId: string, subject: string, body: string, role: AdminRole) {
    const row = await this.checked(submissionId, subject, body, role);
    return filledWithin(await this.fill(row, subject, body));
  }

  async send(submissionId: string, subject: string, body: string, by: Replier): Promise<TimelineEntry> {
    for (let attempt = 0; ; attempt++) {
      const row = await this.checked(submissionId, subject, body, by.role);
      try {
        return await this.commit(row, filledWithin(await this.fill(row, subject, body)), by);
      } catch (error) {
        // its status changed between the read and the write: read it again, once
        if (!(error instanceof NothingChanged) || attempt > 0) throw error;
      }
    }
  }

  private async commit(row: PersonRow, reply: { subject: string; body: string }, by: Replier) {
    const key = `reply.${newId()}`;
    const payload: ReplyPayload = { ...reply, sentBy: by.actorEmail, name: row.name };
    const target = `${kindNames(row.spec).snake}:${row.id}`;
    const now = new Date();
    const mail = this.outbox.statement({
      kind: row.spec.name,
      submissionId: row.id,
      to: row.email,
      topic: 'reply',
      key,
      payload,
    });
    const statements: Statement[] = [
      mail,
      this.audit.statement(by, 'reply_sent', target, reply.subject.slice(0, 300), now),
    ];
    const moveTo = row.status === 'new' ? MOVES[row.spec.name] : undefined;
    if (moveTo) {
      const table = this.dataSource.getMetadata(kindIn(this.people.kinds, row.spec.name)!.entity).tableName;
      statements.push(
        {
          sql: `UPDATE ${table} SET status = ?, status_changed_at = ? WHERE id = ? AND status = 'new'`,
          params: [moveTo, now, row.id],
          mustChange: true,
        },
        this.audit.statement(by, 'status_change', target, `new → ${moveTo}`, now),
      );
    }
    await atomically(this.dataSource, statements);
    this.outbox.queued();
    const { job } = mail;
    return {
      id: `mail:${job.id}`,
      at: now,
      type: 'mail',
      kind: row.spec.name,
      submissionId: row.id,
      summary: `Reply: ${reply.subject}`,
      actorEmail: by.actorEmail,
      subject: reply.subject,
      body: reply.body,
      deliveryStatus: job.status,
    };
  }

  /** The submission, when the role may reply to it and the reply is well formed; else the error naming the field. */
  private async checked(submissionId: string, subject: string, body: string, role: AdminRole): Promise<PersonRow> {
    const row = await this.people.submission(submissionId, role);
    if (!row) throw new NotFoundError(`No submission with id ${submissionId}`);
    const errors = replyErrors(subject, body);
    if (row.spam) errors.submissionId = SPAM;
    const first = Object.values(errors)[0];
    if (first) throw new ValidationError(first, errors);
    return row;
  }

  private async fill(row: PersonRow, subject: string, body: string) {
    const values: Record<ReplyVariable, string> = {
      name: row.name,
      firstName: row.name.trim().split(/\s+/)[0] ?? '',
      email: row.email,
      course: row.category ? categoryLabel(row.category) : '',
      // one school name in every mail: its details first (school-contact.ts)
      schoolName: (await new SchoolContacts(this.dataSource, this.settings).current()).name,
      kind: row.spec.label.one.toLowerCase(),
    };
    // a subject is one line, whatever a name holds
    return {
      subject: fillVariables(subject, values)
        .replace(/[\r\n]+/g, ' ')
        .trim(),
      body: fillVariables(body, values),
    };
  }
}

/**
 * The limits hold for the reply as it is sent, variables filled: a 100 KB body of {{email}} would
 * otherwise become megabytes. BAD_USER_INPUT naming the field, as for the text as typed.
 */
function filledWithin(reply: { subject: string; body: string }): { subject: string; body: string } {
  const errors: Record<string, string> = {};
  if (reply.subject.length > REPLY_LIMITS.subject)
    errors.subject = `At most ${REPLY_LIMITS.subject} characters once its variables are filled`;
  if (new TextEncoder().encode(reply.body).length > REPLY_LIMITS.bodyBytes)
    errors.body = 'At most 100 KB once its variables are filled';
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
  return reply;
}
