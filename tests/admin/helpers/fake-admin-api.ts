/**
 * A real HTTP server on loopback that answers like the admin API contract: the GraphQL documents
 * are parsed, validated and executed (graphql-js) against the committed schema.graphql, which the
 * server emits from its code — so a document that drifts from the server fails here. Resolvers are
 * supplied per test, and every request is recorded. /auth/* works with a `sid` cookie.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildSchema, graphql, GraphQLError } from 'graphql';

const schema = buildSchema(readFileSync(resolve(__dirname, '../../../schema.graphql'), 'utf8'));

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: { query?: string; variables?: Record<string, unknown> } & Record<string, unknown>;
}

export type Resolver = (args: Record<string, unknown>) => unknown;

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  /** Root resolvers by field name; replace per test. */
  resolvers: Record<string, Resolver>;
  users: Record<string, { password: string; role: string; disabled?: boolean }>;
  close(): Promise<void>;
}

export function gqlError(code: string, message: string, fieldErrors?: Record<string, string>): GraphQLError {
  return new GraphQLError(message, { extensions: fieldErrors ? { code, fieldErrors } : { code } });
}

/** A file of a multipart request, as the resolvers see it (the Upload scalar's value here). */
export interface FakeUpload {
  name: string;
  type: string;
  size: number;
  bytes: Buffer;
}

/**
 * The body as JSON, or a GraphQL multipart request (operations, map, files) as its operation with each
 * file put in place in the variables.
 */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) return raw.length ? JSON.parse(raw.toString('utf8')) : {};
  const parts = multipartParts(raw, /boundary=(?:"([^"]+)"|([^;]+))/.exec(type)!.slice(1).find(Boolean)!);
  const operation = JSON.parse(parts.get('operations')!.bytes.toString('utf8')) as Record<string, unknown>;
  const map = JSON.parse(parts.get('map')!.bytes.toString('utf8')) as Record<string, string[]>;
  for (const [key, paths] of Object.entries(map)) {
    const { filename = '', type: fileType = '', bytes } = parts.get(key)!;
    const upload: FakeUpload = { name: filename, type: fileType, size: bytes.length, bytes };
    for (const path of paths) {
      const [, name] = path.split('.'); // variables.<name>: the top-level variables the dashboard sends
      (operation.variables as Record<string, unknown>)[name] = upload;
    }
  }
  return { ...operation, multipart: true };
}

interface Part {
  filename?: string;
  type?: string;
  bytes: Buffer;
}

/** The parts of a multipart/form-data body by name (undici's parser needs Node's File, which jsdom replaces). */
function multipartParts(raw: Buffer, boundary: string): Map<string, Part> {
  const parts = new Map<string, Part>();
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let at = raw.indexOf(`--${boundary}`) + boundary.length + 2;
  while (raw.subarray(at, at + 2).toString() === '\r\n') {
    const headEnd = raw.indexOf('\r\n\r\n', at);
    const head = raw.subarray(at + 2, headEnd).toString('utf8');
    const end = raw.indexOf(delimiter, headEnd);
    const name = /name="([^"]*)"/.exec(head)![1];
    parts.set(name, {
      filename: /filename="([^"]*)"/.exec(head)?.[1],
      type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1],
      bytes: raw.subarray(headEnd + 4, end),
    });
    at = end + delimiter.length;
  }
  return parts;
}

/** jsdom's XMLHttpRequest (the dashboard's uploads) comes from another origin: answer its CORS checks. */
function allowOrigin(req: IncomingMessage, res: import('node:http').ServerResponse): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
  });
  res.end();
  return true;
}

function sessionOf(req: IncomingMessage): string | undefined {
  return /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
}

/** Answers any other request (e.g. static files); returns false to fall through to 404. */
export type Fallback = (req: IncomingMessage, res: import('node:http').ServerResponse) => boolean;

export async function startFakeAdminApi(fallback?: Fallback): Promise<FakeApi> {
  const sessions = new Map<string, string>();
  const api = {
    requests: [] as RecordedRequest[],
    resolvers: {} as Record<string, Resolver>,
    users: {} as FakeApi['users'],
  };

  // a rejection here fails the test run (vitest reports unhandled rejections), which is what a fake should do
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- node's http server ignores the handler's promise
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (allowOrigin(req, res)) return;
    const body = await readBody(req);
    api.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };
    const sid = sessionOf(req);
    const me = sid ? sessions.get(sid) : undefined;

    if (path === '/graphql' && req.method === 'POST') {
      const rootValue = Object.fromEntries(
        Object.entries(api.resolvers).map(([name, fn]) => [name, (args: Record<string, unknown>) => fn(args)]),
      );
      const result = await graphql({
        schema,
        source: String(body.query),
        variableValues: body.variables as Record<string, unknown>,
        rootValue,
      });
      return json('data' in result && result.data !== undefined ? 200 : 400, result);
    }
    if (path === '/auth/login' && req.method === 'POST') {
      const user = api.users[String(body.email)];
      if (!user || user.password !== body.password)
        return json(401, { message: 'Wrong email or password', code: 'UNAUTHENTICATED' });
      if (user.disabled)
        return json(401, { message: 'This account is disabled. Ask an admin to enable it.', code: 'UNAUTHENTICATED' });
      const token = `s${sessions.size + 1}`;
      sessions.set(token, String(body.email));
      return json(
        200,
        { email: body.email, role: user.role },
        { 'set-cookie': `sid=${token}; HttpOnly; SameSite=Lax; Path=/` },
      );
    }
    if (path === '/auth/me' && req.method === 'GET') {
      if (!me) return json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
      return json(200, { email: me, role: api.users[me].role });
    }
    if (path === '/auth/logout' && req.method === 'POST') {
      // the real server takes state-changing auth requests as JSON only
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
        return json(415, { message: 'Send JSON', code: 'UNSUPPORTED_MEDIA_TYPE' });
      if (sid) sessions.delete(sid);
      res.writeHead(204, { 'set-cookie': 'sid=; Max-Age=0; Path=/' });
      return res.end();
    }
    if (fallback?.(req, res)) return;
    json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
