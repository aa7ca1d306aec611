import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content images (docs/requirements.md#content-images):
 * - content_images: one row per upload (its text alternative, its oriented size, its files as JSON, who
 *   uploaded it and when); never deleted, so a version rolled back to finds its image again;
 * - content_image_files: the name of every file an upload made, the only names GET /media/<name> serves
 *   (a primary-key look-up; the same bytes uploaded twice make the same name, kept once);
 * - image_id on blog_posts, courses and testimonials (nullable; plain ADD COLUMN, so SQLite keeps the
 *   tables and their indexes as they are).
 */
export class ContentImages1764800000000 implements MigrationInterface {
  name = 'ContentImages1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(
      `CREATE TABLE content_images (
         id varchar(36) PRIMARY KEY,
         alt varchar(200) NOT NULL,
         width integer NOT NULL,
         height integer NOT NULL,
         variants text NOT NULL,
         created_at ${time} NOT NULL DEFAULT ${now},
         created_by varchar(254) NOT NULL
       )`,
    );
    await runner.query('CREATE INDEX idx_content_images_created ON content_images (created_at)');
    await runner.query(
      `CREATE TABLE content_image_files (
         name varchar(40) PRIMARY KEY,
         image_id varchar(36) NOT NULL
       )`,
    );
    for (const table of ['blog_posts', 'courses', 'testimonials'])
      await runner.query(`ALTER TABLE ${table} ADD COLUMN image_id varchar(36) NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['testimonials', 'courses', 'blog_posts'])
      await runner.query(`ALTER TABLE ${table} DROP COLUMN image_id`);
    await runner.query('DROP TABLE content_image_files');
    await runner.query('DROP TABLE content_images');
  }
}
