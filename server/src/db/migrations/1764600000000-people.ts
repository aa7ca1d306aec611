import { personKey } from '@school/common';
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * People and replies (docs/requirements.md#people, #replies):
 * - every submission gets the person it belongs to (person_key: its email normalised by personKey),
 *   indexed, and the rows already there are linked: in JavaScript, since SQL has no Unicode NFC;
 * - the dashboard's reply templates, unique by name.
 */
export const PEOPLE_TABLES = ['trial_requests', 'contact_messages', 'teacher_applications'] as const;

const BATCH = 500;

/** Sets person_key on every row of the table that has none yet, BATCH rows at a time (by id). */
export async function backfillPersonKeys(runner: QueryRunner, table: string): Promise<number> {
  const pg = runner.connection.options.type === 'postgres';
  const $ = (n: number) => (pg ? `$${n}` : '?');
  let after = '';
  let linked = 0;
  for (;;) {
    const rows = (await runner.query(
      `SELECT id, email FROM ${table} WHERE person_key = '' AND id > ${$(1)} ORDER BY id LIMIT ${BATCH}`,
      [after],
    )) as { id: string; email: string }[];
    for (const row of rows)
      await runner.query(`UPDATE ${table} SET person_key = ${$(1)} WHERE id = ${$(2)}`, [personKey(row.email), row.id]);
    linked += rows.length;
    if (rows.length < BATCH) return linked;
    after = rows[rows.length - 1].id;
  }
}

export class People1764600000000 implements MigrationInterface {
  name = 'People1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    for (const table of PEOPLE_TABLES) {
      // plain ALTER TABLE: TypeORM's addColumn rebuilds a SQLite table, and with it indexes it does not know
      await runner.query(`ALTER TABLE ${table} ADD COLUMN person_key varchar(254) NOT NULL DEFAULT ''`);
      await backfillPersonKeys(runner, table);
      await runner.query(`CREATE INDEX idx_${table}_person_key ON ${table} (person_key)`);
    }
    const time = (name: string) => ({
      name,
      type: pg ? 'timestamptz' : 'datetime',
      default: pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))",
    });
    await runner.createTable(
      new Table({
        name: 'reply_templates',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100', isUnique: true },
          { name: 'subject', type: 'varchar', length: '200' },
          { name: 'body', type: 'text' },
          time('created_at'),
          time('updated_at'),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('reply_templates');
    for (const table of PEOPLE_TABLES) {
      await runner.query(`DROP INDEX idx_${table}_person_key`);
      await runner.query(`ALTER TABLE ${table} DROP COLUMN person_key`);
    }
  }
}
