/**
 * Notification jobs written at most once ever: each job's delivery key (kind, submission, channel) is
 * unique, so a second insert of the same job is skipped by the database, not sent again
 * (docs/requirements.md#spam-review).
 */
import type { EntityManager } from 'typeorm';
import type { Companion } from '../../db/row-writer';

export async function enqueueOnce(manager: EntityManager, jobs: Companion[]): Promise<void> {
  for (const job of jobs)
    await manager.createQueryBuilder().insert().into(job.target).values(job.row).orIgnore().execute();
}
