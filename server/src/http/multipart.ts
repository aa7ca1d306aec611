/**
 * Multipart bodies are never parsed by fastify: routes that accept them read the raw stream
 * themselves (GraphQL uploads, the legacy application form), so a file is streamed, capped and
 * never buffered whole. Every other route answers 415 to multipart.
 */
import busboy from 'busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, TEACHER_APPLICATION, messages } from '@school/common';
import { AppError, PayloadTooLargeError, ValidationError } from '../errors';
import type { UploadedResume } from '../modules/teacher-application/teacher-application.service';
import { spoolPdf, type SpooledFile, type SpoolHolder } from '../storage/resume-file';

// the application form posted without JavaScript too (form-posts.ts)
const MULTIPART_ROUTES = new Set(['/graphql', TEACHER_APPLICATION.restPath, '/forms/application']);

export function registerMultipartPassThrough(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    if (MULTIPART_ROUTES.has(request.routeOptions.url ?? '')) return done(null, undefined);
    done(
      new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content type: send application/json', 415),
      undefined,
    );
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  resume: UploadedResume | null;
}

/**
 * Parses the legacy multipart application: text fields plus one PDF in the file field "resume".
 * Always settles, and every failure (a limit, a parser error, a file too large or not a PDF, the
 * client disconnecting) stops parsing at once and deletes the spooled file before rejecting; the
 * rest of a still-arriving body is discarded while the answer goes out.
 */
export function readApplicationForm(
  request: FastifyRequest,
  maxFileBytes: number,
  spoolDir: string,
  holder?: SpoolHolder,
): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const raw = request.raw;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        defParamCharset: 'utf8',
        limits: { fields: 10, fieldSize: 10_000, files: 1, fileSize: maxFileBytes + 1, parts: 12 },
      });
    } catch {
      return reject(new ValidationError('The multipart body could not be read', {}));
    }
    const fields: Record<string, string> = {};
    let resume: UploadedResume | null = null;
    let spooled: Promise<SpooledFile> | null = null;
    let settled = false;
    const onClose = () => {
      if (!raw.complete) finish(new ValidationError('The upload was interrupted', {}));
    };
    const finish = (failure: Error | null) => {
      if (settled) return;
      settled = true;
      raw.off('close', onClose);
      if (!failure) return resolve({ fields, resume });
      raw.unpipe(parser);
      parser.destroy(); // ends an unfinished file stream with an error: its spool deletes its file
      if (!raw.destroyed) raw.resume(); // discard the rest of the body; the answer does not wait for it
      const removed = spooled
        ? spooled.then(
            (file) => file.remove(),
            () => undefined,
          )
        : Promise.resolve();
      void removed.then(() => reject(failure));
    };
    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // a browser posting the form without a file chosen sends an empty part with no file name: no resume
      if (name !== 'resume' || resume || info.filename === '' || info.filename === undefined) {
        stream.on('error', () => undefined);
        return void stream.resume();
      }
      const file = spoolPdf(stream, maxFileBytes, spoolDir, holder);
      spooled = file;
      // a file too large or not a PDF ends the form at once (the answer does not wait for the rest)
      file.catch((error: Error) => finish(error));
      const discard = () =>
        void file.then(
          (f) => f.remove(),
          () => undefined,
        );
      resume = { kind: 'file', filename: info.filename ?? 'resume.pdf', read: () => file, discard };
    });
    parser.on('filesLimit', () =>
      finish(new PayloadTooLargeError('Attach one resume only', { resume: messages.application.required })),
    );
    parser.on('fieldsLimit', () => finish(new PayloadTooLargeError('Too many form fields')));
    parser.on('partsLimit', () => finish(new PayloadTooLargeError('Too many form parts')));
    parser.on('error', () => finish(new ValidationError('The multipart body could not be read', {})));
    parser.on('close', () => finish(null));
    if (raw.destroyed) return finish(new ValidationError('The upload was interrupted', {}));
    raw.on('close', onClose);
    raw.pipe(parser);
  });
}
