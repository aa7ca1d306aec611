import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * School closures (docs/requirements.md#closures): dates, in the school's zone, on which no weekly lesson is held.
 */
export class SchoolClosures1765900000000 implements MigrationInterface {
  name = 'SchoolClosures1765900000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE school_closures (
      id varchar(36) PRIMARY KEY,
      name varchar(100) NOT NULL,
      first_date varchar(10) NOT NULL,
      last_date varchar(10) NOT NULL,
      created_by varchar(254) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE INDEX idx_school_closures_dates ON school_closures (last_date, first_date)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE school_closures');
  }
}
