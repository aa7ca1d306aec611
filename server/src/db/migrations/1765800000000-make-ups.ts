import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Make-ups (docs/requirements.md#make-ups): the school's policy (one row), and each student's make-up credits as a
 * ledger. A credit is earned (+1, with its expiry) when a lesson is cancelled by the school or missed with notice in
 * time; it is used (-1) by a make-up lesson, or voided (-1) when the missed lesson's attendance is corrected. The
 * partial unique index lets each credit end once, whatever the number of servers. A make-up is a lesson without a
 * plan that names the lesson it makes up for.
 */
export class MakeUps1765800000000 implements MigrationInterface {
  name = 'MakeUps1765800000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE lesson_policy (
      id integer PRIMARY KEY,
      notice_hours integer NOT NULL,
      credits_per_term integer NOT NULL,
      expiry_days integer NOT NULL,
      updated_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query(
      'INSERT INTO lesson_policy (id, notice_hours, credits_per_term, expiry_days) VALUES (1, 24, 2, 60)',
    );
    await runner.query(`CREATE TABLE makeup_credits (
      id varchar(36) PRIMARY KEY,
      student_id varchar(36) NOT NULL REFERENCES students (id),
      credit_id varchar(36) NOT NULL,
      delta integer NOT NULL,
      kind varchar(12) NOT NULL,
      lesson_id varchar(36) NULL,
      expires_at ${time} NULL,
      reason varchar(200) NULL,
      created_by varchar(254) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now},
      CHECK (delta IN (1, -1))
    )`);
    await runner.query('CREATE INDEX idx_makeup_credits_student ON makeup_credits (student_id, created_at)');
    await runner.query(
      'CREATE UNIQUE INDEX idx_makeup_credits_ends_once ON makeup_credits (credit_id) WHERE delta < 0',
    );
    await runner.query('CREATE INDEX idx_makeup_credits_lesson ON makeup_credits (lesson_id)');
    await runner.query('ALTER TABLE lessons ADD COLUMN makeup_for varchar(36) NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lessons DROP COLUMN makeup_for');
    await runner.query('DROP TABLE makeup_credits');
    await runner.query('DROP TABLE lesson_policy');
  }
}
