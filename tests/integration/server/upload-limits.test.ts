/**
 * Uploads cannot fill the disk or pile up open files: every way a multipart request ends (limits,
 * parser errors, client aborts) removes what it spooled and settles the request; the bytes in flight
 * are capped per process (503 beyond); rejected and aborted uploads count against the form limit;
 * the GraphQL upload path answers field errors and oversized files promptly. Everything goes through
 * the real server process; the spool folder and /proc/<pid>/fd are watched with a deadline.
 */
import { readdirSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@school/common';
import {
  CREATE_APPLICATION,
  contactMessage,
  pdfBytes,
  teacherApplication,
  trialRequest,
} from '../../fixtures/submissions';
import { postJson } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';

const KiB = 1024;
const MiB = 1024 * KiB;
const BOUNDARY = '----upload-limits-4f1c2a';
const APPLY = '/api/v1/submitteacherapplication';

type Part = { name: string; value: string } | { name: string; file: Buffer; filename?: string } | { raw: string };

/** A multipart body built by hand, so tests can send what browsers never would (two files, odd parts). */
function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('raw' in part) chunks.push(Buffer.from(`--${BOUNDARY}\r\n${part.raw}\r\n\r\nx\r\n`));
    else if ('value' in part)
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'cv.pdf'}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
      );
      chunks.push(part.file, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const fields = (person: Record<string, string> = teacherApplication as unknown as Record<string, string>): Part[] =>
  Object.entries(person).map(([name, value]) => ({ name, value }));
const pdf = (bytes: number) => Buffer.concat([pdfBytes(), Buffer.alloc(Math.max(0, bytes - pdfBytes().length), 0x20)]);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  ms: number;
}

/** One POST on its own connection (Connection: close), so no idle keep-alive socket skews the fd count. */
function post(
  server: TestServer,
  path: string,
  body: Buffer,
  headers: Record<string, string> = {},
  agent?: Agent,
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      {
        method: 'POST',
        agent: agent ?? false,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(body.length),
          ...(agent ? {} : { connection: 'close' }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* keep the text */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, ms: performance.now() - started });
        });
      },
    );
    // The server may answer (and stop reading) before the whole body is sent: the answer is what counts.
    req.on('error', (error) => reject(error));
    req.end(body);
  });
}

/**
 * Opens a raw connection, sends the headers and the first `sentBytes` of a body announced as
 * `declaredBytes`, and returns the socket (to destroy mid-body, or to finish later).
 */
async function startUpload(server: TestServer, path: string, head: Buffer, declaredBytes: number, extraHeaders = '') {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  let response = '';
  socket.on('data', (c: Buffer) => (response += c.toString()));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${declaredBytes}\r\nConnection: close\r\n${extraHeaders}\r\n`,
  );
  socket.write(head);
  return { socket, response: () => response };
}

function spoolDir(server: TestServer): string {
  return join(server.dataDir, 'uploads-in-flight', `${hostname()}-${server.pid}`);
}
const spooled = (server: TestServer) => readdirSync(spoolDir(server));
const fdTargets = (server: TestServer) =>
  readdirSync(`/proc/${server.pid}/fd`)
    .map((fd) => {
      try {
        return readlinkSync(`/proc/${server.pid}/fd/${fd}`);
      } catch {
        return null; // closed meanwhile
      }
    })
    .filter((target): target is string => target !== null);
/**
 * The process's handles, less the database's: SQLite's WAL checkpointer opens its files lazily, in its
 * own thread, whenever its first checkpoint runs, which may be after the baseline was taken.
 */
const openFds = (server: TestServer) =>
  fdTargets(server).filter((target) => !/\/school\.db(-wal|-shm)?$/.test(target)).length;
/** Handles on upload files (spool, object store), deleted or not: what a leaked upload holds. */
const openFiles = (server: TestServer) =>
  fdTargets(server).filter((target) => /\/(uploads-in-flight|objects)\//.test(target)).length;
/**
 * File handles back to the baseline within 2 s; all handles (sockets of clients that sent their body
 * after an early answer included) within 5 s, as a loaded machine may take that long to see them close.
 */
async function handlesBack(server: TestServer, baseline: { files: number; all: number }): Promise<void> {
  expect(
    await until(
      () => openFiles(server),
      (n) => n <= baseline.files,
    ),
  ).toBeLessThanOrEqual(baseline.files);
  expect(
    await until(
      () => openFds(server),
      (n) => n <= baseline.all,
      5_000,
    ),
  ).toBeLessThanOrEqual(baseline.all);
}

/** Polls `probe` until `done` holds or the deadline passes; returns the last value seen. */
async function until<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, ms = 2_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await probe();
  }
  return value;
}

const graphqlHeaders = { 'apollo-require-preflight': 'true' };
function graphqlUploadBody(input: Record<string, string>, file: Buffer): Buffer {
  return multipart([
    { name: 'operations', value: JSON.stringify({ query: CREATE_APPLICATION, variables: { input, resume: null } }) },
    { name: 'map', value: JSON.stringify({ 0: ['variables.resume'] }) },
    { name: '0', file, filename: 'cv.pdf' },
  ]);
}

describe('every way an upload ends leaves nothing behind', () => {
  let server: TestServer;
  let baseline = { files: 0, all: 0 };
  beforeAll(async () => {
    server = await startServer({ env: { RESUME_MAX_BYTES: String(256 * KiB) } });
    // warm up: one accepted upload on each path, so lazily opened handles are in the baseline
    expect((await post(server, APPLY, multipart([...fields(), { name: 'resume', file: pdf(10 * KiB) }]))).status).toBe(
      201,
    );
    const viaGraphql = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication }, pdf(10 * KiB)),
      graphqlHeaders,
    );
    expect(viaGraphql.body.errors).toBeUndefined();
    await until(
      () => openFds(server),
      () => false,
      300,
    );
    baseline = { files: openFiles(server), all: openFds(server) };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('20 rejected uploads (two files, too many fields, too many parts): 413, spool folder empty and file handles back within 2 s', async () => {
    const file = () => ({ name: 'resume', file: pdf(100 * KiB) });
    const bodies = [
      multipart([...fields(), file(), file()]),
      multipart([file(), ...fields(), ...Array.from({ length: 10 }, (_, i) => ({ name: `extra${i}`, value: 'x' }))]),
      multipart([file(), ...Array.from({ length: 14 }, () => ({ raw: 'X-Nothing: here' }))]),
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(server, APPLY, bodies[i % bodies.length])),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413));
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    await handlesBack(server, baseline);
  });

  it('20 uploads whose clients disconnect mid-body: spool folder empty and file handles back within 2 s', async () => {
    const head = multipart([...fields(), { name: 'resume', file: pdf(64 * KiB) }]).subarray(0, -40); // no closing boundary
    const uploads = await Promise.all(Array.from({ length: 20 }, () => startUpload(server, APPLY, head, 250 * KiB)));
    // the server has started spooling them all
    expect(
      (
        await until(
          () => spooled(server),
          (names) => names.length === 20,
        )
      ).length,
    ).toBe(20);
    for (const upload of uploads) upload.socket.destroy();
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    await handlesBack(server, baseline);
  });

  it('GraphQL uploads aborted mid-body leave nothing either', async () => {
    const head = graphqlUploadBody({ ...teacherApplication }, pdf(64 * KiB)).subarray(0, -40);
    const uploads = await Promise.all(
      Array.from({ length: 5 }, () =>
        startUpload(server, '/graphql', head, 250 * KiB, 'Apollo-Require-Preflight: true\r\n'),
      ),
    );
    expect(
      (
        await until(
          () => spooled(server),
          (names) => names.length === 5,
        )
      ).length,
    ).toBe(5);
    for (const upload of uploads) upload.socket.destroy();
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    await handlesBack(server, baseline);
  });
});

describe('GraphQL upload errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }); // the default 10 MiB resume cap
  afterAll(async () => {
    await server?.stop();
  });

  it('an invalid name answers BAD_USER_INPUT with the field message', async () => {
    const answer = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication, name: 'Ravi 2' }, pdfBytes()),
      graphqlHeaders,
    );
    expect(answer.body.errors[0]).toMatchObject({
      message: messages.application.name,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: messages.application.name } },
    });
  });

  it('an 11 MB file with an invalid name answers the name error at once and drains the upload', async () => {
    // one keep-alive connection: the next request on it is only answered once this body was read to the end
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await post(
        server,
        '/graphql',
        graphqlUploadBody({ ...teacherApplication, name: 'Ravi 2' }, pdf(11 * MiB)),
        graphqlHeaders,
        agent,
      );
      expect(answer.ms).toBeLessThan(3_000);
      expect(answer.body.errors[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: messages.application.name } },
      });
      const next = await Promise.race([
        post(server, '/graphql', graphqlUploadBody({ ...teacherApplication }, pdfBytes()), graphqlHeaders, agent),
        new Promise<null>((r) => setTimeout(() => r(null), 3_000)),
      ]);
      expect(next?.body.errors).toBeUndefined();
      expect(next?.body.data.createTeacherApplication.id).toBeTypeOf('string');
      expect(
        await until(
          () => spooled(server),
          (names) => names.length === 0,
        ),
      ).toEqual([]);
    } finally {
      agent.destroy();
    }
  });

  it('an 11 MB file answers the size message promptly and leaves no temporary file', async () => {
    const answer = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication }, pdf(11 * MiB)),
      graphqlHeaders,
    );
    expect(answer.ms).toBeLessThan(3_000);
    expect(answer.body.errors[0]).toMatchObject({
      extensions: { code: 'PAYLOAD_TOO_LARGE', fieldErrors: { resume: messages.limits.resumeSize } },
    });
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    // the connection was drained: the next upload goes through at once
    const next = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication }, pdfBytes()),
      graphqlHeaders,
    );
    expect(next.body.errors).toBeUndefined();
  });
});

describe('rejected uploads count against the form limit (RATE_LIMIT_FORMS=3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      s3: false,
      env: { RATE_LIMIT_FORMS: '3', TRUST_PROXY: 'true', RESUME_MAX_BYTES: String(256 * KiB) },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('three rejected uploads from one address, then its contact and trial submissions get 429', async () => {
    const ip = '203.0.113.20';
    const file = () => ({ name: 'resume', file: pdf(10 * KiB) });
    const rejected = [
      await post(server, APPLY, multipart([...fields(), file(), file()]), from(ip)),
      await post(server, APPLY, multipart([...fields(), { name: 'resume', file: Buffer.from('not a pdf') }]), from(ip)),
      await post(server, '/graphql', graphqlUploadBody({ ...teacherApplication, name: 'Ravi 2' }, pdfBytes()), {
        ...graphqlHeaders,
        ...from(ip),
      }),
    ];
    expect(rejected.map((a) => a.status)).toEqual([413, 400, 200]);
    const contact = await postJson(`${server.url}/api/v1/submitcontact`, contactMessage, from(ip));
    expect(contact.status).toBe(429);
    expect(contact.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await postJson(`${server.url}/api/v1/submittrial`, trialRequest, from(ip))).status).toBe(429);
    // and the next upload is refused before its body is read
    const upload = await post(server, APPLY, multipart([...fields(), file()]), from(ip));
    expect(upload.status).toBe(429);
    expect(upload.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('an aborted upload counts too', async () => {
    const ip = '203.0.113.21';
    const head = multipart([...fields(), { name: 'resume', file: pdf(16 * KiB) }]).subarray(0, -40);
    for (let i = 0; i < 3; i++) {
      const upload = await startUpload(server, APPLY, head, 200 * KiB, `X-Forwarded-For: ${ip}\r\n`);
      await until(
        () => spooled(server),
        (names) => names.length === 1,
      );
      upload.socket.destroy();
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      );
    }
    expect((await postJson(`${server.url}/api/v1/submitcontact`, contactMessage, from(ip))).status).toBe(429);
  });

  it('an accepted upload counts once: three go through, the fourth is limited', async () => {
    const ip = '203.0.113.22';
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const person = { ...teacherApplication, email: `once${i}@example.org` } as unknown as Record<string, string>;
      statuses.push(
        (await post(server, APPLY, multipart([...fields(person), { name: 'resume', file: pdf(KiB) }]), from(ip)))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('the per-email count still applies to uploads', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const person = { ...teacherApplication, email: 'same.applicant@example.org' } as unknown as Record<
        string,
        string
      >;
      statuses.push(
        (
          await post(
            server,
            APPLY,
            multipart([...fields(person), { name: 'resume', file: pdf(KiB) }]),
            from(`198.51.100.${40 + i}`),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('the cap on upload bytes in flight (UPLOAD_MAX_BYTES_IN_FLIGHT)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: { RESUME_MAX_BYTES: String(256 * KiB), UPLOAD_MAX_BYTES_IN_FLIGHT: String(512 * KiB) },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 503 with Retry-After beyond the cap, and takes uploads again once the slow ones end', async () => {
    const body = multipart([...fields(), { name: 'resume', file: pdf(200 * KiB) }]);
    const head = body.subarray(0, 64 * KiB);
    const slow = [
      await startUpload(server, APPLY, head, body.length),
      await startUpload(server, APPLY, head, body.length),
    ];
    await until(
      () => spooled(server),
      (names) => names.length === 2,
    );
    const over = await post(server, APPLY, body);
    expect(over.status).toBe(503);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    const overGraphql = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication }, pdf(200 * KiB)),
      graphqlHeaders,
    );
    expect(overGraphql.status).toBe(503);
    expect(overGraphql.headers['retry-after']).toMatch(/^\d+$/);
    // one slow upload finishes (201), the other is abandoned: both reservations are given back
    slow[0].socket.write(body.subarray(head.length));
    expect(
      await until(
        () => slow[0].response(),
        (text) => text.includes('\r\n\r\n'),
      ),
    ).toMatch(/^HTTP\/1\.1 201/);
    slow[1].socket.destroy();
    const again = await until(
      () => post(server, APPLY, body),
      (answer) => answer.status === 201,
    );
    expect(again.status).toBe(201);
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
  });
});

describe('shutdown', () => {
  it('SIGTERM cuts off uploads still arriving and leaves no spool folder behind', async () => {
    const server = await startServer({ s3: false, env: { RESUME_MAX_BYTES: String(256 * KiB) } });
    try {
      const head = multipart([...fields(), { name: 'resume', file: pdf(64 * KiB) }]).subarray(0, -40);
      const uploads = await Promise.all(Array.from({ length: 3 }, () => startUpload(server, APPLY, head, 250 * KiB)));
      expect(
        (
          await until(
            () => spooled(server),
            (names) => names.length === 3,
          )
        ).length,
      ).toBe(3);
      const exited = new Promise<void>((resolve) => uploads[0].socket.once('close', () => resolve()));
      process.kill(server.pid, 'SIGTERM');
      await exited; // the server closed the connection instead of waiting for the body
      const root = join(server.dataDir, 'uploads-in-flight');
      expect(
        await until(
          () => readdirSync(root),
          (names) => names.length === 0,
          5_000,
        ),
      ).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
