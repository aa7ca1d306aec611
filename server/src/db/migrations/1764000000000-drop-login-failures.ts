import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Sign-in throttling moved to the hashed rate-limit counters (see login-throttle.ts): the old table of
 * wrong-password rows, which held emails and client addresses in clear, goes with its contents.
 */
export class DropLoginFailures1764000000000 implements MigrationInterface {
  name = 'DropLoginFailures1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.dropTable('login_failures', true);
  }

  async down(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    await runner.createTable(
      new Table({
        name: 'login_failures',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'throttle_key', type: 'varchar', length: '300' },
          {
            name: 'created_at',
            type: pg ? 'timestamptz' : 'datetime',
            default: pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))",
          },
        ],
      }),
    );
    await runner.createIndex(
      'login_failures',
      new TableIndex({ name: 'idx_login_failures_key', columnNames: ['throttle_key', 'created_at'] }),
    );
    await runner.createIndex(
      'login_failures',
      new TableIndex({ name: 'idx_login_failures_created', columnNames: ['created_at'] }),
    );
  }
}
