import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Content fields (docs/requirements.md#content, #faq): the FAQ as a content kind (`faqs`, ordered; its five starter
 * questions are part of the starter-content seed, modules/content/starter-content.seed.ts), a course's
 * optional facts (level, ages, lesson length, fee) and the school's optional phone and WhatsApp numbers (E.164).
 * The new columns are NULL, so a new install's pages stay as the build rendered them. Plain ADD COLUMN on both
 * databases: on SQLite TypeORM's addColumn would rebuild the table and lose its indexes.
 */
const COLUMNS: [table: string, column: string][] = [
  ['courses', 'level varchar(60) NULL'],
  ['courses', 'ages varchar(30) NULL'],
  ['courses', 'lesson_minutes integer NULL'],
  ['courses', 'fee varchar(60) NULL'],
  ['school_details', 'phone varchar(16) NULL'],
  ['school_details', 'whatsapp varchar(16) NULL'],
];

export class FaqAndCourseFacts1764830000000 implements MigrationInterface {
  name = 'FaqAndCourseFacts1764830000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    for (const [table, column] of COLUMNS) await runner.query(`ALTER TABLE ${table} ADD COLUMN ${column}`);
    const time = (name: string) => ({
      name,
      type: pg ? 'timestamptz' : 'datetime',
      default: pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))",
    });
    await runner.createTable(
      new Table({
        name: 'faqs',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'published', type: 'boolean', default: pg ? 'false' : 0 },
          { name: 'published_at', type: pg ? 'timestamptz' : 'datetime', isNullable: true },
          { name: 'position', type: 'integer', default: 0 },
          time('created_at'),
          time('updated_at'),
          { name: 'question', type: 'varchar', length: '200' },
          { name: 'answer', type: 'text' },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM content_versions WHERE kind = 'faq'`);
    await runner.dropTable('faqs');
    for (const [table, column] of [...COLUMNS].reverse())
      await runner.query(`ALTER TABLE ${table} DROP COLUMN ${column.split(' ')[0]}`);
  }
}
