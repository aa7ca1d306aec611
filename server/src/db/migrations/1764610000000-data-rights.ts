import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data rights (docs/requirements.md#data-rights, #retention):
 * - pending_object_deletions: resume objects whose rows are erased but whose removal from the store
 *   has not been confirmed yet. Written in the erasure's own transaction, so a store that is down
 *   never leaves an object nobody remembers; the sweep retries and deletes the line once removed.
 * - job_runs: one row per daily job and school day. The instance whose insert succeeds runs the job
 *   that day; the primary key is what makes "once across several instances" hold.
 */
export class DataRights1764610000000 implements MigrationInterface {
  name = 'DataRights1764610000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(
      `CREATE TABLE pending_object_deletions (
         object_key varchar(400) PRIMARY KEY,
         created_at ${time} NOT NULL DEFAULT ${now},
         attempts integer NOT NULL DEFAULT 0
       )`,
    );
    await runner.query(
      `CREATE TABLE job_runs (
         job varchar(40) NOT NULL,
         day varchar(10) NOT NULL,
         started_at ${time} NOT NULL DEFAULT ${now},
         finished_at ${time},
         PRIMARY KEY (job, day)
       )`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE job_runs');
    await runner.query('DROP TABLE pending_object_deletions');
  }
}
