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
  vi.stubGlobal('XMLHttpRequest', fakeXhrOver(mock));
  return { mock, requests };
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * An XMLHttpRequest answering from the same answers as the fake fetch (the site sends uploads through
 * XMLHttpRequest to hear their progress, web/src/lib/upload-fetch.ts): the whole body is reported sent once the
 * answer is there; abort() ends it as a browser does.
 */
function fakeXhrOver(fetch: Fetch) {
  return class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    private method = 'GET';
    private readonly headers: Record<string, string> = {};
    private responseHeaders = '';
    private ended = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return this.responseHeaders;
    }
    abort() {
      if (this.ended) return;
      this.ended = true;
      this.onabort?.();
    }
    send(body: BodyInit | null) {
      fetch(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          if (this.ended) return;
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseHeaders = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n');
          this.responseText = await response.text();
          this.ended = true;
          this.onload?.();
        },
        () => {
          if (this.ended) return;
          this.ended = true;
          this.onerror?.();
        },
      );
    }
  };
}
