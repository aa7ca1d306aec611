/**
 * fetch for the tests, to a server in another process or to one built in this process: a URL whose
 * origin belongs to an app from buildTestApp() is answered by fastify's inject (no socket, no port),
 * any other URL goes to the network with the global fetch. Requests and answers keep fetch's shapes,
 * so the helpers and the tests read the same either way.
 */
import type { FastifyInstance } from 'fastify';

const apps = new Map<string, FastifyInstance>();
let next = 0;

/** Registers an app; answers its origin (`http://app-<n>.in-process`), unregistered by the function returned. */
export function registerInProcess(http: FastifyInstance): { origin: string; unregister: () => void } {
  const origin = `http://app-${++next}.in-process`;
  apps.set(origin, http);
  return { origin, unregister: () => void apps.delete(origin) };
}

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

async function inject(http: FastifyInstance, url: URL, init?: RequestInit): Promise<Response> {
  // A Request normalises the body the way fetch sends it (FormData → multipart with its boundary, …).
  const request = new Request(url, init);
  const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await http.inject({
    method: request.method,
    url: `${url.pathname}${url.search}`,
    // the Host header fetch would send (a same-origin check compares it with Origin)
    headers: { host: url.host, ...Object.fromEntries(request.headers) },
    ...(payload ? { payload } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, String(one));
    else if (value !== undefined) headers.set(name, String(value));
  }
  const body = NO_BODY.has(answer.statusCode) || request.method === 'HEAD' ? null : new Uint8Array(answer.rawPayload);
  return new Response(body, { status: answer.statusCode, statusText: answer.statusMessage, headers });
}

/** fetch(url, init), through inject when the URL's origin is an in-process app. */
export function send(url: string | URL, init?: RequestInit): Promise<Response> {
  const parsed = new URL(url);
  const http = apps.get(parsed.origin);
  return http ? inject(http, parsed, init) : fetch(parsed, init);
}
