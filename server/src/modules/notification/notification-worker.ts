/**
 * Delivers the outbox. Each server process runs one worker of a few lanes (NOTIFY_CONCURRENCY). A lane
 * claims one due job at a time under a lease just longer than a delivery's deadline, sends it and
 * records the outcome, until nothing is due. So a stalled SMTP session holds its own lane only, and
 * only until the deadline (NOTIFY_SEND_TIMEOUT_MS); the other lanes go on. A crash (kill -9) leaves
 * claimed only the jobs in flight, one per lane: those, and only those, are tried again once their
 * lease ends (the deadline plus a margin), under the same Message-ID.
 * Temporary failures are retried with exponential backoff until maxAttempts; a permanent one (a 5xx
 * answer) ends as failed at once. A mail that goes through brings the mails waiting for a retry
 * forward: the server is back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationSettings } from '../../config/env';
import { ObsoleteError, PermanentError } from '../outbox';
import type { NotificationDelivery } from './notification-delivery';
import type { Notification } from './notification.entity';
import type { NotificationStore } from './notification-store';

/** Time to record an outcome after the deadline, before another instance may take the job. */
const LEASE_MARGIN_MS = 10_000;

export function backoffMs(settings: NotificationSettings, attemptsSoFar: number): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(attemptsSoFar, 30));
}

class DeadlineError extends Error {}

export class NotificationWorker {
  private timer: NodeJS.Timeout | null = null;
  private readonly lanes = new Set<Promise<void>>();
  private stopping = false;
  /** Claims started so far, and the last one that found nothing due (for settled()). */
  private claims = 0;
  private lastEmptyClaim = 0;
  private waiters: { after: number; resolve: () => void }[] = [];

  constructor(
    private readonly store: NotificationStore,
    private readonly delivery: NotificationDelivery,
    private readonly settings: NotificationSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** A job was just queued here: look soon instead of at the next poll. */
  wake(): void {
    if (this.lanes.size < this.settings.concurrency) this.schedule(20);
  }

  /**
   * Resolves once every lane is idle and a look that began after this call found nothing due: what was
   * queued before the call has been tried (sent, failed or waiting for a later retry).
   */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ after: this.claims, resolve });
      this.wake();
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all([...this.lanes]);
    this.delivery.close();
  }

  private schedule(ms: number): void {
    if (this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
  }

  /** Opens lanes up to the concurrency; each runs until nothing is due. Then polls again. */
  private tick(): void {
    this.timer = null;
    if (this.lanes.size < this.settings.concurrency) this.openLane();
    this.schedule(this.settings.pollMs);
  }

  private openLane(): void {
    const lane: Promise<void> = this.runLane()
      .catch((error) => this.log.warn({ err: error }, 'notification worker: polling the outbox failed'))
      .finally(() => {
        this.lanes.delete(lane);
        this.settle();
      });
    this.lanes.add(lane);
  }

  private async runLane(): Promise<void> {
    while (!this.stopping) {
      const claim = ++this.claims;
      const [job] = await this.store.claim(1, this.settings.sendTimeoutMs + LEASE_MARGIN_MS);
      if (!job) {
        this.lastEmptyClaim = Math.max(this.lastEmptyClaim, claim);
        return;
      }
      // more may be due: let another lane start beside this one
      if (this.lanes.size < this.settings.concurrency) this.schedule(0);
      await this.deliverOne(job).catch((error) =>
        this.log.error(
          { err: error, notification: job.id },
          'notification outcome not recorded; the lease will expire and it is tried again',
        ),
      );
    }
  }

  private settle(): void {
    if (this.lanes.size > 0) return;
    const done = this.waiters.filter((w) => this.lastEmptyClaim > w.after);
    this.waiters = this.waiters.filter((w) => this.lastEmptyClaim <= w.after);
    for (const waiter of done) waiter.resolve();
    if (this.waiters.length > 0) this.wake();
  }

  /** The delivery, or a DeadlineError once the deadline passed (the send itself ends by its own timeouts). */
  private withinDeadline(job: Notification): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DeadlineError(`no answer within ${this.settings.sendTimeoutMs} ms; will retry`)),
        this.settings.sendTimeoutMs,
      );
    });
    return Promise.race([this.delivery.deliver(job), deadline]).finally(() => clearTimeout(timer));
  }

  private async deliverOne(job: Notification): Promise<void> {
    try {
      await this.withinDeadline(job);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      if (error instanceof ObsoleteError) {
        await this.record(() => this.store.markSkipped(job, message));
        return;
      }
      const last = error instanceof PermanentError || job.attempts + 1 >= this.settings.maxAttempts;
      this.log.warn(
        { notification: job.id, channel: job.channel, attempt: job.attempts + 1, err: message },
        last ? 'notification failed for good' : 'notification failed; will retry',
      );
      await this.record(() =>
        this.store.markFailed(
          job,
          message,
          last ? null : new Date(Date.now() + backoffMs(this.settings, job.attempts)),
        ),
      );
      return;
    }
    await this.record(() => this.store.markSent(job));
    // the mail server answers again: what waits for a retry need not wait out its backoff
    if (job.channel === 'email' && (await this.store.hurryRetries('email').catch(() => 0)) > 0) this.wake();
  }

  /** A delivered job must not look undelivered because the database was briefly busy: try a few times. */
  private async record(write: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= 4) throw error;
        await new Promise((r) => setTimeout(r, 250 * attempt));
      }
    }
  }
}
