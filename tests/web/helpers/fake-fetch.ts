import { vi } from 'vitest';

/** A GraphQL answer as Apollo Server sends it. */
export function graphqlResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
  });
}

export const receipt = (field: string) => graphqlResponse({ data: { [field]: { id: 'sub_1' } } });

export const graphqlError = (code: string, status = 200) =>
  graphqlResponse(
    { errors: [{ message: 'rejected', extensions: { code, fieldErrors: { name: 'x' } } }], data: null },
    status,
  );

export interface CapturedRequest {
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON body, or the multipart FormData for uploads. */
  json?: { operationName?: string; query: string; variables: Record<string, unknown> };
  form?: FormData;
}

/**
 * Replaces the global fetch (the only network the site uses). Each call takes the next answer:
 * a Response, an Error to throw (a network failure), or a promise that never settles.
 */
export function fakeFetch(...answers: (Response | Error | 'pending')[]) {
  const requests: CapturedRequest[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body;
    requests.push({
      url: input instanceof Request ? input.url : String(input),
      headers,
      json: typeof body === 'string' ? JSON.parse(body) : undefined,
      form: body instanceof FormData ? body : undefined,
    });
    const answer = answers.shift() ?? new Error('no answer configured');
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', mock);
  return { mock, requests };
}
