/** The notification log for the dashboard: list with filters, and retry of a job that did not go out. */
import type { DataSource, Repository } from 'typeorm';
import type { NotificationSettings } from '../../config/env';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { checkPaging, checkSort, type ListParamsValue, type ListShape } from '../admin/list-query';
import { Notification } from './notification.entity';
import type { NotificationFilter } from './notification.admin.types';

const SHAPE: ListShape = {
  search: [],
  sortable: ['createdAt', 'nextAttemptAt', 'sentAt', 'status', 'channel', 'kind', 'attempts', 'id'],
  has: { status: true, category: false, spam: false },
};

export class NotificationAdminService {
  private readonly repo: Repository<Notification>;

  constructor(
    dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly settings: NotificationSettings,
  ) {
    this.repo = dataSource.getRepository(Notification);
  }

  async list(filter: NotificationFilter | null | undefined, params: Partial<ListParamsValue> | null | undefined) {
    const sort = checkSort(SHAPE, params?.sortField);
    const { skip, take, order } = checkPaging(params);
    const qb = this.repo.createQueryBuilder('t');
    const statuses = (filter?.status ?? [])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    if (statuses.length > 0) qb.andWhere('t.status IN (:...statuses)', { statuses });
    if (filter?.channel) qb.andWhere('t.channel = :channel', { channel: filter.channel });
    if (filter?.kind) qb.andWhere('t.kind = :kind', { kind: filter.kind });
    if (filter?.submissionId) qb.andWhere('t.submissionId = :submissionId', { submissionId: filter.submissionId });
    const [items, total] = await qb
      .orderBy(`t.${sort}`, order)
      .addOrderBy('t.id', order)
      .offset(skip)
      .limit(take)
      .getManyAndCount();
    return { items, total };
  }

  /**
   * Makes a failed or skipped job due now with a fresh retry budget. A sent job is never resent,
   * and a job a worker is delivering right now is left alone.
   */
  async retry(id: string, actor: Actor): Promise<Notification> {
    const job = await this.repo.findOneBy({ id });
    if (!job) throw new NotFoundError(`No notification with id ${id}`);
    if (job.status === 'sent') throw new ValidationError('This notification was already sent', { id: 'Already sent' });
    if (job.channel === 'email' && !this.settings.smtpUrl) {
      throw new ValidationError('Email cannot be sent: SMTP_URL is not set on the server', {
        id: 'SMTP_URL is not set',
      });
    }
    const now = new Date();
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ status: 'queued', attempts: 0, nextAttemptAt: now })
      .where('id = :id AND status <> :sent AND (locked_until IS NULL OR locked_until < :now)', {
        id,
        sent: 'sent',
        now,
      })
      .execute();
    await this.audit.record(actor, 'update', `notification:${id}`, `retry (${job.status})`);
    return (await this.repo.findOneBy({ id }))!;
  }
}
