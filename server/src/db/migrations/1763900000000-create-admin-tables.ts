import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

/** Dashboard accounts, their sessions, wrong-password records for throttling, and the audit log. */
export class CreateAdminTables1763900000000 implements MigrationInterface {
  name = 'CreateAdminTables1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = (name: string, nullable = false): TableColumnOptions => ({
      name,
      type: pg ? 'timestamptz' : 'datetime',
      isNullable: nullable,
    });
    const createdAt: TableColumnOptions = {
      ...time('created_at'),
      default: pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))",
    };
    const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
    await runner.createTable(
      new Table({
        name: 'admin_users',
        columns: [
          id,
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'disabled', type: 'boolean', default: pg ? 'false' : '0' },
          createdAt,
          time('last_login_at', true),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'admin_sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          createdAt,
          time('expires_at'),
          time('revoked_at', true),
          time('last_seen_at'),
        ],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'admin_users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await runner.createIndex(
      'admin_sessions',
      new TableIndex({ name: 'idx_admin_sessions_user', columnNames: ['user_id'] }),
    );
    await runner.createIndex(
      'admin_sessions',
      new TableIndex({ name: 'idx_admin_sessions_expires', columnNames: ['expires_at'] }),
    );
    await runner.createTable(
      new Table({
        name: 'login_failures',
        columns: [id, { name: 'throttle_key', type: 'varchar', length: '300' }, createdAt],
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
    await runner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          id,
          { name: 'actor_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'actor_email', type: 'varchar', length: '254' },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'target', type: 'varchar', length: '300', isNullable: true },
          { name: 'detail', type: 'text', isNullable: true },
          { name: 'client_ip', type: 'varchar', length: '64', isNullable: true },
          createdAt,
        ],
      }),
    );
    await runner.createIndex(
      'audit_log',
      new TableIndex({ name: 'idx_audit_log_created', columnNames: ['created_at'] }),
    );
    await runner.createIndex(
      'page_views',
      new TableIndex({ name: 'idx_page_views_page', columnNames: ['page', 'created_at'] }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('page_views', 'idx_page_views_page');
    for (const table of ['audit_log', 'login_failures', 'admin_sessions', 'admin_users']) await runner.dropTable(table);
  }
}
