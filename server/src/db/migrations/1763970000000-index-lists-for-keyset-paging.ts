import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const KINDS = ['contact_messages', 'trial_requests', 'teacher_applications'];

/**
 * Admin lists sort by (created_at, id) and filter by status and category: give each filter its own
 * index ending in (created_at, id), so a page and its count are index range scans with no sort step,
 * and drop the older indexes these make redundant (each index costs the public write path).
 */
export class IndexListsForKeysetPaging1763970000000 implements MigrationInterface {
  name = 'IndexListsForKeysetPaging1763970000000';

  async up(runner: QueryRunner): Promise<void> {
    for (const table of KINDS) {
      await runner.dropIndex(table, `idx_${table}_created`);
      await runner.dropIndex(table, `idx_${table}_status`);
      await runner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_created_id`, columnNames: ['created_at', 'id'] }),
      );
      await runner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_status_created_id`, columnNames: ['status', 'created_at', 'id'] }),
      );
    }
    await runner.dropIndex('trial_requests', 'idx_trial_requests_category');
    await runner.createIndex(
      'trial_requests',
      new TableIndex({ name: 'idx_trial_requests_category_created_id', columnNames: ['category', 'created_at', 'id'] }),
    );
    await runner.createIndex(
      'trial_requests',
      new TableIndex({
        name: 'idx_trial_requests_status_category_created_id',
        columnNames: ['status', 'category', 'created_at', 'id'],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('trial_requests', 'idx_trial_requests_status_category_created_id');
    await runner.dropIndex('trial_requests', 'idx_trial_requests_category_created_id');
    await runner.createIndex(
      'trial_requests',
      new TableIndex({ name: 'idx_trial_requests_category', columnNames: ['category', 'created_at'] }),
    );
    for (const table of KINDS) {
      await runner.dropIndex(table, `idx_${table}_status_created_id`);
      await runner.dropIndex(table, `idx_${table}_created_id`);
      await runner.createIndex(table, new TableIndex({ name: `idx_${table}_created`, columnNames: ['created_at'] }));
      await runner.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_status`, columnNames: ['status', 'created_at'] }),
      );
    }
  }
}
