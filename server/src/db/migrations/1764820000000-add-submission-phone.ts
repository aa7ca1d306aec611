import { type MigrationInterface, type QueryRunner } from 'typeorm';

const TABLES = ['trial_requests', 'contact_messages'];

/**
 * The optional phone number of the trial and contact forms (docs/requirements.md#phone), in E.164
 * (at most 16 characters with its +); NULL when none was given, as for every row sent before. A plain
 * ADD COLUMN on both databases: on SQLite TypeORM's addColumn would rebuild the table and lose its indexes.
 */
export class AddSubmissionPhone1764820000000 implements MigrationInterface {
  name = 'AddSubmissionPhone1764820000000';

  async up(runner: QueryRunner): Promise<void> {
    for (const table of TABLES) await runner.query(`ALTER TABLE ${table} ADD COLUMN phone varchar(16) NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of TABLES) await runner.query(`ALTER TABLE ${table} DROP COLUMN phone`);
  }
}
