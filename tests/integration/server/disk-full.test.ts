/**
 * A nearly full data volume: real server processes whose DATA_DIR is a small tmpfs (mounted here, as
 * root) with the disk object store. Below DISK_MIN_FREE_BYTES uploads and (on SQLite) new rows answer
 * 503 with Retry-After within a second, /healthz says `disk: down`, the process stays up and leaves
 * no partial object or temporary file; an upload the free space could not hold is refused before its
 * body is read; with the threshold off, writes that do run out of space (ENOSPC in the spool,
 * SQLITE_FULL in the database) answer 503 too. Freeing space brings every form back without a restart,
 * and every 201 has its row (and object), every object its row.
 *
 * Mounting needs root: where it is impossible the suite fails (saying why), it is not skipped. On
 * PostgreSQL (TEST_DATABASE_URL) the rows live elsewhere, so JSON forms keep answering 201 there.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREATE_APPLICATION, CREATE_CONTACT, CREATE_TRIAL, contactMessage, pdfBytes, teacherApplication, trialRequest } from '../../fixtures/submissions';
import { onPostgres } from '../../helpers/database';
import { startServer, type TestServer } from '../../helpers/server';

const KiB = 1024;
const MiB = 1024 * KiB;
const BOUNDARY = '----disk-full-7d3e9b';
const APPLY = '/api/v1/submitteacherapplication';
const FILLER = 'filler.bin';

// ---------------------------------------------------------------------------------------------
// the volume

const mounts: string[] = [];

/** Mounts a tmpfs of `size` bytes on a fresh folder; throws (failing the suite) when that is impossible. */
function mountTmpfs(size: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'school-diskfull-'));
  if (process.getuid?.() !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`disk-full tests need root to mount a tmpfs (running as uid ${process.getuid?.()}); they cannot run here`);
  }
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message;
    throw new Error(`disk-full tests could not mount a tmpfs on ${dir}: ${detail}`);
  }
  mounts.push(dir);
  return dir;
}

function unmountAll(): void {
  const failures: string[] = [];
  for (const dir of mounts.splice(0)) {
    try {
      execFileSync('umount', [dir], { stdio: 'pipe' });
    } catch {
      try {
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' }); // still busy: detach it now, freed once unused
      } catch (error) {
        failures.push(`${dir}: ${(error as Error).message}`);
        continue;
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) throw new Error(`could not unmount: ${failures.join('; ')}`);
}

const freeBytes = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/** Writes a filler file so that about `leave` bytes stay free (tmpfs counts whole pages). */
function fillLeaving(dir: string, leave: number): void {
  rmSync(join(dir, FILLER), { force: true });
  const size = freeBytes(dir) - leave;
  if (size > 0) writeFileSync(join(dir, FILLER), Buffer.alloc(size, 1));
}

/** Adds to the filler until the volume has no byte left. */
function fillCompletely(dir: string): void {
  const page = Buffer.alloc(4 * KiB, 1);
  for (let i = 0; ; i++) {
    try {
      writeFileSync(join(dir, `${FILLER}.${i}`), page);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return;
      throw error;
    }
  }
}

function removeFillers(dir: string): void {
  for (const name of readdirSync(dir)) if (name.startsWith(FILLER)) rmSync(join(dir, name), { force: true });
}

/** The server asks the volume at most once a second: wait that long after changing it. */
const settle = () => new Promise((r) => setTimeout(r, 1_200));

// ---------------------------------------------------------------------------------------------
// requests

interface Answer { status: number; retryAfter: string | null; body: any; ms: number }

async function timed(send: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  const response = await send();
  const text = await response.text();
  let body: unknown = text;
  try { body = JSON.parse(text); } catch { /* keep the text */ }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body, ms: performance.now() - started };
}

const pdf = (bytes: number, tag = '') => Buffer.concat([pdfBytes(tag), Buffer.alloc(Math.max(0, bytes - pdfBytes(tag).length), 0x20)]);

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer } | null): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

let serial = 0;
const person = (kind: string) => ({ ...teacherApplication, email: `${kind}${++serial}@example.org` });

const restUpload = (server: TestServer, bytes: number) => timed(() => fetch(`${server.url}${APPLY}`, {
  method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  body: new Uint8Array(multipart(person('rest'), { name: 'resume', bytes: pdf(bytes, `rest ${serial}`) })),
}));

const graphqlUpload = (server: TestServer, bytes: number) => timed(() => fetch(`${server.url}/graphql`, {
  method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'apollo-require-preflight': 'true' },
  body: new Uint8Array(multipart({
    operations: JSON.stringify({ query: CREATE_APPLICATION, variables: { input: person('gql'), resume: null } }),
    map: JSON.stringify({ 0: ['variables.resume'] }),
  }, { name: '0', bytes: pdf(bytes, `gql ${serial}`) })),
}));

const postJson = (server: TestServer, path: string, body: unknown) => timed(() => fetch(`${server.url}${path}`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
}));

const restContact = (server: TestServer, message = contactMessage.message) =>
  postJson(server, '/api/v1/submitcontact', { ...contactMessage, email: `contact${++serial}@example.org`, message });
const restTrial = (server: TestServer) => postJson(server, '/api/v1/submittrial', { ...trialRequest, email: `trial${++serial}@example.org` });
const graphqlContact = (server: TestServer) =>
  postJson(server, '/graphql', { query: CREATE_CONTACT, variables: { input: { ...contactMessage, email: `gcontact${++serial}@example.org` } } });
const graphqlTrial = (server: TestServer) =>
  postJson(server, '/graphql', { query: CREATE_TRIAL, variables: { input: { ...trialRequest, email: `gtrial${++serial}@example.org` } } });

/**
 * Sends the headers of an upload announced as `declared` bytes and only its first `sent` bytes, and
 * returns the answer's status line if one comes within `ms` while the rest of the body was never sent.
 */
async function answerBeforeBody(server: TestServer, path: string, declared: number, sent: Buffer, headers = '', ms = 1_000) {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
  socket.on('error', () => undefined);
  const started = performance.now();
  try {
    return await new Promise<{ status: number; retryAfter: string | null; ms: number }>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms while the body was held back`)), ms);
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (!text.includes('\r\n\r\n')) return;
        clearTimeout(timer);
        resolve({
          status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0),
          retryAfter: /\r\nretry-after: *([^\r]*)/i.exec(text)?.[1] ?? null,
          ms: performance.now() - started,
        });
      });
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n`
        + `Content-Length: ${declared}\r\n${headers}\r\n`);
      socket.write(sent);
    });
  } finally {
    socket.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// what the server keeps

const objectsDir = (server: TestServer) => join(server.dataDir, 'objects', server.bucket);
const incomingDir = (server: TestServer) => join(server.dataDir, 'objects', `.incoming-${server.bucket}`);
const spoolDir = (server: TestServer) => join(server.dataDir, 'uploads-in-flight', `${hostname()}-${server.pid}`);

function filesUnder(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => entry.isDirectory()
    ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
    : [`${prefix}${entry.name}`]);
}

/** No temporary file anywhere: the store's scratch folder and the process's spool folder are empty. */
function expectNoLeftovers(server: TestServer): void {
  expect(filesUnder(incomingDir(server))).toEqual([]);
  expect(filesUnder(spoolDir(server))).toEqual([]);
}

function expectAlive(server: TestServer): void {
  expect(() => process.kill(server.pid, 0)).not.toThrow();
}

async function health(server: TestServer): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, body: await response.json() as Record<string, string> };
}

async function until(what: string, probe: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the clients were told: the ids answered with 201, per table. */
class Ledger {
  readonly ids: Record<string, string[]> = { teacher_applications: [], contact_messages: [], trial_requests: [] };

  /** Records the id of a stored submission (REST { id } or GraphQL data.<field>.id); the answer must be 201/200 with an id. */
  stored(table: string, answer: Answer): void {
    const id = answer.body?.id ?? Object.values(answer.body?.data ?? {})[0]?.id;
    expect(typeof id).toBe('string');
    this.ids[table].push(id);
  }

  /** 0 acknowledged losses, 0 orphans: every 201 has its row, every resume row its object, every object its row. */
  async check(server: TestServer): Promise<void> {
    for (const [table, ids] of Object.entries(this.ids)) {
      const rows = new Set((await server.db.query<{ id: string }>(`SELECT id FROM ${table}`)).map((row) => row.id));
      expect(ids.filter((id) => !rows.has(id)), `acknowledged but missing from ${table}`).toEqual([]);
    }
    const keys = (await server.db.query<{ resume_key: string | null }>('SELECT resume_key FROM teacher_applications'))
      .map((row) => row.resume_key).filter((key): key is string => key !== null).sort();
    expect(filesUnder(objectsDir(server)).sort()).toEqual(keys);
  }
}

/** A quick refusal: 503 with Retry-After, within a second. */
function expectRefused(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(503);
  expect(answer.retryAfter, `${what}: Retry-After`).toMatch(/^\d+$/);
  expect(answer.ms, `${what}: answered in ${answer.ms} ms`).toBeLessThan(1_000);
}

function expectGraphqlRefused(answer: Answer, what: string): void {
  expectRefused(answer, what);
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
}

// ---------------------------------------------------------------------------------------------

let volumes: string[] = [];
let mountFailure: Error | null = null;
beforeAll(() => {
  try {
    volumes = [mountTmpfs(6 * MiB), mountTmpfs(6 * MiB)];
  } catch (error) {
    mountFailure = error as Error; // every test below fails with this reason (none is skipped)
  }
});
afterAll(() => unmountAll());

/** The server of a suite; throws why there is none (no tmpfs could be mounted) so the test fails. */
function running(server: TestServer | undefined): TestServer {
  if (mountFailure) throw mountFailure;
  if (!server) throw new Error('the server did not start');
  return server;
}

it('mounts a tmpfs for DATA_DIR (needs root)', () => {
  if (mountFailure) throw mountFailure;
  expect(volumes).toHaveLength(2);
});

describe(`a data volume below DISK_MIN_FREE_BYTES (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let volume: string;
  let started: TestServer | undefined;
  let server: TestServer;
  const ledger = new Ledger();
  beforeAll(async () => {
    if (mountFailure) return;
    volume = volumes[0];
    const dataDir = join(volume, 'data');
    mkdirSync(dataDir);
    started = await startServer({ dataDir, s3: false, env: { DISK_MIN_FREE_BYTES: String(512 * KiB), RESUME_MAX_BYTES: String(4 * MiB) } });
  });
  afterAll(async () => { await started?.stop(); });
  beforeEach(() => { server = running(started); });

  it('works while there is room', async () => {
    expect(await health(server)).toMatchObject({ status: 200, body: { disk: 'up' } });
    const upload = await restUpload(server, 20 * KiB);
    expect(upload.status).toBe(201);
    ledger.stored('teacher_applications', upload);
    const contact = await restContact(server);
    expect(contact.status).toBe(201);
    ledger.stored('contact_messages', contact);
  });

  it(`with ~300 KB free: uploads${onPostgres ? '' : ' and JSON forms'} answer 503 with Retry-After within a second, /healthz says disk down, the process stays up, nothing half-written is left`, async () => {
    fillLeaving(volume, 300 * KiB);
    await settle();
    const before = filesUnder(objectsDir(server)).length;

    expectRefused(await restUpload(server, 20 * KiB), 'REST upload');
    const viaGraphql = await graphqlUpload(server, 20 * KiB);
    expectGraphqlRefused(viaGraphql, 'GraphQL upload');
    const json = { restContact: await restContact(server), restTrial: await restTrial(server), graphqlContact: await graphqlContact(server), graphqlTrial: await graphqlTrial(server) };
    if (onPostgres) {
      // the rows go to PostgreSQL, not to this volume
      for (const [what, answer] of Object.entries(json)) expect(answer.status, what).toBeLessThan(300);
      ledger.stored('contact_messages', json.restContact);
      ledger.stored('trial_requests', json.restTrial);
      ledger.stored('contact_messages', json.graphqlContact);
      ledger.stored('trial_requests', json.graphqlTrial);
    } else {
      expectRefused(json.restContact, 'REST contact');
      expectRefused(json.restTrial, 'REST trial');
      expectGraphqlRefused(json.graphqlContact, 'GraphQL contact');
      expectGraphqlRefused(json.graphqlTrial, 'GraphQL trial');
    }

    const ready = await health(server);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', disk: 'down' });
    expectAlive(server);
    expect(filesUnder(objectsDir(server))).toHaveLength(before);
    expectNoLeftovers(server);
    await ledger.check(server);
  });

  it('once the space is freed, every form answers 201 again without a restart', async () => {
    removeFillers(volume);
    await until('/healthz back to 200', async () => (await health(server)).status === 200);
    expect((await health(server)).body).toMatchObject({ disk: 'up' });
    for (const [table, send] of [
      ['teacher_applications', () => restUpload(server, 20 * KiB)],
      ['teacher_applications', () => graphqlUpload(server, 20 * KiB)],
      ['contact_messages', () => restContact(server)],
      ['trial_requests', () => restTrial(server)],
      ['contact_messages', () => graphqlContact(server)],
      ['trial_requests', () => graphqlTrial(server)],
    ] as const) {
      const answer = await send();
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      expect(answer.body.errors).toBeUndefined();
      ledger.stored(table, answer);
    }
    expectNoLeftovers(server);
    await ledger.check(server);
  });

  it('with room for rows but not for a 3 MiB resume: the upload gets 503 before its body is read, a contact form still 201', async () => {
    fillLeaving(volume, 1 * MiB);
    await settle();
    expect((await health(server)).body).toMatchObject({ disk: 'up' }); // above the threshold: still ready
    const resume = multipart(person('big'), { name: 'resume', bytes: pdf(3 * MiB) });
    const head = resume.subarray(0, 64 * KiB);
    const rest = await answerBeforeBody(server, APPLY, resume.length, head);
    expect(rest.status).toBe(503);
    expect(rest.retryAfter).toMatch(/^\d+$/);
    const graphqlBody = multipart({
      operations: JSON.stringify({ query: CREATE_APPLICATION, variables: { input: person('big'), resume: null } }),
      map: JSON.stringify({ 0: ['variables.resume'] }),
    }, { name: '0', bytes: pdf(3 * MiB) });
    const viaGraphql = await answerBeforeBody(server, '/graphql', graphqlBody.length, graphqlBody.subarray(0, 64 * KiB), 'Apollo-Require-Preflight: true\r\n');
    expect(viaGraphql.status).toBe(503);
    expect(viaGraphql.retryAfter).toMatch(/^\d+$/);

    const contact = await restContact(server);
    expect(contact.status).toBe(201);
    ledger.stored('contact_messages', contact);
    const small = await restUpload(server, 20 * KiB); // a small resume still fits
    expect(small.status).toBe(201);
    ledger.stored('teacher_applications', small);
    expectAlive(server);
    expectNoLeftovers(server);
    await ledger.check(server);
    removeFillers(volume);
  });
});

describe(`writes that run out of space with the threshold off (DISK_MIN_FREE_BYTES=0, ${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let volume: string;
  let started: TestServer | undefined;
  let server: TestServer;
  const ledger = new Ledger();
  beforeAll(async () => {
    if (mountFailure) return;
    volume = volumes[1];
    const dataDir = join(volume, 'data');
    mkdirSync(dataDir);
    started = await startServer({ dataDir, s3: false, env: { DISK_MIN_FREE_BYTES: '0', RESUME_MAX_BYTES: String(4 * MiB) } });
  });
  afterAll(async () => { await started?.stop(); });
  beforeEach(() => { server = running(started); });

  it('uploads that pass the up-front check together but not all fit: each 201 or a quick 503 (ENOSPC while spooling), nothing partial left', async () => {
    fillLeaving(volume, 900 * KiB);
    await settle();
    const answers = await Promise.all(Array.from({ length: 4 }, () => restUpload(server, 400 * KiB)));
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expectRefused(answer, 'upload on a full disk');
    for (const answer of answers.filter((a) => a.status === 201)) ledger.stored('teacher_applications', answer);
    expect(server.logs()).toMatch(/ENOSPC/); // the cause is in the log
    expectAlive(server);
    expectNoLeftovers(server);
    await ledger.check(server);
  });

  it(`JSON forms on a volume with its last pages going: each ${onPostgres ? '201' : '201 or a quick 503 (SQLITE_FULL, then the empty volume)'}, the process stays up`, async () => {
    fillLeaving(volume, 16 * KiB);
    await settle();
    const message = 'x'.repeat(4_900); // each row about a page
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) answers.push(await restContact(server, message));
    for (const answer of answers) {
      if (answer.status === 201) ledger.stored('contact_messages', answer);
      else expectRefused(answer, 'contact on a full disk');
    }
    if (onPostgres) expect(answers.every((a) => a.status === 201)).toBe(true);
    else {
      // the server's figure (asked at most once a second) still showed room: the database itself ran out
      expect(answers.some((a) => a.status === 503 && /database/i.test(a.body.message))).toBe(true);
      expect(server.logs()).toMatch(/SQLITE_FULL/);
    }
    fillCompletely(volume);
    await settle();
    const onEmpty = [await restContact(server), await restTrial(server), await graphqlContact(server), await restUpload(server, 8 * KiB)];
    if (!onPostgres) {
      expectRefused(onEmpty[0], 'contact, no byte free');
      expectRefused(onEmpty[1], 'trial, no byte free');
      expectGraphqlRefused(onEmpty[2], 'GraphQL contact, no byte free');
    } else {
      ledger.stored('contact_messages', onEmpty[0]);
      ledger.stored('trial_requests', onEmpty[1]);
      ledger.stored('contact_messages', onEmpty[2]);
    }
    expectRefused(onEmpty[3], 'upload, no byte free');
    expect((await health(server))).toMatchObject({ status: 503, body: { disk: 'down' } });
    expectAlive(server);
    expectNoLeftovers(server);
    await ledger.check(server);
  });

  it('recovers without a restart once the space is freed', async () => {
    removeFillers(volume);
    await settle();
    const upload = await restUpload(server, 400 * KiB);
    expect(upload.status).toBe(201);
    ledger.stored('teacher_applications', upload);
    for (const [table, send] of [['contact_messages', () => restContact(server)], ['trial_requests', () => restTrial(server)], ['contact_messages', () => graphqlContact(server)]] as const) {
      const answer = await send();
      expect(answer.status).toBeLessThan(300);
      ledger.stored(table, answer);
    }
    await until('/healthz back to 200', async () => (await health(server)).status === 200, 2_000);
    expectNoLeftovers(server);
    await ledger.check(server);
  });
});
