import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The billing reports (docs/requirements.md#billing-reports) sum a year of invoice lines by course and teacher, and
 * every family's ledger by currency: indexes that hold what they read, so each is read from the index alone rather
 * than row by row from the tables.
 */
export class BillingReportIndexes1766992000000 implements MigrationInterface {
  name = 'BillingReportIndexes1766992000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE INDEX idx_invoice_lines_revenue ON invoice_lines (invoice_id, kind, course, teacher_id, amount)',
    );
    await runner.query(
      'CREATE INDEX idx_ledger_ageing ON ledger_entries (family_id, currency, occurred_on, kind, invoice_id, amount)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX idx_ledger_ageing');
    await runner.query('DROP INDEX idx_invoice_lines_revenue');
  }
}
