import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { newId } from '../ids';
import {
  SEED_BLOG_POSTS,
  SEED_COURSES,
  SEED_HOME_COUNTERS,
  SEED_RISING_STARS,
  SEED_SCHOOL,
  SEED_TESTIMONIALS,
} from './1764700000000-content-seed';

/**
 * The school's content in the database (docs/requirements.md#content): blog posts, courses, testimonials,
 * "Rising Stars" videos, home counters, the school's details and the versions of published saves. New
 * tables only, seeded with what the site shows today, each item published with a first version (saved by
 * "seed"), so the first edit can be rolled back to the shipped words.
 */
type Value = string | number | boolean | null;

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
    await this.seed(runner, pg);
  }

  private async seed(runner: QueryRunner, pg: boolean): Promise<void> {
    const now = new Date();
    const at = (date: Date) => (pg ? date : date.toISOString().replace('T', ' ').replace('Z', ''));
    const insert = async (tableName: string, row: Record<string, Value | Date>) => {
      const names = Object.keys(row);
      const values = Object.values(row).map((value) =>
        value instanceof Date ? at(value) : typeof value === 'boolean' && !pg ? Number(value) : value,
      );
      const marks = names.map((_, i) => (pg ? `$${i + 1}` : '?')).join(', ');
      await runner.query(`INSERT INTO ${tableName} (${names.join(', ')}) VALUES (${marks})`, values);
    };
    /** A published item and its first version; the snapshot has the GraphQL names of the fields. */
    const add = async (
      kind: string,
      tableName: string,
      fields: Record<string, Value>,
      snapshot: object,
      publishedAt = now,
    ) => {
      const id = newId();
      await insert(tableName, {
        id,
        published: true,
        published_at: publishedAt,
        created_at: now,
        updated_at: now,
        ...fields,
      });
      await insert('content_versions', {
        id: newId(),
        kind,
        item_id: id,
        snapshot: JSON.stringify(snapshot),
        saved_by: 'seed',
        saved_at: now,
      });
    };
    for (const { date, ...post } of SEED_BLOG_POSTS) {
      const { title, body, youtubeId, authorName, authorRole } = post;
      const fields = { title, body, youtube_id: youtubeId, author_name: authorName, author_role: authorRole };
      await add('blogPost', 'blog_posts', fields, post, new Date(`${date}T00:00:00Z`));
    }
    for (const [position, course] of SEED_COURSES.entries()) {
      const { group, highlights, ...rest } = course;
      const fields = { ...rest, course_group: group, highlights: JSON.stringify(highlights), position };
      await add('course', 'courses', fields, course);
    }
    const places = new Map<string, number>();
    for (const testimonial of SEED_TESTIMONIALS) {
      const position = places.get(testimonial.kind) ?? 0;
      places.set(testimonial.kind, position + 1);
      await add('testimonial', 'testimonials', { ...testimonial, position }, testimonial);
    }
    for (const [position, star] of SEED_RISING_STARS.entries()) {
      const { youtubeId, ...rest } = star;
      await add('risingStar', 'rising_stars', { ...rest, youtube_id: youtubeId, position }, star);
    }
    for (const [position, counter] of SEED_HOME_COUNTERS.entries())
      await add('homeCounter', 'home_counters', { ...counter, position }, counter);
    const school = SEED_SCHOOL;
    await insert('school_details', {
      id: 'school',
      name: school.name,
      support_email: school.supportEmail,
      social_links: JSON.stringify(school.socialLinks),
      company_site_label: school.companySiteLabel,
      company_site_url: school.companySiteUrl,
      founded_year: school.foundedYear,
      copyright_year: school.copyrightYear,
      updated_at: now,
    });
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
