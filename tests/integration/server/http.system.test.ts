import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';
import { startServer } from '../../helpers/server';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ s3: false });
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /healthz', () => {
  it('reports the database and storage up', async () => {
    const response = await send(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', storage: 'up', uploads: 'up', disk: 'up' });
  });
});

describe('one process serves everything', () => {
  it.each(['/', '/Courses', '/courses', '/admin/'])('answers GET %s with HTML', async (path) => {
    const response = await send(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await send(`${server.url}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends security headers and no CORS grant to a foreign origin', async () => {
    const response = await send(`${server.url}/healthz`, { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a GraphQL query', async () => {
    const response = await send(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(await response.json()).toEqual({ data: { ping: 'ok' } });
  });

  it('answers a GraphQL syntax error with 400, not a 5xx', async () => {
    const response = await send(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation {' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('GraphQL request limits', () => {
  const post = (body: unknown) =>
    send(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses a document costing more than the limit (a thousand aliased root fields)', async () => {
    const query = `{ ${Array.from({ length: 1001 }, (_, i) => `a${i}: ping`).join(' ')} }`;
    const response = await post({ query });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toMatch(/too costly/);
  });

  it('refuses more than five mutations in one request', async () => {
    const query = `mutation { ${Array.from({ length: 6 }, (_, i) => `t${i}: trackPageView(input: { page: "/" })`).join(' ')} }`;
    const response = await post({ query });
    expect(response.status).toBe(400);
  });

  it('refuses batched requests', async () => {
    const response = await post([{ query: '{ ping }' }, { query: '{ ping }' }]);
    expect(response.status).toBe(400);
  });
});

describe('request ids', () => {
  it('answers every request with its own X-Request-Id', async () => {
    const ids = await Promise.all(
      ['/healthz', '/api/v1/nothing-here', '/'].map(async (path) =>
        (await send(`${server.url}${path}`, { headers: { 'x-request-id': 'forged-by-client' } })).headers.get(
          'x-request-id',
        ),
      ),
    );
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("behind a trusted proxy keeps the proxy's id, and logs every line of the request with it", async () => {
    const traced = await buildTestApp({ s3: false, env: { TRUST_PROXY: 'true', LOG_LEVEL: 'debug' } });
    try {
      const response = await send(`${traced.url}/api/v1/submitcontact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'lb-7f3a9c' },
        body: '{"name":',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('x-request-id')).toBe('lb-7f3a9c');
      const ours = () =>
        traced
          .logs()
          .split('\n')
          .filter((line) => line.includes('lb-7f3a9c') || line.includes('/api/v1/submitcontact'));
      // the log is written asynchronously: wait for "incoming request" and "request completed"
      for (const deadline = Date.now() + 3000; ours().length < 2 && Date.now() < deadline;)
        await new Promise((r) => setTimeout(r, 20));
      const lines = ours();
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(JSON.parse(line).reqId).toBe('lb-7f3a9c');
    } finally {
      await traced.stop();
    }
  });
});

describe('route deadlines', () => {
  it('answers 503 with Retry-After once a request passes REQUEST_DEADLINE_MS, and keeps serving others', async () => {
    // a server process: the request arrives on a socket that stalls mid-body
    // on PostgreSQL the statement timeout must stay below the route deadline (checked at start)
    const slow = await startServer({
      s3: false,
      env: { REQUEST_DEADLINE_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '300' },
    });
    try {
      const { port } = new URL(slow.url);
      const started = Date.now();
      // a body that never finishes arriving: the request cannot complete on its own
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            'POST /api/v1/submitcontact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
          );
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
          if (text.includes('\r\n\r\n')) {
            socket.destroy();
            resolve(text);
          }
        });
        socket.on('error', reject);
        setTimeout(() => reject(new Error('no answer within 5 s')), 5000).unref();
      });
      const elapsed = Date.now() - started;
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      expect(answer.toLowerCase()).toContain('retry-after: 5');
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(3000);
      expect((await send(`${slow.url}/livez`)).status).toBe(200);
    } finally {
      await slow.stop();
    }
  });
});
