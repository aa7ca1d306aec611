import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Fixed-window counters for the public rate limits, shared by every server instance. */
export class CreateRateLimitCounters1763800000001 implements MigrationInterface {
  name = 'CreateRateLimitCounters1763800000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'rate_limit_counters',
        columns: [
          { name: 'key', type: 'varchar', length: '80', isPrimary: true },
          { name: 'window_start', type: 'bigint', isPrimary: true },
          { name: 'count', type: 'integer', default: 0 },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('rate_limit_counters');
  }
}
