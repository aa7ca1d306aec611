import { ErrorCode, type FieldErrors } from '@school/common';

/** An error meant for the client: a code every transport understands, and the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly httpStatus: number,
    public readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fieldErrors: FieldErrors) {
    super(ErrorCode.BAD_USER_INPUT, message, 400, fieldErrors);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, fieldErrors?: FieldErrors) {
    super(ErrorCode.PAYLOAD_TOO_LARGE, message, 413, fieldErrors);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(ErrorCode.NOT_FOUND, message, 404);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in') {
    super(ErrorCode.UNAUTHENTICATED, message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(ErrorCode.FORBIDDEN, message, 403);
  }
}

export class SlotTakenError extends AppError {
  constructor(message = 'That time was just taken. Please choose another of the times offered.') {
    super(ErrorCode.SLOT_TAKEN, message, 409);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Too many requests. Please wait a few minutes and try again.',
    public readonly retryAfterSeconds = 60,
  ) {
    super(ErrorCode.TOO_MANY_REQUESTS, message, 429);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'The service is temporarily unavailable. Please try again shortly.',
    public readonly retryAfterSeconds?: number,
  ) {
    super(ErrorCode.SERVICE_UNAVAILABLE, message, 503);
  }
}

/** Seconds a client is asked to wait when the server's disk (or the database's) is full. */
export const DISK_FULL_RETRY_SECONDS = 30;

/** Error codes meaning "no space left": the file system's, a quota's, SQLite's, PostgreSQL's (SQLSTATE 53100). */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

/**
 * True when the error, or what it wraps (reason, cause, driverError, originalError, a few levels
 * deep), says the disk is full.
 */
export function isDiskFull(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    const value = current as {
      code?: unknown;
      reason?: unknown;
      cause?: unknown;
      driverError?: unknown;
      originalError?: unknown;
    };
    if (typeof value.code === 'string' && DISK_FULL_CODES.has(value.code)) return true;
    current = value.reason ?? value.driverError ?? value.cause ?? value.originalError;
  }
  return false;
}

/** Seconds a client is asked to wait when the database is locked, out of reach or too slow. */
export const DATABASE_RETRY_SECONDS = 5;

export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor(public readonly reason: unknown) {
    // a full disk is worth a retry later (the readiness check takes the instance out meanwhile)
    super(
      'Our database is temporarily unavailable. Please try again shortly.',
      isDiskFull(reason) ? DISK_FULL_RETRY_SECONDS : DATABASE_RETRY_SECONDS,
    );
  }
}

/** The server's disk is (nearly) full: refused before anything is written, or a write failed with ENOSPC. */
export class DiskFullError extends ServiceUnavailableError {
  constructor(public readonly reason?: unknown) {
    super('The server is short of disk space. Please try again later.', DISK_FULL_RETRY_SECONDS);
  }
}
