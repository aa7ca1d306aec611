/**
 * What the upload-limit tests share: hand-built multipart bodies (so a test can send what browsers
 * never would), raw POSTs on their own connection, uploads left half-sent, and the server process's
 * spool folder and open file handles to watch.
 */
import { readdirSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { CREATE_APPLICATION, pdfBytes, teacherApplication } from '../../../fixtures/submissions';
import type { TestServer } from '../../../helpers/server';

export const KiB = 1024;
export const MiB = 1024 * KiB;
const BOUNDARY = '----upload-limits-4f1c2a';
export const APPLY = '/api/v1/submitteacherapplication';

type Part = { name: string; value: string } | { name: string; file: Buffer; filename?: string } | { raw: string };

/** A multipart body built by hand, so tests can send what browsers never would (two files, odd parts). */
export function multipart(parts: Part[]): Buffer {
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

export const fields = (
  person: Record<string, string> = teacherApplication as unknown as Record<string, string>,
): Part[] => Object.entries(person).map(([name, value]) => ({ name, value }));
export const pdf = (bytes: number) =>
  Buffer.concat([pdfBytes(), Buffer.alloc(Math.max(0, bytes - pdfBytes().length), 0x20)]);

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  ms: number;
}

/** One POST on its own connection (Connection: close), so no idle keep-alive socket skews the fd count. */
export function post(
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
export async function startUpload(
  server: TestServer,
  path: string,
  head: Buffer,
  declaredBytes: number,
  extraHeaders = '',
) {
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

export function spoolDir(server: TestServer): string {
  return join(server.dataDir, 'uploads-in-flight', `${hostname()}-${server.pid}`);
}
export const spooled = (server: TestServer) => readdirSync(spoolDir(server));
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
export const openFds = (server: TestServer) =>
  fdTargets(server).filter((target) => !/\/school\.db(-wal|-shm)?$/.test(target)).length;
/** Handles on upload files (spool, object store), deleted or not: what a leaked upload holds. */
export const openFiles = (server: TestServer) =>
  fdTargets(server).filter((target) => /\/(uploads-in-flight|objects)\//.test(target)).length;
/**
 * File handles back to the baseline within 2 s; all handles (sockets of clients that sent their body
 * after an early answer included) within 5 s, as a loaded machine may take that long to see them close.
 */
export async function handlesBack(server: TestServer, baseline: { files: number; all: number }): Promise<void> {
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
export async function until<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, ms = 2_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await probe();
  }
  return value;
}

export const graphqlHeaders = { 'apollo-require-preflight': 'true' };
export function graphqlUploadBody(input: Record<string, string>, file: Buffer): Buffer {
  return multipart([
    { name: 'operations', value: JSON.stringify({ query: CREATE_APPLICATION, variables: { input, resume: null } }) },
    { name: 'map', value: JSON.stringify({ 0: ['variables.resume'] }) },
    { name: '0', file, filename: 'cv.pdf' },
  ]);
}
