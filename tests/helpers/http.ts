/**
 * Small HTTP clients for the tests: fetch against the server, nothing mocked: a server process over the
 * network, or an app built in this process (buildTestApp) through fastify's inject.
 */
import { send } from './in-process';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(
    await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

export async function postRaw(url: string, body: string | Buffer, contentType: string): Promise<Answer> {
  return answer(
    await send(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    }),
  );
}

export async function postForm(url: string, form: FormData): Promise<Answer> {
  return answer(await send(url, { method: 'POST', body: form }));
}

export async function graphql(base: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  return postJson(`${base}/graphql`, { query, variables });
}

/** A GraphQL multipart request (the spec at github.com/jaydenseric/graphql-multipart-request-spec). */
export async function graphqlUpload(
  base: string,
  query: string,
  variables: Record<string, unknown>,
  file: { path: string; body: Blob; name: string },
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
): Promise<Answer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [file.path] }));
  form.append('0', file.body, file.name);
  return answer(await send(`${base}/graphql`, { method: 'POST', headers, body: form }));
}
