/** Teacher applications in the dashboard; deleting one also erases its stored resume. */
import { In } from 'typeorm';
import type { ObjectStorage } from '../../storage/object-storage';
import type { Actor } from '../audit/audit.service';
import { SubmissionAdminService } from '../admin/submission-admin.service';
import type { AdminDeps, KindDefinition } from '../kinds/kind-definition';
import type { TeacherApplication } from './teacher-application.entity';

export class TeacherApplicationAdminService extends SubmissionAdminService<TeacherApplication> {
  private readonly storage: ObjectStorage;
  private readonly log: AdminDeps['log'];

  constructor(deps: AdminDeps, kind: KindDefinition<TeacherApplication>) {
    super(deps.dataSource, kind, deps.audit, deps.companions, deps.staffMail);
    this.storage = deps.storage;
    this.log = deps.log;
  }

  async deleteMany(ids: string[], actor: Actor): Promise<string[]> {
    const unique = [...new Set(ids)].slice(0, 1001);
    const withFiles =
      unique.length === 0
        ? []
        : await this.repo.find({ select: { id: true, resumeKey: true }, where: { id: In(unique) } });
    const deleted = new Set(await super.deleteMany(ids, actor));
    for (const row of withFiles) {
      if (!row.resumeKey || !deleted.has(row.id)) continue;
      await this.storage
        .remove(row.resumeKey)
        .catch((error: unknown) =>
          this.log.error({ err: error, key: row.resumeKey }, 'could not remove a deleted resume'),
        );
    }
    return [...deleted];
  }
}
