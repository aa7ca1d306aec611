/** Teacher applications in the dashboard; deleting one also erases its stored resume. */
import { APPLICATION_STATUSES } from '@school/common';
import { In, type DataSource } from 'typeorm';
import type { ObjectStorage } from '../../storage/object-storage';
import type { Actor, AuditService } from '../audit/audit.service';
import { SubmissionAdminService, type SubmissionResource } from '../admin/submission-admin.service';
import { TeacherApplication } from './teacher-application.entity';

export const teacherApplicationResource: SubmissionResource<TeacherApplication> = {
  entity: TeacherApplication,
  name: 'teacher_application',
  statuses: APPLICATION_STATUSES,
  search: ['name', 'email', 'message'],
  sortable: ['createdAt', 'name', 'email', 'status', 'spam', 'resumeName', 'resumeSize', 'id'],
  has: { status: true, category: false, spam: true },
  texts: { notes: 5000 },
};

interface Log { error(obj: object, msg: string): void }

export class TeacherApplicationAdminService extends SubmissionAdminService<TeacherApplication> {
  constructor(dataSource: DataSource, audit: AuditService, private readonly storage: ObjectStorage, private readonly log: Log) {
    super(dataSource, teacherApplicationResource, audit);
  }

  async deleteMany(ids: string[], actor: Actor): Promise<string[]> {
    const unique = [...new Set(ids)].slice(0, 1001);
    const withFiles = unique.length === 0 ? [] : await this.repo.find({ select: { id: true, resumeKey: true }, where: { id: In(unique) } });
    const deleted = new Set(await super.deleteMany(ids, actor));
    for (const row of withFiles) {
      if (!row.resumeKey || !deleted.has(row.id)) continue;
      await this.storage.remove(row.resumeKey).catch((error) => this.log.error({ err: error, key: row.resumeKey }, 'could not remove a deleted resume'));
    }
    return [...deleted];
  }
}
