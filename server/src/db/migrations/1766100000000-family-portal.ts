import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The family portal (docs/requirements.md#family-portal): single-use sign-in links a family asks for by email, the
 * sessions they open, and the version of the family's calendar feed address (a new version revokes the old one).
 * A link's token and a feed's address are derived from their ids with the server's secret: neither is stored.
 */
export class FamilyPortal1766100000000 implements MigrationInterface {
  name = 'FamilyPortal1766100000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE family_sign_in_links (
      id varchar(36) PRIMARY KEY,
      family_id varchar(36) NOT NULL,
      expires_at ${time} NOT NULL,
      used_at ${time} NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE INDEX idx_family_links_family ON family_sign_in_links (family_id, created_at)');
    await runner.query(`CREATE TABLE family_sessions (
      id varchar(64) PRIMARY KEY,
      family_id varchar(36) NOT NULL,
      expires_at ${time} NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE INDEX idx_family_sessions_family ON family_sessions (family_id)');
    await runner.query('ALTER TABLE families ADD COLUMN calendar_version integer NOT NULL DEFAULT 1');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE family_sessions');
    await runner.query('DROP TABLE family_sign_in_links');
    await runner.query('ALTER TABLE families DROP COLUMN calendar_version');
  }
}
