/**
 * No resume object outlives its row (docs/requirements.md#data-rights). On start and every few
 * minutes, each instance:
 * - retries the removals an erasure could not finish (pending_object_deletions), e.g. while the store
 *   was down;
 * - removes objects under the resume prefix that no row names: left by a crash between an upload and
 *   its row, or by a delete whose removal failed. An upload writes its object before its row, so only
 *   objects older than ORPHAN_AGE_MS are taken: a young one may be an upload still on its way.
 * Several instances sweeping at once is harmless: removing a removed object succeeds.
 */
import type { DataSource } from 'typeorm';
import type { ObjectStorage } from '../../storage/object-storage';
import { RESUME_PREFIX } from '../../storage/resume-file';
import type { Erasure } from './erasure';
import { chunks, placeholders, select } from './sql';
import { Poller } from '../poller';

const SWEEP_MS = 5 * 60_000;
/** Far longer than any upload may take (UPLOAD_DEADLINE_MS is at most 110 s). */
export const ORPHAN_AGE_MS = 3_600_000;

export interface SweepReport {
  /** Pending removals done now. */
  pending: number;
  /** Objects no row names, removed. */
  orphans: number;
}

export class ObjectSweep {
  private readonly poller = new Poller(
    () => this.runOnce(),
    { firstMs: 1_000, everyMs: SWEEP_MS },
    (error) => this.log.warn({ err: error }, 'object sweep: the store or the database did not answer'),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly erasure: Erasure,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  start(): void {
    this.poller.start();
  }

  /** Stops the timer and waits for a look in progress (the drain). */
  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** One sweep at `now` (tests pass a later one to age the objects). */
  async runOnce(now = new Date()): Promise<SweepReport> {
    const pending = await select<{ object_key: string }>(
      this.dataSource,
      'SELECT object_key FROM pending_object_deletions ORDER BY created_at LIMIT 1000',
    );
    const done = await this.erasure.removeObjects(pending.map((row) => row.object_key));
    const old = (await this.storage.listObjects(RESUME_PREFIX)).filter(
      (object) => now.getTime() - object.modifiedAt.getTime() > ORPHAN_AGE_MS,
    );
    const named = await this.namedKeys(old.map((object) => object.key));
    const orphans = old.map((object) => object.key).filter((key) => !named.has(key));
    // struck off as they go, like an erasure's: a removal that fails is simply found again next time
    let removed = 0;
    for (const key of orphans) {
      await this.storage.remove(key);
      removed++;
    }
    return { pending: done, orphans: removed };
  }

  /** Which of these keys a row still names. */
  private async namedKeys(keys: readonly string[]): Promise<Set<string>> {
    const named = new Set<string>();
    for (const table of this.erasure.tables) {
      if (!table.objectKey) continue;
      for (const part of chunks(keys)) {
        const rows = await select<{ object_key: string }>(
          this.dataSource,
          `SELECT ${table.objectKey} AS object_key FROM ${table.table} WHERE ${table.objectKey} IN ${placeholders(part.length)}`,
          part,
        );
        for (const row of rows) named.add(row.object_key);
      }
    }
    return named;
  }
}
