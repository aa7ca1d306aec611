import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * site_state: one row whose version counts the changes to the site's content (docs/requirements.md#publishing).
 * Every content write bumps it in its own transaction; each server instance reads it once a second and renders
 * the pages again when it has moved, so a publish reaches every instance (SQLite file or PostgreSQL) in seconds.
 */
export class SiteState1764810000000 implements MigrationInterface {
  name = 'SiteState1764810000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(
      `CREATE TABLE site_state (
         id varchar(20) PRIMARY KEY,
         version integer NOT NULL,
         changed_at ${time} NOT NULL DEFAULT ${now}
       )`,
    );
    await runner.query(`INSERT INTO site_state (id, version) VALUES ('site', 1)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE site_state');
  }
}
