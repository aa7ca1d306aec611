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

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many requests. Please wait a few minutes and try again.', public readonly retryAfterSeconds = 60) {
    super(ErrorCode.TOO_MANY_REQUESTS, message, 429);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.', public readonly retryAfterSeconds?: number) {
    super(ErrorCode.SERVICE_UNAVAILABLE, message, 503);
  }
}

export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor(public readonly reason: unknown) {
    super('Our database is temporarily unavailable. Please try again shortly.');
  }
}
