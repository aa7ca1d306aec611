/**
 * GET /admin/people/export?email=… — everything held about a person, for admins
 * (docs/requirements.md#data-rights): a zip of person.json and their resumes under resumes/. Streamed:
 * each resume is opened from the store only when the zip reaches it, so memory holds one chunk at a
 * time, whatever the files weigh. Audited as person_export with the person's keyed hash, never the email.
 */
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import { ValidationError } from '../errors';
import type { AdminServices } from '../modules/admin/admin-services';
import type { PersonFile } from '../modules/people-rights/person-export';
import type { ObjectStorage } from '../storage/object-storage';
import { actorOfRequest, requireUser } from './auth-routes';
import { contentDisposition, downloadFileName } from './resume-download';

export function registerPersonExport(app: FastifyInstance, admin: AdminServices, storage: ObjectStorage): void {
  app.get<{ Querystring: { email?: string | string[] } }>('/admin/people/export', async (request, reply) => {
    const user = await requireUser(request, admin, ['admin']);
    const email = [request.query.email].flat()[0]?.trim() ?? '';
    if (!email || email.length > 254)
      throw new ValidationError('Give the email of the person to export', { email: 'Give an email address' });
    const rights = admin.rights;
    const { key, data, files } = await rights.exports.collect(email);
    // a file the store no longer has is named in person.json rather than failing the whole export
    const present: PersonFile[] = [];
    const missing: PersonFile[] = [];
    for (const file of files) ((await storage.stat(file.objectKey)) ? present : missing).push(file);
    await admin.audit.record(
      actorOfRequest(user, request),
      'person_export',
      null,
      `exported a person ${rights.erasure.hashOf(key)}`,
    );

    const zip = new ZipFile();
    const names = present.map((file) => `resumes/${file.submissionId}-${downloadFileName(file.name)}`);
    const document = { ...data, resumes: names, missingResumes: missing.map((file) => file.submissionId) };
    zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`), 'person.json');
    present.forEach((file, i) =>
      zip.addReadStreamLazy(names[i], (done) => {
        storage.get(file.objectKey).then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, undefined as never),
        );
      }),
    );
    zip.end();
    return reply
      .header('content-type', 'application/zip')
      .header(
        'content-disposition',
        contentDisposition('attachment', `person-${new Date().toISOString().slice(0, 10)}.zip`),
      )
      .header('cache-control', 'private, no-store')
      .send(zip.outputStream);
  });
}
