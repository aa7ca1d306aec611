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

/** A fresh Idempotency-Key: a random UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Waits before each new try of a write whose outcome is unknown (then the error is shown). */
const RETRY_DELAYS_MS = [500, 1500, 3000];
/** Answers after which a write's outcome is unknown or it may be sent again: the same key gets the first answer. */
const RETRY_STATUS = new Set([409, 502, 503, 504]);
const isMutation = (query: string) => /^\s*mutation\b/.test(query);

export function createGraphqlClient({
  baseUrl = '',
  fetch: doFetch = globalThis.fetch.bind(globalThis),
  retryDelaysMs = RETRY_DELAYS_MS,
}: ClientOptions & { retryDelaysMs?: readonly number[] } = {}): GraphqlRequest {
  return async <T, V>(
    document: TypedDocumentString<T, V>,
    ...[variables = {} as V]: VariablesArgument<V>
  ): Promise<T> => {
    const query = document.toString();
    // A save carries a key of its own: sent again after a dropped connection or a 503, it is carried out once
    // and answers as the first time did (docs/api.md#idempotency-key).
    const key = isMutation(query) ? newIdempotencyKey() : null;
    const send = () =>
      doFetch(`${baseUrl}/graphql`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
    for (let attempt = 0; ; attempt++) {
      const last = !key || attempt >= retryDelaysMs.length;
      let response: Response;
      try {
        response = await send();
      } catch {
        if (!last) {
          await sleep(retryDelaysMs[attempt]);
          continue;
        }
        throw new HttpError('The server cannot be reached. Check your connection and try again.', 0);
      }
      const text = await response.text();
      if (
        !last &&
        RETRY_STATUS.has(response.status) &&
        (response.status !== 409 || response.headers.has('retry-after'))
      ) {
        await sleep(retryDelaysMs[attempt]);
        continue;
      }
      return answerOf<T>(text, response.status, response.statusText);
    }
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The data of an answer, or the HttpError it means. */
function answerOf<T>(text: string, status: number, statusText: string): T {
  let payload: { data?: T; errors?: GraphqlError[] } | undefined;
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    payload = undefined;
  }
  if (payload?.errors?.length) throw toHttpError(payload.errors[0], status);
  if (status < 200 || status >= 300 || !payload?.data) {
    throw new HttpError(statusText || 'The server could not answer', status || 500);
  }
  return payload.data;
}

export interface UploadOptions {
  /** Bytes sent so far of the whole request, as it goes. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting drops the request (the promise then rejects with an AbortError). */
  signal?: AbortSignal;
}

/**
 * Sends a document whose variables hold files (Blobs, at the top level) as a GraphQL multipart request
 * (https://github.com/jaydenseric/graphql-multipart-request-spec), with the header the server's CSRF
 * prevention asks of it. XMLHttpRequest rather than fetch: it reports the upload's progress.
 */
export type GraphqlUpload = <Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  options?: UploadOptions,
) => Promise<Result>;

export function createGraphqlUpload({ baseUrl = '' }: Pick<ClientOptions, 'baseUrl'> = {}): GraphqlUpload {
  return <T, V extends Record<string, unknown>>(
    document: TypedDocumentString<T, V>,
    variables: V,
    { onProgress, signal }: UploadOptions = {},
  ) =>
    new Promise<T>((resolve, reject) => {
      const files = Object.entries(variables).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
      const plain = { ...variables, ...Object.fromEntries(files.map(([name]) => [name, null])) };
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: document.toString(), variables: plain }));
      form.append('map', JSON.stringify(Object.fromEntries(files.map(([name], i) => [i, [`variables.${name}`]]))));
      files.forEach(([, file], i) => form.append(String(i), file));

      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${baseUrl}/graphql`);
      xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded, event.total);
      };
      xhr.onload = () => {
        try {
          resolve(answerOf<T>(xhr.responseText, xhr.status, xhr.statusText));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      xhr.onerror = () =>
        reject(new HttpError('The server cannot be reached. Check your connection and try again.', 0));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
}
