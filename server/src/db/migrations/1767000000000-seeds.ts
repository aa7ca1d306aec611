import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Seeds leave the migrations (db/seeds.ts): `seeds` records the ones an install has had. An install whose content
 * migrations published the starter content (every install made before this one: they also wrote the school's row)
 * has had the starter-content seed; a new install, whose migrations now create tables only, gets it after them.
 */
export class Seeds1767000000000 implements MigrationInterface {
  name = 'Seeds1767000000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    await runner.createTable(
      new Table({
        name: 'seeds',
        columns: [
          { name: 'name', type: 'varchar', length: '100', isPrimary: true },
          { name: 'applied_at', type: pg ? 'timestamptz' : 'datetime' },
        ],
      }),
    );
    const rows = (await runner.query('SELECT id FROM school_details')) as unknown[];
    if (rows.length === 0) return;
    const now = new Date();
    await runner.query(`INSERT INTO seeds (name, applied_at) VALUES ('starter-content', ${pg ? '$1' : '?'})`, [
      pg ? now : now.toISOString().replace('T', ' ').replace('Z', ''),
    ]);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('seeds');
  }
}
