import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teachers' pay rates (docs/requirements.md#payroll): per lesson or per hour, for every course of a teacher or one,
 * in a currency, from a day. One rate per teacher, course (or none) and day: the unique key makes a second one on
 * the same day a clear refusal rather than a tie.
 */
export class PayRates1766800000000 implements MigrationInterface {
  name = 'PayRates1766800000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE pay_rates (
      id varchar(36) PRIMARY KEY,
      teacher_id varchar(36) NOT NULL,
      course varchar(20) NULL,
      kind varchar(12) NOT NULL CHECK (kind IN ('PER_LESSON', 'PER_HOUR')),
      currency varchar(3) NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      valid_from varchar(10) NOT NULL,
      created_by varchar(254) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query(
      "CREATE UNIQUE INDEX idx_pay_rates_from ON pay_rates (teacher_id, COALESCE(course, ''), valid_from)",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE pay_rates');
  }
}
