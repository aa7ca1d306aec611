/**
 * The disk-full tests' tools: a tmpfs mounted as the data volume (root only), fillers that leave a
 * chosen number of bytes free, timed requests of every kind, and the checks for leftovers and losses.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  CREATE_APPLICATION,
  CREATE_CONTACT,
  CREATE_TRIAL,
  contactMessage,
  pdfBytes,
  teacherApplication,
  trialRequest,
} from '../../fixtures/submissions';
import type { TestServer } from '../../helpers/server';

export const KiB = 1024;
export const MiB = 1024 * KiB;
export const BOUNDARY = '----disk-full-7d3e9b';
export const APPLY = '/api/v1/submitteacherapplication';
export const FILLER = 'filler.bin';

// ---------------------------------------------------------------------------------------------
// the volume

export const mounts: string[] = [];

/** Mounts a tmpfs of `size` bytes on a fresh folder; throws (failing the suite) when that is impossible. */
export function mountTmpfs(size: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'school-diskfull-'));
  if (process.getuid?.() !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `disk-full tests need root to mount a tmpfs (running as uid ${process.getuid?.()}); they cannot run here`,
    );
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

export function unmountAll(): void {
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

export const freeBytes = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/** Writes a filler file so that about `leave` bytes stay free (tmpfs counts whole pages). */
export function fillLeaving(dir: string, leave: number): void {
  rmSync(join(dir, FILLER), { force: true });
  const size = freeBytes(dir) - leave;
  if (size > 0) writeFileSync(join(dir, FILLER), Buffer.alloc(size, 1));
}

/** Adds to the filler until the volume has no byte left. */
export function fillCompletely(dir: string): void {
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

export function removeFillers(dir: string): void {
  for (const name of readdirSync(dir)) if (name.startsWith(FILLER)) rmSync(join(dir, name), { force: true });
}

/** The server asks the volume at most once a second: wait that long after changing it. */
export const settle = () => new Promise((r) => setTimeout(r, 1_200));

// ---------------------------------------------------------------------------------------------
// requests

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: any;
  ms: number;
}

export async function timed(send: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  const response = await send();
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: performance.now() - started,
  };
}

export const pdf = (bytes: number, tag = '') =>
  Buffer.concat([pdfBytes(tag), Buffer.alloc(Math.max(0, bytes - pdfBytes(tag).length), 0x20)]);

export function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer } | null): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export let serial = 0;
export const person = (kind: string) => ({ ...teacherApplication, email: `${kind}${++serial}@example.org` });

export const restUpload = (server: TestServer, bytes: number) =>
  timed(() =>
    fetch(`${server.url}${APPLY}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: new Uint8Array(multipart(person('rest'), { name: 'resume', bytes: pdf(bytes, `rest ${serial}`) })),
    }),
  );

export const graphqlUpload = (server: TestServer, bytes: number) =>
  timed(() =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'apollo-require-preflight': 'true' },
      body: new Uint8Array(
        multipart(
          {
            operations: JSON.stringify({
              query: CREATE_APPLICATION,
              variables: { input: person('gql'), resume: null },
            }),
            map: JSON.stringify({ 0: ['variables.resume'] }),
          },
          { name: '0', bytes: pdf(bytes, `gql ${serial}`) },
        ),
      ),
    }),
  );

export const postJson = (server: TestServer, path: string, body: unknown) =>
  timed(() =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

export const restContact = (server: TestServer, message = contactMessage.message) =>
  postJson(server, '/api/v1/submitcontact', { ...contactMessage, email: `contact${++serial}@example.org`, message });
export const restTrial = (server: TestServer) =>
  postJson(server, '/api/v1/submittrial', { ...trialRequest, email: `trial${++serial}@example.org` });
export const graphqlContact = (server: TestServer) =>
  postJson(server, '/graphql', {
    query: CREATE_CONTACT,
    variables: { input: { ...contactMessage, email: `gcontact${++serial}@example.org` } },
  });
export const graphqlTrial = (server: TestServer) =>
  postJson(server, '/graphql', {
    query: CREATE_TRIAL,
    variables: { input: { ...trialRequest, email: `gtrial${++serial}@example.org` } },
  });

/**
 * Sends the headers of an upload announced as `declared` bytes and only its first `sent` bytes, and
 * returns the answer's status line if one comes within `ms` while the rest of the body was never sent.
 */
export async function answerBeforeBody(
  server: TestServer,
  path: string,
  declared: number,
  sent: Buffer,
  headers = '',
  ms = 1_000,
) {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
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
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
          `Content-Length: ${declared}\r\n${headers}\r\n`,
      );
      socket.write(sent);
    });
  } finally {
    socket.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// what the server keeps

export const objectsDir = (server: TestServer) => join(server.dataDir, 'objects', server.bucket);
export const incomingDir = (server: TestServer) => join(server.dataDir, 'objects', `.incoming-${server.bucket}`);
export const spoolDir = (server: TestServer) =>
  join(server.dataDir, 'uploads-in-flight', `${hostname()}-${server.pid}`);

export function filesUnder(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** No temporary file anywhere: the store's scratch folder and the process's spool folder are empty. */
export function expectNoLeftovers(server: TestServer): void {
  expect(filesUnder(incomingDir(server))).toEqual([]);
  expect(filesUnder(spoolDir(server))).toEqual([]);
}

export function expectAlive(server: TestServer): void {
  expect(() => process.kill(server.pid, 0)).not.toThrow();
}

export async function health(server: TestServer): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

export async function until(what: string, probe: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the clients were told: the ids answered with 201, per table. */
export class Ledger {
  readonly ids: Record<string, string[]> = { teacher_applications: [], contact_messages: [], trial_requests: [] };

  /** Records the id of a stored submission (REST { id } or GraphQL data.<field>.id); the answer must be 201/200 with an id. */
  stored(table: string, answer: Answer): void {
    const id = answer.body?.id ?? Object.values<{ id?: string }>(answer.body?.data ?? {})[0]?.id;
    expect(typeof id).toBe('string');
    this.ids[table].push(id);
  }

  /** 0 acknowledged losses, 0 orphans: every 201 has its row, every resume row its object, every object its row. */
  async check(server: TestServer): Promise<void> {
    for (const [table, ids] of Object.entries(this.ids)) {
      const rows = new Set((await server.db.query<{ id: string }>(`SELECT id FROM ${table}`)).map((row) => row.id));
      expect(
        ids.filter((id) => !rows.has(id)),
        `acknowledged but missing from ${table}`,
      ).toEqual([]);
    }
    const keys = (await server.db.query<{ resume_key: string | null }>('SELECT resume_key FROM teacher_applications'))
      .map((row) => row.resume_key)
      .filter((key): key is string => key !== null)
      .sort();
    expect(filesUnder(objectsDir(server)).sort()).toEqual(keys);
  }
}

/** A quick refusal: 503 with Retry-After, within a second. */
export function expectRefused(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(503);
  expect(answer.retryAfter, `${what}: Retry-After`).toMatch(/^\d+$/);
  expect(answer.ms, `${what}: answered in ${answer.ms} ms`).toBeLessThan(1_000);
}

export function expectGraphqlRefused(answer: Answer, what: string): void {
  expectRefused(answer, what);
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
}
