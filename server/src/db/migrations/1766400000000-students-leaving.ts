import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A student who leaves keeps the last date with a lesson (docs/requirements.md#students-leaving). */
export class StudentsLeaving1766400000000 implements MigrationInterface {
  name = 'StudentsLeaving1766400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE students ADD COLUMN left_on varchar(10)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE students DROP COLUMN left_on');
  }
}
