/**
 * The outbox table as the worker sees it: claim due jobs under a lease, then record the outcome.
 * PostgreSQL claims with FOR UPDATE SKIP LOCKED; SQLite's single writer makes its UPDATE atomic.
 * Every outcome is written only while this worker still holds the lease.
 */
import { In, type DataSource, type Repository } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { Notification } from './notification.entity';
import { numbered } from '../../db/dialect';

export class NotificationStore {
  readonly repo: Repository<Notification>;
  private readonly pg: boolean;
  private readonly timeColumn: ColumnMetadata;

  constructor(
    private readonly dataSource: DataSource,
    readonly workerId: string,
  ) {
    this.repo = dataSource.getRepository(Notification);
    this.pg = dataSource.options.type === 'postgres';
    this.timeColumn = this.repo.metadata.findColumnWithPropertyName('nextAttemptAt')!;
  }

  /** A Date as this driver stores it, for raw SQL. */
  private time(date: Date): unknown {
    return this.dataSource.driver.preparePersistentValue(date, this.timeColumn);
  }

  async claim(limit: number, leaseMs: number): Promise<Notification[]> {
    const now = new Date();
    const due = `status = 'queued' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)`;
    const params = [this.workerId, this.time(new Date(now.getTime() + leaseMs)), this.time(now), this.time(now), limit];
    const sql = `UPDATE notifications SET locked_by = ?, locked_until = ? WHERE id IN (
      SELECT id FROM notifications WHERE ${due} ORDER BY next_attempt_at LIMIT ?${this.pg ? ' FOR UPDATE SKIP LOCKED' : ''}) RETURNING id`;
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(this.pg ? numbered(sql) : sql, params, true);
      const ids = (result.records as { id: string }[]).map((r) => r.id);
      return ids.length === 0 ? [] : this.repo.findBy({ id: In(ids), lockedBy: this.workerId });
    } finally {
      await runner.release();
    }
  }

  async markSent(job: Notification): Promise<void> {
    await this.finish(job, { status: 'sent', sentAt: new Date(), lastError: null });
  }

  /** Never to be sent: what it told no longer holds. */
  async markSkipped(job: Notification, reason: string): Promise<void> {
    await this.finish(job, { status: 'skipped', lastError: reason });
  }

  /** Schedules another attempt, or gives up as failed; the error is kept either way. */
  async markFailed(job: Notification, error: string, retryAt: Date | null): Promise<void> {
    await this.finish(
      job,
      retryAt ? { status: 'queued', nextAttemptAt: retryAt, lastError: error } : { status: 'failed', lastError: error },
    );
  }

  private async finish(job: Notification, values: Partial<Notification>): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ ...values, attempts: job.attempts + 1, lockedBy: null, lockedUntil: null })
      .where('id = :id AND locked_by = :me', { id: job.id, me: this.workerId })
      .execute();
  }

  /**
   * Makes the jobs of a channel that wait for a retry due now (a delivery on it just went through):
   * answers how many. Jobs in flight elsewhere keep their lease.
   */
  async hurryRetries(channel: Notification['channel']): Promise<number> {
    const now = new Date();
    const result = await this.repo
      .createQueryBuilder()
      .update()
      .set({ nextAttemptAt: now })
      .where("status = 'queued' AND channel = :channel AND attempts > 0 AND next_attempt_at > :now", {
        channel,
        now: this.time(now),
      })
      .execute();
    return result.affected ?? 0;
  }
}
