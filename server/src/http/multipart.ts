/**
 * Multipart bodies are never parsed by fastify: routes that accept them read the raw stream
 * themselves (GraphQL uploads, the legacy application form), so a file is streamed, capped and
 * never buffered whole. Every other route answers 415 to multipart.
 */
import busboy from 'busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, messages } from '@school/common';
import { AppError, PayloadTooLargeError, ValidationError } from '../errors';
import type { UploadedResume } from '../modules/teacher-application/teacher-application.service';
import { spoolPdf } from '../storage/resume-file';

const MULTIPART_ROUTES = new Set(['/graphql', '/api/v1/submitteacherapplication']);

export function registerMultipartPassThrough(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    if (MULTIPART_ROUTES.has(request.routeOptions.url ?? '')) return done(null, undefined);
    done(new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content type: send application/json', 415), undefined);
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  resume: UploadedResume | null;
}

/** Parses the legacy multipart application: text fields plus one PDF in the file field "resume". */
export function readApplicationForm(request: FastifyRequest, maxFileBytes: number, spoolDir: string): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers, defParamCharset: 'utf8',
        limits: { fields: 10, fieldSize: 10_000, files: 1, fileSize: maxFileBytes + 1, parts: 12 },
      });
    } catch {
      return reject(new ValidationError('The multipart body could not be read', {}));
    }
    const fields: Record<string, string> = {};
    let resume: UploadedResume | null = null;
    let failure: Error | null = null;
    parser.on('field', (name, value) => { if (!(name in fields)) fields[name] = value; });
    parser.on('file', (name, stream, info) => {
      if (name !== 'resume' || resume) return void stream.resume();
      const spooled = spoolPdf(stream, maxFileBytes, spoolDir);
      spooled.catch(() => undefined);
      const discard = () => void spooled.then((file) => file.remove(), () => undefined);
      resume = { kind: 'file', filename: info.filename ?? 'resume.pdf', read: () => spooled, discard };
    });
    parser.on('filesLimit', () => { failure ??= new PayloadTooLargeError('Attach one resume only', { resume: messages.application.required }); });
    parser.on('fieldsLimit', () => { failure ??= new PayloadTooLargeError('Too many form fields'); });
    parser.on('partsLimit', () => { failure ??= new PayloadTooLargeError('Too many form parts'); });
    parser.on('error', () => reject(new ValidationError('The multipart body could not be read', {})));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, resume })));
    request.raw.pipe(parser);
  });
}
