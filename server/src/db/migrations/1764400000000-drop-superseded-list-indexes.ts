import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Every submission list, count and CSV now filters on the spam flag (docs/requirements.md#spam-review),
 * so the list indexes without it (1763970000000) are served by their spam-led twins (1764100000001)
 * and only cost the public forms a write each: they go. Page views keep theirs.
 */
const SUPERSEDED: [table: string, name: string, columns: string[]][] = [
  ...['contact_messages', 'trial_requests', 'teacher_applications'].flatMap((table): [string, string, string[]][] => [
    [table, `idx_${table}_created_id`, ['created_at', 'id']],
    [table, `idx_${table}_status_created_id`, ['status', 'created_at', 'id']],
  ]),
  ['trial_requests', 'idx_trial_requests_category_created_id', ['category', 'created_at', 'id']],
  ['trial_requests', 'idx_trial_requests_status_category_created_id', ['status', 'category', 'created_at', 'id']],
];

/** The dashboard's most used trial list (status and course) keeps an index of its own, spam-led like the others. */
const STATUS_CATEGORY = new TableIndex({
  name: 'idx_trial_requests_status_category_spam_created_id',
  columnNames: ['status', 'category', 'spam', 'created_at', 'id'],
});

export class DropSupersededListIndexes1764400000000 implements MigrationInterface {
  name = 'DropSupersededListIndexes1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    for (const [table, name] of SUPERSEDED) await runner.dropIndex(table, name);
    await runner.createIndex('trial_requests', STATUS_CATEGORY);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('trial_requests', STATUS_CATEGORY.name!);
    for (const [table, name, columnNames] of SUPERSEDED)
      await runner.createIndex(table, new TableIndex({ name, columnNames }));
  }
}
