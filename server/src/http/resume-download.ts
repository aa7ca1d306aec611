/** GET /admin/resumes/:id — the stored resume PDF, streamed from object storage, for admins and recruiters. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../errors';
import { serviceOf, type AdminServices } from '../modules/admin/admin-services';
import { teacherApplicationKind } from '../modules/teacher-application/teacher-application.definition';
import type { ObjectStorage } from '../storage/object-storage';
import { actorOfRequest, requireUser } from './auth-routes';

/** Content-Disposition with the original name: an ASCII fallback plus the RFC 5987 UTF-8 form. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The name a downloaded resume is saved under: the original base name, printable, with its last
 * extension replaced by .pdf. The bytes are always a PDF (checked at upload), so a name like
 * `cv.html` or `run.bat` must never make the recruiter's machine open them as something else.
 */
export function downloadFileName(original: string | null): string {
  const base = (original ?? '')
    .normalize('NFC')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 200);
  return `${stem || 'resume'}.pdf`;
}

export function registerResumeDownload(app: FastifyInstance, admin: AdminServices, storage: ObjectStorage): void {
  app.get<{ Params: { id: string }; Querystring: { inline?: string } }>(
    '/admin/resumes/:id',
    async (request, reply) => {
      const user = await requireUser(request, admin, ['admin', 'recruiter']);
      const application = await serviceOf(admin, teacherApplicationKind).get(request.params.id.slice(0, 64));
      if (!application?.resumeKey) throw new NotFoundError('No stored resume for this application');
      const stat = await storage.stat(application.resumeKey);
      if (!stat) throw new NotFoundError('The resume file is missing from storage');
      const body = await storage.get(application.resumeKey);
      await admin.audit.record(
        actorOfRequest(user, request),
        'resume_download',
        `teacher_application:${application.id}`,
        application.resumeName,
      );
      const inline = request.query.inline === '1' || request.query.inline === 'true';
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-length', String(stat.size))
          .header(
            'content-disposition',
            contentDisposition(inline ? 'inline' : 'attachment', downloadFileName(application.resumeName)),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // The site-wide policy's object-src 'none' would stop the browser's PDF viewer from showing an
          // inline resume; this answer is a PDF, not a page, so it gets a policy of its own.
          .header('content-security-policy', "default-src 'none'; object-src 'self'; frame-ancestors 'self'")
          .send(body)
      );
    },
  );
}
