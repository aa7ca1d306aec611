import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

/** The four tables the public site writes to. Works on SQLite and PostgreSQL alike. */
export class CreateSubmissionTables1763800000000 implements MigrationInterface {
  name = 'CreateSubmissionTables1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
    const createdAt: TableColumnOptions = {
      name: 'created_at',
      type: pg ? 'timestamptz' : 'datetime',
      default: pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))",
    };
    const triage: TableColumnOptions[] = [
      { name: 'status', type: 'varchar', length: '20', default: "'new'" },
      { name: 'notes', type: 'text', isNullable: true },
      { name: 'spam', type: 'boolean', default: pg ? 'false' : '0' },
    ];
    const person: TableColumnOptions[] = [
      { name: 'name', type: 'varchar', length: '100' },
      { name: 'email', type: 'varchar', length: '254' },
    ];
    await runner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [id, ...person, { name: 'message', type: 'text' }, ...triage, createdAt],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'trial_requests',
        columns: [
          id,
          ...person,
          { name: 'gender', type: 'varchar', length: '10' },
          { name: 'category', type: 'varchar', length: '20' },
          ...triage,
          { name: 'handled_by', type: 'varchar', length: '254', isNullable: true },
          createdAt,
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'teacher_applications',
        columns: [
          id,
          ...person,
          { name: 'message', type: 'text' },
          { name: 'resume_key', type: 'varchar', length: '400', isNullable: true },
          { name: 'resume_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'resume_size', type: 'integer', isNullable: true },
          { name: 'resume_url', type: 'varchar', length: '2048', isNullable: true },
          ...triage,
          createdAt,
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'page_views',
        columns: [id, { name: 'page', type: 'varchar', length: '512' }, createdAt],
      }),
    );
    for (const table of ['contact_messages', 'trial_requests', 'teacher_applications']) {
      await runner.createIndex(table, new TableIndex({ name: `idx_${table}_created`, columnNames: ['created_at'] }));
      await runner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_status`, columnNames: ['status', 'created_at'] }),
      );
    }
    await runner.createIndex(
      'trial_requests',
      new TableIndex({ name: 'idx_trial_requests_category', columnNames: ['category', 'created_at'] }),
    );
    await runner.createIndex(
      'page_views',
      new TableIndex({ name: 'idx_page_views_created', columnNames: ['created_at'] }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['page_views', 'teacher_applications', 'trial_requests', 'contact_messages'])
      await runner.dropTable(table);
  }
}
