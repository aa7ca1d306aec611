/** One mapping from errors to HTTP answers for every non-GraphQL route. 5xx details never leave the server. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode } from '@school/common';
import { isDatabaseUnavailable } from '../db/database-errors';
import {
  AppError,
  DatabaseUnavailableError,
  DiskFullError,
  isDiskFull,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '../errors';

const FASTIFY_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_USER_INPUT,
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.TOO_MANY_REQUESTS,
};

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((caught: FastifyError | AppError, request, reply) => {
    // a write that found no space (ENOSPC, EDQUOT, SQLITE_FULL) wherever it came from: 503, not 500;
    // so is a database that is locked, out of reach or too slow
    const error =
      caught instanceof AppError
        ? caught
        : isDiskFull(caught)
          ? new DiskFullError(caught)
          : isDatabaseUnavailable(caught)
            ? new DatabaseUnavailableError(caught)
            : caught;
    if (error instanceof AppError) {
      // a 503 hides its cause from the client: the log keeps it
      if (error.httpStatus === 503)
        request.log.warn({ err: (error as { reason?: unknown }).reason ?? error }, error.message);
      if (
        error instanceof TooManyRequestsError ||
        (error instanceof ServiceUnavailableError && error.retryAfterSeconds !== undefined)
      ) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(error.httpStatus).send({
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FRIENDLY[error.code ?? ''] ??
        (error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message);
      return reply.code(status).send({ message, code: FASTIFY_CODES[status] ?? ErrorCode.BAD_USER_INPUT });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal Server Error' });
  });
}
