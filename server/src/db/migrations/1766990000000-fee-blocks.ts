import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks of lessons paid ahead (docs/requirements.md#fee-blocks): a fee plan of kind BLOCK, and on an invoice line the
 * lessons a block buys, so that the lessons a student has left are summed from the invoices, never stored.
 * SQLite cannot change a CHECK in place: fee_plans is rebuilt with its rows (nothing references it).
 */
export class FeeBlocks1766990000000 implements MigrationInterface {
  name = 'FeeBlocks1766990000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE invoice_lines ADD COLUMN block_lessons integer NULL');
    await this.kinds(runner, ['PER_LESSON', 'MONTHLY', 'BLOCK']);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query("DELETE FROM fee_plans WHERE kind = 'BLOCK'");
    await this.kinds(runner, ['PER_LESSON', 'MONTHLY']);
    await runner.query('ALTER TABLE invoice_lines DROP COLUMN block_lessons');
  }

  private async kinds(runner: QueryRunner, kinds: string[]): Promise<void> {
    const check = `CHECK (kind IN (${kinds.map((k) => `'${k}'`).join(', ')}))`;
    if (runner.connection.options.type === 'postgres') {
      await runner.query('ALTER TABLE fee_plans DROP CONSTRAINT fee_plans_kind_check');
      await runner.query(`ALTER TABLE fee_plans ADD CONSTRAINT fee_plans_kind_check ${check}`);
      return;
    }
    await runner.query(`CREATE TABLE fee_plans_next (
      id varchar(36) PRIMARY KEY,
      course varchar(20) NOT NULL,
      teacher_id varchar(36) NULL,
      kind varchar(12) NOT NULL ${check},
      currency varchar(3) NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      lessons_included integer NULL,
      valid_from varchar(10) NOT NULL,
      created_by varchar(254) NOT NULL,
      created_at datetime NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))
    )`);
    await runner.query(
      'INSERT INTO fee_plans_next (id, course, teacher_id, kind, currency, amount, lessons_included, valid_from, ' +
        'created_by, created_at) SELECT id, course, teacher_id, kind, currency, amount, lessons_included, ' +
        'valid_from, created_by, created_at FROM fee_plans',
    );
    await runner.query('DROP TABLE fee_plans');
    await runner.query('ALTER TABLE fee_plans_next RENAME TO fee_plans');
    await runner.query(
      "CREATE UNIQUE INDEX idx_fee_plans_from ON fee_plans (course, COALESCE(teacher_id, ''), currency, valid_from)",
    );
  }
}
