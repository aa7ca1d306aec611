/** The audit log: who did what to which record, and when. Admins read it through `auditLog`. */
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
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
  | 'user_update';

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

export class AuditService {
  private readonly repo: Repository<AuditEntry>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(AuditEntry);
  }

  async record(actor: Actor, action: AuditAction, target: string | null, detail: string | null): Promise<void> {
    await this.recordMany(actor, action, [{ target, detail }]);
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

  async page(skip: number, take: number, order: 'ASC' | 'DESC'): Promise<{ items: AuditEntry[]; total: number }> {
    const [items, total] = await this.repo.findAndCount({ order: { createdAt: order, id: order }, skip, take });
    return { items, total };
  }
}
