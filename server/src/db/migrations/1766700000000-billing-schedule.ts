import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The billing schedule (docs/requirements.md#billing-schedule): each month's scheduled run, marked once it finished,
 * so that instances looking every few minutes run a month once (a run is safe twice: its drafts are keyed).
 */
export class BillingSchedule1766700000000 implements MigrationInterface {
  name = 'BillingSchedule1766700000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    await runner.query(`CREATE TABLE billing_runs (
      period varchar(7) PRIMARY KEY,
      drafted integer NOT NULL,
      finished_at ${pg ? 'timestamptz' : 'datetime'} NOT NULL
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE billing_runs');
  }
}
