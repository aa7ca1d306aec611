import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment exception dealt with (docs/requirements.md#online-payments): who closed it, when, and what they did, so
 * the list staff work through shows what is still open and keeps what was done.
 */
export class BillingExceptionsDealt1766991000000 implements MigrationInterface {
  name = 'BillingExceptionsDealt1766991000000';

  async up(runner: QueryRunner): Promise<void> {
    const time = runner.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await runner.query(`ALTER TABLE billing_exceptions ADD COLUMN dealt_at ${time} NULL`);
    await runner.query('ALTER TABLE billing_exceptions ADD COLUMN dealt_by varchar(254) NULL');
    await runner.query('ALTER TABLE billing_exceptions ADD COLUMN dealt_note varchar(300) NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const column of ['dealt_note', 'dealt_by', 'dealt_at'])
      await runner.query(`ALTER TABLE billing_exceptions DROP COLUMN ${column}`);
  }
}
