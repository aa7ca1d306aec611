import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
/**
 * The school's content in the database (docs/requirements.md#content): blog posts, courses, testimonials,
 * "Rising Stars" videos, home counters, the school's details and the versions of published saves. New tables
 * only: the starter content they start with is a seed (modules/content/starter-content.seed.ts), applied after the
 * migrations. (Installs made before seeds left the migrations got it from this one: see 1767000000000-seeds.ts.)
 */

export class CreateContent1764700000000 implements MigrationInterface {
  name = 'CreateContent1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = (name: string, nullable = false): TableColumnOptions => ({
      name,
      type: pg ? 'timestamptz' : 'datetime',
      isNullable: nullable,
      ...(nullable ? {} : { default: pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))" }),
    });
    const text = (name: string, length: number, defaultValue?: string): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      ...(defaultValue === undefined ? {} : { default: `'${defaultValue}'` }),
    });
    const item = (ordered: boolean): TableColumnOptions[] => [
      { name: 'id', type: 'varchar', length: '36', isPrimary: true },
      { name: 'published', type: 'boolean', default: pg ? 'false' : 0 },
      time('published_at', true),
      ...(ordered ? [{ name: 'position', type: 'integer', default: 0 }] : []),
      time('created_at'),
      time('updated_at'),
    ];
    const table = (name: string, ordered: boolean, columns: TableColumnOptions[]) =>
      runner.createTable(new Table({ name, columns: [...item(ordered), ...columns] }));

    await table('blog_posts', false, [
      text('title', 200),
      { name: 'body', type: 'text' },
      { ...text('youtube_id', 11), isNullable: true },
      text('author_name', 100, ''),
      text('author_role', 100, ''),
    ]);
    await table('courses', true, [
      { ...text('slug', 40), isUnique: true },
      text('name', 100),
      text('course_group', 20),
      { name: 'summary', type: 'text' },
      { name: 'highlights', type: 'text' },
    ]);
    const person = [text('name', 100), text('location', 100, ''), text('subject', 100, '')];
    await table('testimonials', true, [text('kind', 10), ...person, { name: 'quote', type: 'text' }]);
    await table('rising_stars', true, [...person, text('youtube_id', 11)]);
    await table('home_counters', true, [{ name: 'value', type: 'integer' }, text('suffix', 5, ''), text('label', 60)]);
    await runner.createTable(
      new Table({
        name: 'school_details',
        columns: [
          { name: 'id', type: 'varchar', length: '20', isPrimary: true },
          text('name', 100),
          text('support_email', 254),
          { name: 'social_links', type: 'text' },
          text('company_site_label', 100),
          text('company_site_url', 500),
          { name: 'founded_year', type: 'integer' },
          { name: 'copyright_year', type: 'integer' },
          time('updated_at'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'content_versions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          text('kind', 20),
          text('item_id', 36),
          { name: 'snapshot', type: 'text' },
          text('saved_by', 254),
          time('saved_at'),
        ],
        indices: [new TableIndex({ name: 'idx_content_versions_item', columnNames: ['kind', 'item_id', 'saved_at'] })],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const name of [
      'content_versions',
      'school_details',
      'home_counters',
      'rising_stars',
      'testimonials',
      'courses',
      'blog_posts',
    ])
      await runner.dropTable(name);
  }
}
