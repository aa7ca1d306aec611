import type { GraphQLFormattedError } from 'graphql';
import { ErrorCode } from '@school/common';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError, DatabaseUnavailableError, DiskFullError, isDiskFull } from '../errors';

interface Logger {
  error(obj: object, msg: string): void;
}

const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
]);

/**
 * Our AppErrors keep their code, message and field messages. GraphQL's own request errors pass
 * through without their input echoed back. Anything else is logged and answered with a generic message.
 * `onUnavailable` hears of every AppError meaning 503 (database or storage down), which GraphQL answers
 * with HTTP 200: readiness re-probes instead of trusting its cached "up".
 */
export function createFormatError(log: Logger, onUnavailable: () => void = () => undefined) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    let original = (error as { originalError?: unknown })?.originalError ?? error;
    if (!(original instanceof AppError) && isDiskFull(original)) {
      log.error({ err: original, path: formatted.path }, 'graphql resolver found the disk full');
      original = new DiskFullError(original);
    } else if (!(original instanceof AppError) && isDatabaseUnavailable(original)) {
      log.error({ err: original, path: formatted.path }, 'database unavailable');
      original = new DatabaseUnavailableError(original);
    }
    if (original instanceof AppError) {
      if (original.httpStatus === 503) onUnavailable();
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, ...(original.fieldErrors ? { fieldErrors: original.fieldErrors } : {}) },
      };
    }
    const status = (original as { status?: number })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = status === 413 ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.BAD_USER_INPUT;
      return { message: (original as Error).message, path: formatted.path, extensions: { code } };
    }
    const code = formatted.extensions?.code;
    if (code === 'PERSISTED_QUERY_NOT_SUPPORTED') {
      return { message: 'Persisted queries are not supported', extensions: { code } };
    }
    if (typeof code === 'string' && PASS_THROUGH.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    log.error({ err: original, path: formatted.path }, 'graphql resolver failed');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: ErrorCode.INTERNAL } };
  };
}
