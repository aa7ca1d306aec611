/** Reads an uploaded resume with a hard cap and checks its bytes, not its name or declared type. */
import type { Readable } from 'node:stream';
import { messages, PDF_SIGNATURE } from '@school/common';
import { PayloadTooLargeError, ValidationError } from '../errors';

const SIGNATURE = Buffer.from(PDF_SIGNATURE, 'ascii');

function drain(stream: Readable): void {
  stream.removeAllListeners('data');
  stream.on('error', () => undefined);
  stream.resume();
}

/**
 * Collects at most maxBytes. Rejects as soon as the first bytes are not a PDF signature or the cap is
 * passed; the rest of the stream is drained and discarded, never buffered.
 */
export function readPdf(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let checked = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      drain(stream);
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        return fail(new PayloadTooLargeError(`The resume must be at most ${Math.floor(maxBytes / 1048576 * 10) / 10} MB`, { resume: messages.limits.resumeSize }));
      }
      chunks.push(chunk);
      if (!checked && size >= SIGNATURE.length) {
        checked = true;
        if (!Buffer.concat(chunks).subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
          fail(new ValidationError(messages.application.resumeType, { resume: messages.application.resumeType }));
        }
      }
    });
    stream.on('limit', () => fail(new PayloadTooLargeError('The resume is too large', { resume: messages.limits.resumeSize })));
    stream.on('error', (error) => fail(error));
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      const body = Buffer.concat(chunks, size);
      if (!body.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
        reject(new ValidationError(messages.application.resumeType, { resume: messages.application.resumeType }));
      } else resolve(body);
    });
  });
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
