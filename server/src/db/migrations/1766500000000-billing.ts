import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fees, invoices and the families' ledger (docs/requirements.md#billing). Money is an integer of minor units (paise,
 * cents, fils) beside its currency. The unique keys carry "exactly once": an invoice per family and month
 * (`run_key`), a charge per lesson or per student's month (`billing_key`), a number per series (`series`, `seq`,
 * handed out by `invoice_series` in the issuing transaction, so a number is never skipped nor used twice), a payment
 * per provider event or manual reference (`payment_key`). Crediting an invoice in full clears its keys: the month can
 * be billed again. No row is seeded: the settings read their defaults until staff save them.
 */
export class Billing1766500000000 implements MigrationInterface {
  name = 'Billing1766500000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE billing_settings (
      id integer PRIMARY KEY CHECK (id = 1),
      default_currency varchar(3) NOT NULL,
      tax_label varchar(20) NOT NULL,
      tax_bp integer NOT NULL CHECK (tax_bp BETWEEN 0 AND 10000),
      sibling_bp integer NOT NULL CHECK (sibling_bp BETWEEN 0 AND 10000),
      multi_course_bp integer NOT NULL CHECK (multi_course_bp BETWEEN 0 AND 10000),
      billing_day integer NOT NULL CHECK (billing_day BETWEEN 1 AND 28),
      due_days integer NOT NULL CHECK (due_days BETWEEN 0 AND 90),
      fy_start_month integer NOT NULL CHECK (fy_start_month BETWEEN 1 AND 12),
      invoice_prefix varchar(12) NOT NULL,
      pay_instructions varchar(1000) NOT NULL,
      updated_by varchar(254) NOT NULL,
      updated_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query(`CREATE TABLE billing_accounts (
      family_id varchar(36) PRIMARY KEY REFERENCES families (id),
      currency varchar(3) NOT NULL
    )`);
    await runner.query(`CREATE TABLE fee_plans (
      id varchar(36) PRIMARY KEY,
      course varchar(20) NOT NULL,
      teacher_id varchar(36) NULL,
      kind varchar(12) NOT NULL CHECK (kind IN ('PER_LESSON', 'MONTHLY')),
      currency varchar(3) NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      lessons_included integer NULL,
      valid_from varchar(10) NOT NULL,
      created_by varchar(254) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query(
      "CREATE UNIQUE INDEX idx_fee_plans_from ON fee_plans (course, COALESCE(teacher_id, ''), currency, valid_from)",
    );
    await runner.query(`CREATE TABLE invoices (
      id varchar(36) PRIMARY KEY,
      family_id varchar(36) NOT NULL REFERENCES families (id),
      period varchar(7) NOT NULL,
      currency varchar(3) NOT NULL,
      status varchar(10) NOT NULL CHECK (status IN ('DRAFT', 'ISSUED')),
      run_key varchar(60) NULL UNIQUE,
      series varchar(20) NULL,
      seq integer NULL,
      number_prefix varchar(40) NULL,
      subtotal integer NOT NULL,
      discount integer NOT NULL,
      tax integer NOT NULL,
      total integer NOT NULL,
      credited integer NOT NULL DEFAULT 0,
      tax_label varchar(20) NOT NULL,
      tax_bp integer NOT NULL,
      issued_at ${time} NULL,
      issued_by varchar(254) NULL,
      due_on varchar(10) NULL,
      created_at ${time} NOT NULL DEFAULT ${now},
      CHECK ((status = 'DRAFT' AND seq IS NULL) OR (status = 'ISSUED' AND seq IS NOT NULL)),
      CHECK (credited BETWEEN 0 AND total),
      UNIQUE (series, seq)
    )`);
    await runner.query('CREATE INDEX idx_invoices_period ON invoices (period, status)');
    await runner.query('CREATE INDEX idx_invoices_family ON invoices (family_id, created_at)');
    await runner.query(`CREATE TABLE invoice_lines (
      id varchar(36) PRIMARY KEY,
      invoice_id varchar(36) NOT NULL REFERENCES invoices (id),
      position integer NOT NULL,
      kind varchar(12) NOT NULL,
      description varchar(200) NOT NULL,
      student_id varchar(36) NULL,
      lesson_id varchar(36) NULL,
      course varchar(20) NULL,
      teacher_id varchar(36) NULL,
      service_on varchar(10) NOT NULL,
      quantity integer NOT NULL,
      unit_amount integer NOT NULL,
      amount integer NOT NULL,
      billing_key varchar(100) NULL UNIQUE
    )`);
    await runner.query('CREATE INDEX idx_invoice_lines_invoice ON invoice_lines (invoice_id, position)');
    await runner.query('CREATE INDEX idx_invoice_lines_lesson ON invoice_lines (service_on, lesson_id)');
    await runner.query(`CREATE TABLE invoice_series (
      series varchar(20) PRIMARY KEY,
      last_number integer NOT NULL
    )`);
    await runner.query(`CREATE TABLE credit_notes (
      id varchar(36) PRIMARY KEY,
      invoice_id varchar(36) NOT NULL REFERENCES invoices (id),
      family_id varchar(36) NOT NULL REFERENCES families (id),
      series varchar(20) NOT NULL,
      seq integer NOT NULL,
      number_prefix varchar(40) NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      currency varchar(3) NOT NULL,
      reason varchar(200) NOT NULL,
      issued_by varchar(254) NOT NULL,
      issued_at ${time} NOT NULL,
      UNIQUE (series, seq)
    )`);
    await runner.query(`CREATE TABLE ledger_entries (
      id varchar(36) PRIMARY KEY,
      family_id varchar(36) NOT NULL REFERENCES families (id),
      kind varchar(12) NOT NULL CHECK (kind IN ('INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'REFUND', 'CREDIT')),
      amount integer NOT NULL,
      currency varchar(3) NOT NULL,
      invoice_id varchar(36) NULL,
      credit_note_id varchar(36) NULL,
      method varchar(16) NULL,
      reference varchar(100) NULL,
      description varchar(200) NOT NULL,
      occurred_on varchar(10) NOT NULL,
      payment_key varchar(140) NULL UNIQUE,
      created_by varchar(254) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE INDEX idx_ledger_family ON ledger_entries (family_id, created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'ledger_entries',
      'credit_notes',
      'invoice_series',
      'invoice_lines',
      'invoices',
      'fee_plans',
      'billing_accounts',
      'billing_settings',
    ])
      await runner.query(`DROP TABLE ${table}`);
  }
}
