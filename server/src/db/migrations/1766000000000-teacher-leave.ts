import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A teacher's leave (docs/requirements.md#teacher-leave): days in the teacher's zone they give nothing. The leave
 * holds that time in the teacher's one calendar (kind `leave`), so no lesson, trial class or make-up can be put there.
 */
export class TeacherLeave1766000000000 implements MigrationInterface {
  name = 'TeacherLeave1766000000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE teacher_leave (
      id varchar(36) PRIMARY KEY,
      teacher_id varchar(36) NOT NULL,
      first_date varchar(10) NOT NULL,
      last_date varchar(10) NOT NULL,
      reason varchar(200) NULL,
      created_by varchar(254) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE INDEX idx_teacher_leave_teacher ON teacher_leave (teacher_id, first_date)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query("DELETE FROM teacher_calendar WHERE kind = 'leave'");
    await runner.query('DROP TABLE teacher_leave');
  }
}
