/**
 * Fixed-window rate limits kept in the database, so every server instance counts against the same
 * numbers: the one limiter of the public forms, the page-view tracking (SubmissionLimits below) and
 * sign-in (session/login-throttle.ts). Keys are keyed hashes (HMAC-SHA-256 under a key derived from
 * SESSION_SECRET, the same on every instance): the table never holds a client address or an email in
 * clear, and a copy of it cannot be reversed by hashing every IPv4 address without the secret.
 */
import { createHash, createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { busyBudgetOf, isBusy, retryWhileBusy } from '../../db/database-errors';
import { DatabaseUnavailableError, TooManyRequestsError } from '../../errors';
import { sqliteConnection, type SqliteStatement } from '../../db/sqlite';
import { numbered } from '../../db/dialect';

const UPSERT =
  'INSERT INTO rate_limit_counters (key, window_start, count) VALUES (?, ?, 1) ' +
  'ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1 RETURNING count';

export class RateLimiter {
  private readonly pg: boolean;
  /** Monotonic time of the last sweep (null: none yet). */
  private lastSweep: number | null = null;
  private upsert: SqliteStatement | null = null;
  private readonly busyBudgetMs: number;
  private readonly hashKey: Buffer;

  /**
   * `secret`: SESSION_SECRET (required in production; without it, in development and tests, the keys
   * are hashed under a fixed key). `now` is the wall clock the windows are cut from (shared by every
   * instance through the database).
   */
  constructor(
    private readonly dataSource: DataSource,
    secret: string | null,
    private readonly now: () => number = Date.now,
  ) {
    this.pg = dataSource.options.type === 'postgres';
    this.busyBudgetMs = busyBudgetOf(dataSource);
    this.hashKey = createHash('sha256')
      .update(`rate-limit keys\0${secret ?? ''}`)
      .digest();
  }

  /** Counts one hit; throws TooManyRequestsError once the window holds more than `limit`. 0 = no limit. */
  async hit(scope: string, subject: string, limit: number, windowMs: number, message: string): Promise<void> {
    if (limit <= 0) return;
    const { count, retryAfterSeconds } = await this.count(scope, subject, windowMs);
    if (count > limit) throw new TooManyRequestsError(message, retryAfterSeconds);
  }

  /**
   * Adds one to the subject's counter for the current window and answers the new count: the one
   * atomic step (an upsert) that lets a caller reserve a place before doing costly work, so requests
   * arriving together each see a different count, on every instance.
   */
  async count(scope: string, subject: string, windowMs: number): Promise<{ count: number; retryAfterSeconds: number }> {
    const now = this.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    let count: number;
    try {
      count = await this.increment(this.key(scope, subject), windowStart);
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
    this.sweep();
    return { count, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
  }

  /** The subject's count in the current window, without counting. */
  async peek(scope: string, subject: string, windowMs: number): Promise<number> {
    const windowStart = Math.floor(this.now() / windowMs) * windowMs;
    const rows = await this.run<{ count: number | string }>(
      'SELECT count FROM rate_limit_counters WHERE key = ? AND window_start = ?',
      [this.key(scope, subject), windowStart],
    );
    return rows.length ? Number(rows[0].count) : 0;
  }

  /** Gives back one counted place in the current window (a reservation that turned out not to count). */
  async release(scope: string, subject: string, windowMs: number): Promise<void> {
    const windowStart = Math.floor(this.now() / windowMs) * windowMs;
    await this.run(
      'UPDATE rate_limit_counters SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0',
      [this.key(scope, subject), windowStart],
    );
  }

  /** Forgets every window of the subject. */
  async reset(scope: string, subject: string): Promise<void> {
    await this.run('DELETE FROM rate_limit_counters WHERE key = ?', [this.key(scope, subject)]);
  }

  private key(scope: string, subject: string): string {
    return createHmac('sha256', this.hashKey).update(`${scope}\0${subject}`).digest('base64url').slice(0, 43);
  }

  private run<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.dataSource.query(this.pg ? numbered(sql) : sql, params);
  }

  private async increment(key: string, windowStart: number): Promise<number> {
    if (this.pg) {
      const rows = await this.dataSource.query<{ count: number | string }[]>(UPSERT.replace('?, ?', '$1, $2'), [
        key,
        windowStart,
      ]);
      return Number(rows[0].count);
    }
    const upsert = (this.upsert ??= sqliteConnection(this.dataSource).prepare(UPSERT));
    const run = () => Number((upsert.get(key, windowStart) as { count: number }).count);
    // a write: busy_timeout is 0, so a locked file is waited for with timers, never on the event loop
    try {
      return run();
    } catch (error) {
      if (!isBusy(error)) throw error;
      return retryWhileBusy(run, this.busyBudgetMs, error);
    }
  }

  /** Drops windows older than a day, at most once every ten minutes (monotonic clock). */
  private sweep(): void {
    const at = performance.now();
    if (this.lastSweep !== null && at - this.lastSweep < 600_000) return;
    this.lastSweep = at;
    const cutoff = this.now() - 86_400_000;
    void this.dataSource
      .query(`DELETE FROM rate_limit_counters WHERE window_start < ${this.pg ? '$1' : '?'}`, [cutoff])
      .catch(() => undefined);
  }
}

export const FORMS_WINDOW_MS = 10 * 60_000;
export const TRACKING_WINDOW_MS = 60_000;
export const FORMS_LIMITED = 'Too many submissions from your network. Please try again in a few minutes.';
export const TRACKING_LIMITED = 'Too many page views from your network. Please slow down.';

/** The limits the public services apply, with their numbers from the settings. */
export class SubmissionLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly forms: number,
    private readonly tracking: number,
  ) {}

  /** One submission: its client address (unless already counted when its upload was admitted) and its email. */
  async form(clientIp: string, email: string, addressCounted = false): Promise<void> {
    if (!addressCounted) await this.formAddress(clientIp);
    await this.limiter.hit('form-email', email.toLowerCase(), this.forms, FORMS_WINDOW_MS, FORMS_LIMITED);
  }

  /** The client address alone: multipart uploads are counted this way before their body is read. */
  async formAddress(clientIp: string): Promise<void> {
    await this.limiter.hit('form-ip', clientIp, this.forms, FORMS_WINDOW_MS, FORMS_LIMITED);
  }

  async visit(clientIp: string): Promise<void> {
    await this.limiter.hit('visit-ip', clientIp, this.tracking, TRACKING_WINDOW_MS, TRACKING_LIMITED);
  }
}
