import { type MigrationInterface, type QueryRunner } from 'typeorm';

const TABLES = ['trial_requests', 'contact_messages', 'teacher_applications'];

/**
 * Submissions get an assignee, a reference to a dashboard account (docs/requirements.md#assignment).
 * A trial request's free-text "handled by" that is a staff account's email (any case, spaces around
 * it) becomes that account's assignment; any other text stays in handled_by as legacy free text.
 * Notification jobs get a topic, so the outbox carries more than "new submission".
 */
export class AssignSubmissions1764200000000 implements MigrationInterface {
  name = 'AssignSubmissions1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await runner.query(`ALTER TABLE ${table} ADD COLUMN assignee_id varchar(36) NULL`);
      await runner.query(`CREATE INDEX idx_${table}_assignee_created_id ON ${table} (assignee_id, created_at, id)`);
    }
    const staff = 'SELECT u.id FROM admin_users u WHERE u.email = lower(trim(trial_requests.handled_by))';
    await runner.query(
      `UPDATE trial_requests SET assignee_id = (${staff}), handled_by = NULL
       WHERE handled_by IS NOT NULL AND EXISTS (${staff})`,
    );
    await runner.query(`ALTER TABLE notifications ADD COLUMN topic varchar(20) NOT NULL DEFAULT 'submission'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE notifications DROP COLUMN topic');
    await runner.query(
      `UPDATE trial_requests SET handled_by = (SELECT u.email FROM admin_users u WHERE u.id = trial_requests.assignee_id)
       WHERE assignee_id IS NOT NULL AND handled_by IS NULL`,
    );
    for (const table of TABLES) {
      await runner.query(`DROP INDEX idx_${table}_assignee_created_id`);
      await runner.query(`ALTER TABLE ${table} DROP COLUMN assignee_id`);
    }
  }
}
