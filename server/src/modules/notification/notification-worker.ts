/**
 * Delivers the outbox. Each server process runs one worker: it polls, claims due jobs under a
 * lease, sends a few at a time and records the outcome. Failures are retried with exponential
 * backoff until maxAttempts, then the job is left as failed with its last error. stop() lets the
 * deliveries in flight finish and gives back the claimed jobs it did not start.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationSettings } from '../../config/env';
import { ObsoleteError, PermanentError } from '../outbox';
import type { NotificationDelivery } from './notification-delivery';
import type { Notification } from './notification.entity';
import type { NotificationStore } from './notification-store';

const BATCH = 20;
const CONCURRENCY = 5;
/** Far longer than any delivery can take (SMTP and webhook timeouts are tens of seconds). */
const LEASE_MS = 120_000;

export function backoffMs(settings: NotificationSettings, attemptsSoFar: number): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(attemptsSoFar, 30));
}

export class NotificationWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private wakePending = false;
  private stopping = false;

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
    if (this.running) this.again = true;
    else if (!this.wakePending) {
      // Once per round, so a steady stream of submissions cannot keep pushing the round back.
      this.wakePending = true;
      this.schedule(20);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.delivery.close();
  }

  private schedule(ms: number): void {
    if (this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
  }

  private tick(): void {
    this.timer = null;
    this.again = false;
    this.wakePending = false;
    this.running = this.runOnce()
      .then((full) => full || this.again)
      .catch((error) => {
        this.log.warn({ err: error }, 'notification worker: polling the outbox failed');
        return false;
      })
      .then((soon) => {
        this.running = null;
        this.schedule(soon ? 0 : this.settings.pollMs);
      });
  }

  /** One round: claim, deliver, record. Answers whether the batch was full (more may be due). */
  private async runOnce(): Promise<boolean> {
    const jobs = await this.store.claim(BATCH, LEASE_MS);
    const waiting = [...jobs];
    const lanes = Array.from({ length: CONCURRENCY }, async () => {
      // Check stopping before taking a job: a job taken is a job tried, the rest are released below.
      while (!this.stopping && waiting.length > 0) {
        const job = waiting.shift()!;
        await this.deliverOne(job).catch((error) =>
          this.log.error(
            { err: error, notification: job.id },
            'notification outcome not recorded; the lease will expire and it is tried again',
          ),
        );
      }
    });
    await Promise.all(lanes);
    await this.store.release(waiting.map((job) => job.id));
    return jobs.length === BATCH;
  }

  private async deliverOne(job: Notification): Promise<void> {
    try {
      await this.delivery.deliver(job);
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
