/**
 * Takes in an uploaded resume as a stream: checks its bytes (not its name or declared type) and a
 * hard size cap while writing it to a temporary file (spool-file.ts), so memory stays flat however
 * large or numerous the uploads are. Also the spool folder of each process, and safe file names.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { messages, PDF_SIGNATURE } from '@school/common';
import { PayloadTooLargeError, ValidationError } from '../errors';
import { spoolFile, type SpooledFile, type SpoolHolder } from './spool-file';

export { SpoolUnavailableError, type SpooledFile, type SpoolHolder } from './spool-file';

const SIGNATURE = Buffer.from(PDF_SIGNATURE, 'ascii');

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

/**
 * Streams the upload into a temporary file in dir (spool-file.ts): rejected as soon as its first bytes
 * are not a PDF signature or its size passes maxBytes.
 */
export function spoolPdf(stream: Readable, maxBytes: number, dir: string, holder?: SpoolHolder): Promise<SpooledFile> {
  return spoolFile(
    stream,
    {
      extension: '.pdf',
      headBytes: SIGNATURE.length,
      accepts: (head) => head.equals(SIGNATURE),
      refused: notPdf,
      tooLarge: () =>
        new PayloadTooLargeError(`The resume must be at most ${Math.floor((maxBytes / 1048576) * 10) / 10} MB`, {
          resume: messages.limits.resumeSize,
        }),
    },
    maxBytes,
    dir,
    holder,
  );
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
