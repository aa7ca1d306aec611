/**
 * Takes in an uploaded resume as a stream: checks its bytes (not its name or declared type) and a
 * hard size cap while writing it to a temporary file, so memory stays flat however large or
 * numerous the uploads are.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { messages, PDF_SIGNATURE } from '@school/common';
import {
  DISK_FULL_RETRY_SECONDS,
  isDiskFull,
  PayloadTooLargeError,
  ServiceUnavailableError,
  ValidationError,
} from '../errors';

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

/** Beside each process's folder, `<host>-<pid>.alive`: refreshed every minute while the process lives. */
const HEARTBEAT_SUFFIX = '.alive';
/** Where stored resumes live in the object store: every key under it belongs to a teacher application's row. */
export const RESUME_PREFIX = 'resumes/';
/** A process's folder whose heartbeat is older than this belongs to a process that is gone. */
export const SPOOL_ORPHAN_MS = 3_600_000;
const HEARTBEAT_MS = 60_000;

/** Whether the process that owns a spool folder is known to be gone (never guessed from upload activity). */
function ownerIsGone(folder: string, name: string, now: number): boolean {
  const [host, pid] = [name.slice(0, name.lastIndexOf('-')), Number(name.slice(name.lastIndexOf('-') + 1))];
  if (host === hostname() && Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 0); // signal 0: is that process alive on this host?
      return pid === process.pid; // a folder of ours from before (same pid, new process): gone
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  }
  // another host (another container on a shared volume): its process refreshes the heartbeat every minute
  try {
    return now - statSync(`${folder}${HEARTBEAT_SUFFIX}`).mtimeMs > SPOOL_ORPHAN_MS;
  } catch {
    return now - statSync(folder).mtimeMs > SPOOL_ORPHAN_MS; // no heartbeat at all: an old version's folder
  }
}

/**
 * This process's folder for uploads in flight, under DATA_DIR (never a RAM-backed /tmp), named
 * `<host>-<pid>`. Instances sharing DATA_DIR keep out of each other's way: a starting process removes
 * only folders whose owner is known to be gone (the same host and a pid that no longer runs, or a
 * heartbeat not refreshed for an hour); an idle live server's folder stays however long it sees no
 * upload. spoolPdf recreates the folder if someone removed it anyway.
 */
export function prepareSpoolDir(dataDir: string): { dir: string; stop(): void } {
  const root = join(dataDir, 'uploads-in-flight');
  mkdirSync(root, { recursive: true });
  const now = Date.now();
  for (const name of readdirSync(root)) {
    if (name.endsWith(HEARTBEAT_SUFFIX)) continue; // judged with its folder
    const path = join(root, name);
    try {
      if (ownerIsGone(path, name, now)) {
        rmSync(path, { recursive: true, force: true });
        rmSync(`${path}${HEARTBEAT_SUFFIX}`, { force: true });
      }
    } catch {
      // vanished meanwhile, or not ours to judge: leave it
    }
  }
  const dir = join(root, `${hostname()}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const beat = () => {
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}${HEARTBEAT_SUFFIX}`, new Date().toISOString());
    } catch {
      // the readiness check reports a folder that cannot be written
    }
  };
  beat();
  const timer = setInterval(beat, HEARTBEAT_MS).unref();
  return {
    dir,
    stop: () => {
      clearInterval(timer);
      rmSync(`${dir}${HEARTBEAT_SUFFIX}`, { force: true });
    },
  };
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
  const remove = () =>
    (removing ??= unlink(path)
      .catch(() => undefined)
      .then(released));
  return new Promise((resolve, reject) => {
    try {
      mkdirSync(dir, { recursive: true }); // recreated if something removed it
    } catch (error) {
      released();
      return reject(new SpoolUnavailableError(error));
    }
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
        return fail(
          new PayloadTooLargeError(`The resume must be at most ${Math.floor((maxBytes / 1048576) * 10) / 10} MB`, {
            resume: messages.limits.resumeSize,
          }),
        );
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
    stream.on('limit', () =>
      fail(new PayloadTooLargeError('The resume is too large', { resume: messages.limits.resumeSize })),
    );
    stream.on('error', (error) => fail(error));
    stream.on('close', () => {
      if (!ended) fail(new UploadInterruptedError());
    });
    file.on('error', (error) => fail(new SpoolUnavailableError(error)));
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

/** The server cannot write the upload to its disk (folder gone and not recreatable, disk full…): 503, reason logged. */
export class SpoolUnavailableError extends ServiceUnavailableError {
  constructor(public readonly reason: unknown) {
    super(
      'The server cannot take uploads right now. Please try again shortly.',
      isDiskFull(reason) ? DISK_FULL_RETRY_SECONDS : undefined,
    );
  }
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
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const base = (original.normalize('NFC').split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = base.slice(0, 255);
  return name || 'resume.pdf';
}
