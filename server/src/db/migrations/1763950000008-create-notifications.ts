import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

/** The notification outbox: one row per delivery (email or webhook) of a new submission. */
export class CreateNotifications1763950000008 implements MigrationInterface {
  name = 'CreateNotifications1763950000008';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = (name: string, nullable = false): TableColumnOptions => ({
      name,
      type: pg ? 'timestamptz' : 'datetime',
      isNullable: nullable,
    });
    await runner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '30' },
          { name: 'channel', type: 'varchar', length: '10' },
          { name: 'submission_id', type: 'varchar', length: '36' },
          { name: 'recipient', type: 'varchar', length: '2048' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          time('next_attempt_at'),
          { name: 'last_error', type: 'text', isNullable: true },
          { name: 'delivery_key', type: 'varchar', length: '100', isUnique: true },
          { name: 'locked_by', type: 'varchar', length: '64', isNullable: true },
          time('locked_until', true),
          { ...time('created_at'), default: pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))" },
          time('sent_at', true),
        ],
      }),
    );
    await runner.createIndex(
      'notifications',
      new TableIndex({ name: 'idx_notifications_due', columnNames: ['status', 'next_attempt_at'] }),
    );
    await runner.createIndex(
      'notifications',
      new TableIndex({ name: 'idx_notifications_submission', columnNames: ['submission_id'] }),
    );
    await runner.createIndex(
      'notifications',
      new TableIndex({ name: 'idx_notifications_created', columnNames: ['created_at'] }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('notifications');
  }
}
