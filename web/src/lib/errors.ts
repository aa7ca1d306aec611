import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorCode } from '@school/common';

/** How a submission ended, in the terms of docs/requirements.md#outcome-messages. */
export type SubmitOutcome = 'success' | 'badRequest' | 'otherStatus' | 'exception';

function codesOf(errors: readonly { extensions?: Record<string, unknown> }[]): unknown[] {
  return errors.map((error) => error.extensions?.code);
}

function codesInBody(bodyText: string): unknown[] {
  try {
    const body = JSON.parse(bodyText) as { errors?: { extensions?: Record<string, unknown> }[] };
    return Array.isArray(body.errors) ? codesOf(body.errors) : [];
  } catch {
    return [];
  }
}

/**
 * BAD_USER_INPUT is the "refused as invalid (400)" of docs/requirements.md#outcome-classification; any other answer
 * from the server (rate limiting, internal errors, malformed or non-2xx responses) is "other status"; no answer at all
 * is "exception".
 */
export function classifyError(error: unknown): Exclude<SubmitOutcome, 'success'> {
  if (CombinedGraphQLErrors.is(error)) {
    return codesOf(error.errors).includes(ErrorCode.BAD_USER_INPUT) ? 'badRequest' : 'otherStatus';
  }
  if (ServerError.is(error)) {
    return codesInBody(error.bodyText).includes(ErrorCode.BAD_USER_INPUT) ? 'badRequest' : 'otherStatus';
  }
  if (ServerParseError.is(error)) return 'otherStatus';
  return 'exception';
}

/** The first `extensions.code` of a GraphQL error (e.g. SLOT_TAKEN), or undefined for any other failure. */
export function errorCodeOf(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return codesOf(error.errors).find((code) => typeof code === 'string');
  if (ServerError.is(error)) return codesInBody(error.bodyText).find((code) => typeof code === 'string');
  return undefined;
}

function messagesInBody(bodyText: string): { message?: string; extensions?: Record<string, unknown> }[] {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: string; extensions?: Record<string, unknown> }[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/**
 * The server's own words when it turned a visitor away for sending too often (TOO_MANY_REQUESTS: how long to wait),
 * shown on the page beside the spec's alert; undefined for any other failure.
 */
export function rateLimitWords(error: unknown): string | undefined {
  const errors = CombinedGraphQLErrors.is(error)
    ? error.errors
    : ServerError.is(error)
      ? messagesInBody(error.bodyText)
      : [];
  const found = errors.find((entry) => entry.extensions?.code === ErrorCode.TOO_MANY_REQUESTS);
  return typeof found?.message === 'string' && found.message !== '' ? found.message : undefined;
}
