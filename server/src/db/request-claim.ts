/**
 * A request's idempotency claim (modules/idempotency): the row saying "this key's request was carried out" is
 * written by the first transaction the request commits, inside it, so the change and the record of it land
 * together or not at all. A second request with the same key that reaches its own transaction meanwhile
 * collides on the key's primary key and writes nothing (RequestInProgressError), whatever the instance.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ErrorCode } from '@school/common';
import { AppError } from '../errors';
import type { Statement } from './atomic';

export interface RequestClaim {
  /** The INSERT of the key's row; null until the request is known to be a keyed write, and for the others. */
  statement: Statement | null;
  /** True once a transaction carrying the statement committed. */
  claimed: boolean;
  /** True when a transaction found the key taken by a twin request (it wrote nothing). */
  collided?: boolean;
}

const claims = new AsyncLocalStorage<RequestClaim>();

/** Runs `fn` (a request's handling) with a claim its first transaction can carry. */
export function withRequestClaim<T>(claim: RequestClaim, fn: () => T): T {
  return claims.run(claim, fn);
}

export const currentClaim = (): RequestClaim | undefined => claims.getStore();

/** The statement to prepend to the transaction about to run, once per request; null when there is none. */
export function takeClaim(): RequestClaim | null {
  const claim = claims.getStore();
  return claim?.statement && !claim.claimed ? claim : null;
}

/** The same key's request is being carried out (or just was): this one changed nothing. */
export class RequestInProgressError extends AppError {
  constructor() {
    super(
      ErrorCode.CONFLICT,
      'A request with this Idempotency-Key is being carried out. Send it again in a moment to get its answer.',
      409,
    );
  }
}

/** The transaction failed on the key's own row: another request holds the key. */
export function isClaimCollision(error: unknown): boolean {
  const err = error as { message?: unknown; table?: unknown; driverError?: { table?: unknown; message?: unknown } };
  const table = err.driverError?.table ?? err.table;
  return table === 'idempotency_keys' || /idempotency_keys/.test(String(err.driverError?.message ?? err.message));
}
