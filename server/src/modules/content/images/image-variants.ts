/**
 * The variants of an uploaded image: made by a child process (image.worker.ts, one per image, sharp over
 * libvips), oriented by their EXIF rotation and stripped of every bit of metadata (sharp writes none
 * unless asked: no EXIF, so no GPS location, no XMP, no ICC profile; colours are converted to sRGB), in
 * AVIF and WebP at the layout's widths, never wider than the original. The child reads the spooled file,
 * never a buffer of the whole upload; here each variant is named by the hash of its bytes.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTENT_IMAGE_FORMATS,
  CONTENT_IMAGE_LIMITS,
  CONTENT_IMAGE_WIDTHS,
  contentImageMessages,
  type ContentImageFormat,
} from '@school/common';
import { ServiceUnavailableError, ValidationError } from '../../../errors';
import type { WorkerAnswer, WorkerRequest } from './image.worker';

export interface ImageVariant {
  /** `<sha256 of the bytes, 16 hex>-<width>.<format>`: the object's name under content-images/. */
  name: string;
  format: ContentImageFormat;
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedImage {
  /** The original's size as it is shown (after its EXIF rotation). */
  width: number;
  height: number;
  variants: (ImageVariant & { data: Buffer })[];
}

/** What the worker is started with: the worker file runs only when given it (the same words are there). */
const WORKER_FLAG = '--content-image-worker';
/** How long one image may take (an 8 MB photo takes a few seconds); past it the child is stopped. */
const WORKER_TIMEOUT_MS = 60_000;

const REFUSED = {
  type: contentImageMessages.type,
  unreadable: contentImageMessages.unreadable,
  pixels: contentImageMessages.pixels,
};

/** The worker's file: compiled next to this one in dist/, else the TypeScript source (Node strips its types). */
function workerFile(): string {
  const compiled = join(__dirname, 'image.worker.js');
  if (existsSync(compiled)) return compiled;
  const source = join(__dirname, 'image.worker.ts');
  const stripsTypes = Boolean((process.features as { typescript?: unknown }).typescript);
  const built = join(__dirname.replace(/([\\/])src([\\/])(?!.*[\\/]src[\\/])/, '$1dist$2'), 'image.worker.js');
  return stripsTypes || !existsSync(built) ? source : built;
}

/**
 * Runs the worker on one file and answers what it said. A worker that crashed on a file (exit code, SIGSEGV,
 * SIGABRT…) or ran out of its time refuses that file as unreadable (it is the file's doing, and never a 5xx).
 * One killed from outside (SIGKILL or SIGTERM before its time: the OOM killer, an operator, a restart) says
 * nothing about the file: 503 "try again", like a worker that could not start.
 */
function runWorker(request: WorkerRequest): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const child = fork(workerFile(), [WORKER_FLAG], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // none of the server's settings (no secret reaches the process that parses untrusted bytes); glibc keeps
      // a memory arena per thread that allocated: two are plenty for one libvips thread
      env: { MALLOC_ARENA_MAX: '2' },
      execArgv: ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', '--disable-warning=ExperimentalWarning'],
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, WORKER_TIMEOUT_MS);
    let answer: WorkerAnswer | null = null;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('message', (message) => void (answer = message as WorkerAnswer));
    let failed = false;
    child.once('error', (error) => {
      failed = true;
      clearTimeout(timer);
      reject(new ServiceUnavailableError('Images cannot be processed right now. Please try again shortly.', 10));
      void error;
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer) return resolve(answer);
      if (failed) return;
      process.emitWarning(`image worker ended (${signal ?? `exit ${code}`}) without an answer: ${stderr.trim()}`);
      if (!timedOut && (signal === 'SIGKILL' || signal === 'SIGTERM'))
        reject(new ServiceUnavailableError('The image could not be processed this time. Please try again.', 5));
      else resolve({ ok: false, refused: 'unreadable' });
    });
    child.send(request);
  });
}

/** Every variant, in memory (each at most a few hundred KB); BAD_USER_INPUT naming `file` for a refused one. */
export async function processImage(path: string): Promise<ProcessedImage> {
  const answer = await runWorker({
    path,
    widths: CONTENT_IMAGE_WIDTHS,
    formats: CONTENT_IMAGE_FORMATS,
    maxPixels: CONTENT_IMAGE_LIMITS.pixels,
  });
  if (!answer.ok) {
    const message = REFUSED[answer.refused];
    throw new ValidationError(`file: ${message}`, { file: message });
  }
  const variants = answer.variants.map(({ format, width, height, data }) => {
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    return { name: `${hash}-${width}.${format}`, format, width, height, bytes: bytes.length, data: bytes };
  });
  return { width: answer.width, height: answer.height, variants };
}
