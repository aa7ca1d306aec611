import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const KINDS = ['contact_messages', 'trial_requests', 'teacher_applications'];

/**
 * The workflow clock (docs/requirements.md#workflow-clock): when each submission's status last changed,
 * filled from created_at for the rows already there (their status is as old as they are, as far as
 * anyone knows); and each account's previous visit, for the dashboard's "since your last visit".
 */
export class AddWorkflowClock1764100000000 implements MigrationInterface {
  name = 'AddWorkflowClock1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    for (const table of KINDS) {
      if (pg) {
        await runner.query(`ALTER TABLE ${table} ADD COLUMN status_changed_at timestamptz`);
        await runner.query(`UPDATE ${table} SET status_changed_at = created_at`);
        await runner.query(`ALTER TABLE ${table} ALTER COLUMN status_changed_at SET NOT NULL`);
        await runner.query(`ALTER TABLE ${table} ALTER COLUMN status_changed_at SET DEFAULT now()`);
      } else {
        // SQLite adds a NOT NULL column only with a constant default; every row is filled right after
        await runner.query(
          `ALTER TABLE ${table} ADD COLUMN status_changed_at datetime NOT NULL DEFAULT '1970-01-01 00:00:00.000'`,
        );
        await runner.query(`UPDATE ${table} SET status_changed_at = created_at`);
      }
      await runner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_status_changed`, columnNames: ['status', 'spam', 'status_changed_at'] }),
      );
    }
    await runner.query(`ALTER TABLE admin_users ADD COLUMN previous_visit_at ${pg ? 'timestamptz' : 'datetime'}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of KINDS) {
      await runner.dropIndex(table, `idx_${table}_status_changed`);
      await runner.query(`ALTER TABLE ${table} DROP COLUMN status_changed_at`);
    }
    await runner.query('ALTER TABLE admin_users DROP COLUMN previous_visit_at');
  }
}
