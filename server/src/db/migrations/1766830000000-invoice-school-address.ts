import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The school's postal address and tax id on its invoices (docs/requirements.md#invoice-pdf): the school's details
 * hold neither, so billing settings do; both may stay empty.
 */
export class InvoiceSchoolAddress1766830000000 implements MigrationInterface {
  name = 'InvoiceSchoolAddress1766830000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE billing_settings ADD COLUMN school_address varchar(300) NULL');
    await runner.query('ALTER TABLE billing_settings ADD COLUMN tax_id varchar(30) NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE billing_settings DROP COLUMN tax_id');
    await runner.query('ALTER TABLE billing_settings DROP COLUMN school_address');
  }
}
