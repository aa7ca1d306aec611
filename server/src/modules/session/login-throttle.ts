/**
 * Sign-in throttling that counts before it checks. Every attempt first reserves its place in
 * counters kept in the database (one atomic upsert each, so attempts arriving together, on any
 * instance, each see a different count); only an attempt within the limits gets a password check.
 *
 * - Account and address together: at most PAIR_LIMIT attempts per PAIR_WINDOW_MS. This is the lock
 *   a guesser runs into; a success clears it.
 * - Address alone: at most ADDRESS_LIMIT attempts per window, whatever the accounts (spraying one
 *   password over many emails). Successful sign-ins give their place back.
 * - Account alone never locks: once an account has ACCOUNT_SLOW_AFTER failures in the window, attempts
 *   from addresses that already tried it are paced to one per ACCOUNT_PACE_MS for the whole account,
 *   while an address with no recent attempt on it still gets its check. A stranger can slow the
 *   admin's account down but cannot keep the admin, signing in from elsewhere, out.
 *
 * Counters hold hashes of the keys, never an email or an address in clear. Each lock and each switch
 * to pacing is written to the audit log, which admins read in the dashboard.
 */
import { TooManyRequestsError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { RateLimiter } from '../rate-limit/rate-limiter';

export const PAIR_LIMIT = 10;
export const PAIR_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_LIMIT = 30;
export const ACCOUNT_SLOW_AFTER = 10;
export const ACCOUNT_PACE_MS = 2_000;

const LIMITED = 'Too many failed sign-in attempts. Please wait and try again later.';

/** A reserved attempt: report how it ended so the counters can be settled. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
  ) {}

  /** Reserves one password check for email from ip, or throws 429 with Retry-After. */
  async reserve(email: string, ip: string): Promise<SignInAttempt> {
    const pair = `${email}\0${ip}`;
    const actor: Actor = { actorId: null, actorEmail: email || '(empty)', clientIp: ip };
    const byPair = await this.limiter.count('login-pair', pair, PAIR_WINDOW_MS);
    if (byPair.count > PAIR_LIMIT) {
      if (byPair.count === PAIR_LIMIT + 1)
        await this.audit.record(
          actor,
          'sign_in_locked',
          null,
          `${PAIR_LIMIT} attempts for this account from this address; locked for up to ${Math.ceil(byPair.retryAfterSeconds / 60)} min`,
        );
      throw new TooManyRequestsError(LIMITED, byPair.retryAfterSeconds);
    }
    const byAddress = await this.limiter.count('login-ip', ip, PAIR_WINDOW_MS);
    if (byAddress.count > ADDRESS_LIMIT) {
      if (byAddress.count === ADDRESS_LIMIT + 1)
        await this.audit.record(
          actor,
          'sign_in_locked',
          null,
          `${ADDRESS_LIMIT} attempts from this address across accounts`,
        );
      throw new TooManyRequestsError(LIMITED, byAddress.retryAfterSeconds);
    }
    if (
      byPair.count > 1 &&
      (await this.limiter.peek('login-account-failed', email, PAIR_WINDOW_MS)) >= ACCOUNT_SLOW_AFTER
    ) {
      const paced = await this.limiter.count('login-account-pace', email, ACCOUNT_PACE_MS);
      if (paced.count > 1) throw new TooManyRequestsError(LIMITED, paced.retryAfterSeconds);
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.limiter.reset('login-pair', pair),
          this.limiter.release('login-ip', ip, PAIR_WINDOW_MS),
        ]);
      },
      failed: async () => {
        const account = await this.limiter.count('login-account-failed', email, PAIR_WINDOW_MS);
        if (account.count === ACCOUNT_SLOW_AFTER)
          await this.audit.record(
            actor,
            'sign_in_slowed',
            null,
            `${ACCOUNT_SLOW_AFTER} failed attempts for this account; repeat attempts paced to one per ${ACCOUNT_PACE_MS / 1000} s`,
          );
      },
    };
  }
}
