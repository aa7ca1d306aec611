import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { newId } from '../ids';
import { SEED_FAQS } from './1764830000000-faq-seed';

/**
 * Content fields (docs/requirements.md#content, #faq): the FAQ as a content kind (`faqs`, ordered, seeded with
 * five questions, each published with a first version saved by "seed", as the content migration did), a course's
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
    const now = new Date();
    const at = pg ? now : now.toISOString().replace('T', ' ').replace('Z', '');
    const mark = (count: number) => Array.from({ length: count }, (_, i) => (pg ? `$${i + 1}` : '?')).join(', ');
    for (const [position, faq] of SEED_FAQS.entries()) {
      const id = newId();
      await runner.query(
        `INSERT INTO faqs (id, published, published_at, position, created_at, updated_at, question, answer) VALUES (${mark(8)})`,
        [id, pg ? true : 1, at, position, at, at, faq.question, faq.answer],
      );
      await runner.query(
        `INSERT INTO content_versions (id, kind, item_id, snapshot, saved_by, saved_at) VALUES (${mark(6)})`,
        [newId(), 'faq', id, JSON.stringify(faq), 'seed', at],
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM content_versions WHERE kind = 'faq'`);
    await runner.dropTable('faqs');
    for (const [table, column] of [...COLUMNS].reverse())
      await runner.query(`ALTER TABLE ${table} DROP COLUMN ${column.split(' ')[0]}`);
  }
}
