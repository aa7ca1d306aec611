/** The audit log: who did what to which record, and when. Admins read it through `auditLog`. */
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import type { Statement } from '../../db/atomic';
import { auditSentence } from './audit-sentences';
import { recordsOf, targetPrefix, type AuditRecordValue } from './audit-records';
import type { Kinds } from '../kinds/kind-definition';
import { AuditEntry } from './audit-entry.entity';

export interface Actor {
  actorId: string | null;
  actorEmail: string;
  clientIp: string | null;
}

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'sign_in_slowed'
  | 'sign_out'
  | 'status_change'
  | 'update'
  | 'assign'
  | 'delete'
  | 'export'
  | 'resume_download'
  | 'user_create'
  | 'user_update'
  | 'teacher_create'
  | 'teacher_update'
  | 'booking_create'
  | 'booking_move'
  | 'booking_cancel'
  | 'spam'
  | 'not_spam'
  | 'reply_sent'
  | 'reply_template_create'
  | 'reply_template_update'
  | 'reply_template_delete'
  | 'person_erase'
  | 'person_export'
  | 'retention'
  | 'content_save'
  | 'content_delete'
  | 'content_rollback'
  | 'content_image_upload'
  | 'student_enrol'
  | 'lesson_plan_create'
  | 'lesson_mark'
  | 'lesson_move'
  | 'family_update'
  | 'student_leave'
  | 'student_rejoin'
  | 'billing_settings'
  | 'billing_currency'
  | 'fee_plan_set'
  | 'fee_plan_remove'
  | 'pay_rate_set'
  | 'pay_rate_remove'
  | 'invoices_draft'
  | 'invoice_issue'
  | 'invoice_discard'
  | 'credit_note'
  | 'payment_record'
  | 'ledger_credit'
  | 'refund_record'
  | 'payment_online'
  | 'refund_online'
  | 'payment_exception_dealt'
  | 'lesson_policy_update'
  | 'lesson_plan_end'
  | 'lesson_skipped'
  | 'closure_add'
  | 'closure_remove'
  | 'teacher_leave_add'
  | 'teacher_leave_remove'
  | 'makeup_book';

export interface AuditFilterValue {
  actorEmail?: string | null;
  action?: string | null;
  kind?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
}

export type DescribedEntry = AuditEntry & { record: AuditRecordValue | null; summary: string };

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

export class AuditService {
  private readonly repo: Repository<AuditEntry>;

  constructor(
    dataSource: DataSource,
    /** Every kind: an entry about a submission is named by the submission (audit-records.ts). */
    private readonly kinds: Kinds,
  ) {
    this.repo = dataSource.getRepository(AuditEntry);
  }

  async record(actor: Actor, action: AuditAction, target: string | null, detail: string | null): Promise<void> {
    await this.recordMany(actor, action, [{ target, detail }]);
  }

  /**
   * The entry as a statement for atomically(): written in the same transaction as the change it tells
   * of, so a change never lands without its entry (nor an entry without its change).
   */
  statement(
    actor: Actor,
    action: AuditAction,
    target: string | null,
    detail: string | null,
    at = new Date(),
  ): Statement {
    return {
      sql:
        'INSERT INTO audit_log (id, actor_id, actor_email, action, target, detail, client_ip, created_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      params: [
        randomUUID(),
        actor.actorId,
        clip(actor.actorEmail, 254)!,
        action,
        clip(target, 300),
        clip(detail, 2000),
        clip(actor.clientIp, 64),
        at,
      ],
    };
  }

  /** One entry per target (e.g. each row of a bulk change), written in one statement per 200 rows. */
  async recordMany(
    actor: Actor,
    action: AuditAction,
    items: { target: string | null; detail: string | null }[],
  ): Promise<void> {
    const createdAt = new Date();
    const rows: AuditEntry[] = items.map((item) => ({
      id: randomUUID(),
      actorId: actor.actorId,
      actorEmail: clip(actor.actorEmail, 254)!,
      action,
      target: clip(item.target, 300),
      detail: clip(item.detail, 2000),
      clientIp: clip(actor.clientIp, 64),
      createdAt,
    }));
    for (let i = 0; i < rows.length; i += 200) await this.repo.insert(rows.slice(i, i + 200));
  }

  /** One page of the log, filtered (docs/requirements.md#audit-log), each entry with its sentence and record. */
  async page(
    skip: number,
    take: number,
    order: 'ASC' | 'DESC',
    filter: AuditFilterValue | null = null,
  ): Promise<{ items: DescribedEntry[]; total: number }> {
    const qb = this.repo.createQueryBuilder('a');
    const f = filter ?? {};
    if (f.actorEmail?.trim()) qb.andWhere('a.actorEmail = :email', { email: f.actorEmail.trim().toLowerCase() });
    if (f.action?.trim()) qb.andWhere('a.action = :action', { action: f.action.trim() });
    if (f.kind?.trim()) {
      const prefix = targetPrefix(f.kind.trim());
      // an unknown kind matches nothing rather than everything
      qb.andWhere(prefix ? 'a.target LIKE :prefix' : '1 = 0', { prefix: `${prefix}%` });
    }
    if (f.createdFrom) qb.andWhere('a.createdAt >= :from', { from: f.createdFrom });
    if (f.createdTo) qb.andWhere('a.createdAt <= :to', { to: f.createdTo });
    const [items, total] = await qb
      .orderBy('a.createdAt', order)
      .addOrderBy('a.id', order)
      .offset(skip)
      .limit(take)
      .getManyAndCount();
    return { items: await this.describe(items), total };
  }

  /** The entries about one record, newest first: its history. */
  async about(target: string): Promise<AuditEntry[]> {
    return this.repo.find({ where: { target }, order: { createdAt: 'DESC', id: 'DESC' }, take: 500 });
  }

  private async describe(items: AuditEntry[]): Promise<DescribedEntry[]> {
    const records = await recordsOf(
      this.repo.manager.connection,
      this.kinds,
      items.map((item) => item.target),
    );
    return items.map((item) => {
      const record = (item.target && records.get(item.target)) || null;
      const sentence = auditSentence(item);
      return { ...item, record, summary: record ? `${sentence} (${record.label})` : sentence };
    });
  }
}
