/**
 * Takes in an uploaded file as a stream: checks its first bytes (not its name or declared type) and a
 * hard size cap while writing it to a temporary file, so memory stays flat however large or numerous
 * the uploads are. The rules (which bytes, which errors) are the caller's: a resume's PDF signature,
 * a content image's JPEG, PNG or WebP one.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DISK_FULL_RETRY_SECONDS, isDiskFull, ServiceUnavailableError, ValidationError } from '../errors';

/** A checked file waiting in a temporary file; remove() deletes it (safe to call twice). */
export interface SpooledFile {
  path: string;
  size: number;
  remove(): Promise<void>;
}

/** Whoever answers for the disk space of a spooled file: hold() at creation, the callback once it is deleted. */
export interface SpoolHolder {
  hold(): () => void;
}

export interface SpoolRules {
  /** The temporary file's extension, e.g. ".pdf". */
  extension: string;
  /** Bytes of the file's head that `accepts` judges. */
  headBytes: number;
  /** True when the file's first headBytes bytes are of a kind this upload takes. */
  accepts(head: Buffer): boolean;
  /** The error for a file of another kind (or shorter than headBytes). */
  refused(): Error;
  /** The error for a file past maxBytes. */
  tooLarge(): Error;
}

function drain(stream: Readable): void {
  stream.removeAllListeners('data');
  stream.on('error', () => undefined);
  stream.resume();
}

class UploadInterruptedError extends ValidationError {
  constructor() {
    super('The upload was interrupted', {});
  }
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

/**
 * Streams the upload into a temporary file in dir. Rejects as soon as the first bytes are refused by
 * the rules, the size passes maxBytes, or the stream fails or closes early (client gone, parser
 * destroyed); the rest of the stream is drained and discarded, and the partial file deleted once
 * its handle is closed. Always settles; the file handle is closed by then.
 */
export function spoolFile(
  stream: Readable,
  rules: SpoolRules,
  maxBytes: number,
  dir: string,
  holder?: SpoolHolder,
): Promise<SpooledFile> {
  const path = join(dir, `${randomUUID()}${rules.extension}`);
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
      // nobody reads this stream now: drained, and its error (the parser destroyed while the body still
      // arrives) handled, or it would be an unhandled 'error' event that ends the process
      drain(stream);
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
      if (size > maxBytes) return fail(rules.tooLarge());
      if (head.length < rules.headBytes) {
        head = Buffer.concat([head, chunk.subarray(0, rules.headBytes - head.length)]);
        if (head.length === rules.headBytes && !rules.accepts(head)) return fail(rules.refused());
      }
      if (!file.write(chunk)) {
        stream.pause();
        file.once('drain', () => stream.resume());
      }
    });
    stream.on('limit', () => fail(rules.tooLarge()));
    stream.on('error', (error) => fail(error));
    stream.on('close', () => {
      if (!ended) fail(new UploadInterruptedError());
    });
    file.on('error', (error) => fail(new SpoolUnavailableError(error)));
    stream.on('end', () => {
      ended = true;
      if (settled) return;
      if (head.length < rules.headBytes) return fail(rules.refused());
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
