/**
 * A tiny GraphQL-over-fetch client for the admin API. Errors become react-admin HttpErrors:
 * BAD_USER_INPUT → 400 with { errors: fieldErrors } (fields light up in forms),
 * UNAUTHENTICATED → 401 (react-admin signs the user out), FORBIDDEN → 403, NOT_FOUND → 404.
 */
import { HttpError } from 'react-admin';
import type { TypedDocumentString } from '../gql/graphql';

export interface ClientOptions {
  /** Origin of the API ('' in the browser: same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

interface GraphqlError {
  message: string;
  extensions?: { code?: string; fieldErrors?: Record<string, string> };
}

const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export function toHttpError(error: GraphqlError, httpStatus = 500): HttpError {
  const code = error.extensions?.code ?? '';
  const status = STATUS_BY_CODE[code] ?? (httpStatus >= 400 ? httpStatus : 500);
  const fieldErrors = error.extensions?.fieldErrors;
  const body = fieldErrors ? { errors: fieldErrors, code } : { code };
  return new HttpError(error.message || 'The server could not answer', status, body);
}

/** Variables may be left out only when the document has none that are required. */
export type VariablesArgument<Variables> =
  Record<string, never> extends Variables ? [variables?: Variables] : [variables: Variables];

/**
 * Sends one of the generated documents (admin/src/gql, `npm run codegen`): its variables and its
 * answer are typed by the document.
 */
export type GraphqlRequest = <Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...variables: VariablesArgument<Variables>
) => Promise<Result>;

export function createGraphqlClient({
  baseUrl = '',
  fetch: doFetch = globalThis.fetch.bind(globalThis),
}: ClientOptions = {}): GraphqlRequest {
  return async <T, V>(
    document: TypedDocumentString<T, V>,
    ...[variables = {} as V]: VariablesArgument<V>
  ): Promise<T> => {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/graphql`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: document.toString(), variables }),
      });
    } catch {
      throw new HttpError('The server cannot be reached. Check your connection and try again.', 0);
    }
    let payload: { data?: T; errors?: GraphqlError[] } | undefined;
    try {
      payload = (await response.json()) as typeof payload;
    } catch {
      payload = undefined;
    }
    if (payload?.errors?.length) throw toHttpError(payload.errors[0], response.status);
    if (!response.ok || !payload?.data) {
      throw new HttpError(response.statusText || 'The server could not answer', response.status || 500);
    }
    return payload.data;
  };
}
