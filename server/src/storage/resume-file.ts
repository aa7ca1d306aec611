/**
 * Takes in an uploaded resume as a stream: checks its bytes (not its name or declared type) and a
 * hard size cap while writing it to a temporary file, so memory stays flat however large or
 * numerous the uploads are.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { messages, PDF_SIGNATURE } from '@school/common';
import { PayloadTooLargeError, ValidationError } from '../errors';

const SIGNATURE = Buffer.from(PDF_SIGNATURE, 'ascii');

/** A checked PDF waiting in a temporary file; remove() deletes it (safe to call twice). */
export interface SpooledFile {
  path: string;
  size: number;
  remove(): Promise<void>;
}

function drain(stream: Readable): void {
  stream.removeAllListeners('data');
  stream.on('error', () => undefined);
  stream.resume();
}

/**
 * This process's folder for uploads in flight, under DATA_DIR (never a RAM-backed /tmp). Folders
 * left by processes that died more than an hour ago are removed; instances sharing DATA_DIR keep
 * out of each other's way.
 */
export function prepareSpoolDir(dataDir: string): string {
  const root = join(dataDir, 'uploads-in-flight');
  mkdirSync(root, { recursive: true });
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
  const dir = join(root, `${hostname()}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Whoever answers for the disk space of a spooled file: hold() at creation, the callback once it is deleted. */
export interface SpoolHolder {
  hold(): () => void;
}

class UploadInterruptedError extends ValidationError {
  constructor() {
    super('The upload was interrupted', {});
  }
}

/**
 * Streams the upload into a temporary file in dir. Rejects as soon as the first bytes are not a PDF
 * signature, the size passes maxBytes, or the stream fails or closes early (client gone, parser
 * destroyed); the rest of the stream is drained and discarded, and the partial file deleted once
 * its handle is closed. Always settles; the file handle is closed by then.
 */
export function spoolPdf(stream: Readable, maxBytes: number, dir: string, holder?: SpoolHolder): Promise<SpooledFile> {
  const path = join(dir, `${randomUUID()}.pdf`);
  const released = holder?.hold() ?? (() => undefined);
  let removing: Promise<void> | null = null;
  const remove = () => (removing ??= unlink(path).catch(() => undefined).then(released));
  return new Promise((resolve, reject) => {
    const file = createWriteStream(path);
    let size = 0;
    let head = Buffer.alloc(0);
    let settled = false;
    let ended = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      stream.unpipe?.(file);
      drain(stream);
      file.destroy();
      // unlink only once the handle is closed: a still-pending open would otherwise recreate the file
      const cleanup = () => void remove().then(() => reject(error));
      if (file.closed) cleanup();
      else file.once('close', cleanup);
    };
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > maxBytes) {
        return fail(new PayloadTooLargeError(`The resume must be at most ${Math.floor((maxBytes / 1048576) * 10) / 10} MB`, { resume: messages.limits.resumeSize }));
      }
      if (head.length < SIGNATURE.length) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE.length - head.length)]);
        if (head.length === SIGNATURE.length && !head.equals(SIGNATURE)) return fail(notPdf());
      }
      if (!file.write(chunk)) {
        stream.pause();
        file.once('drain', () => stream.resume());
      }
    });
    stream.on('limit', () => fail(new PayloadTooLargeError('The resume is too large', { resume: messages.limits.resumeSize })));
    stream.on('error', (error) => fail(error));
    stream.on('close', () => { if (!ended) fail(new UploadInterruptedError()); });
    file.on('error', (error) => fail(error));
    stream.on('end', () => {
      ended = true;
      if (settled) return;
      if (head.length < SIGNATURE.length) return fail(notPdf());
      file.end();
      file.once('close', () => {
        if (settled) return;
        settled = true;
        resolve({ path, size, remove });
      });
    });
    if (stream.destroyed) fail(new UploadInterruptedError());
  });
}

function notPdf(): ValidationError {
  return new ValidationError(messages.application.resumeType, { resume: messages.application.resumeType });
}

/**
 * A safe object-key part from whatever name the browser sent: no directories, no control characters,
 * letters/digits of any script kept, at most 80 bytes of UTF-8 (file systems under S3-compatible
 * stores limit names to 255 bytes), always ending in .pdf.
 */
export function safeFileName(original: string): string {
  const base = original.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.pdf$/i, '');
  let safe = '';
  for (const char of stem) {
    if (/[\p{L}\p{N}]/u.test(char) || char === '-' || char === '_') safe += char;
    else if (safe && !safe.endsWith('_')) safe += '_';
    if (Buffer.byteLength(safe) >= 77) break;
  }
  safe = safe.replace(/^_+|_+$/g, '');
  return `${safe || 'resume'}.pdf`;
}

/** The name kept on the row for the download: printable, at most 255 characters. */
export function displayFileName(original: string): string {
  const base = (original.normalize('NFC').split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = base.slice(0, 255);
  return name || 'resume.pdf';
}
