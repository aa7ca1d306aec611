import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A visitor's cancel puts the trial request in a status of its own, `cancelled_by_family`, after
 * `scheduled`, so staff see it instead of a silent `scheduled`. The status-order index is rebuilt on the new CASE
 * (1764100000002 explains why the index must match the list query's expression exactly). Requests cancelled before
 * stay as they are: who cancelled them (the family or the school) was not recorded on the request.
 */
const OLD_ORDER = ['new', 'contacted', 'scheduled', 'trial_done', 'no_show', 'enrolled', 'not_interested'];
const NEW_ORDER = [
  'new',
  'contacted',
  'scheduled',
  'cancelled_by_family',
  'trial_done',
  'no_show',
  'enrolled',
  'not_interested',
];

const statusRank = (statuses: readonly string[]) =>
  `CASE status ${statuses.map((status, i) => `WHEN '${status}' THEN ${i}`).join(' ')} ELSE ${statuses.length} END`;

async function orderIndex(runner: QueryRunner, statuses: readonly string[]): Promise<void> {
  await runner.query('DROP INDEX idx_trial_requests_status_order');
  await runner.query(
    `CREATE INDEX idx_trial_requests_status_order ON trial_requests (spam, (${statusRank(statuses)}), id)`,
  );
}

export class FamilyCancelStatus1765400000000 implements MigrationInterface {
  name = 'FamilyCancelStatus1765400000000';

  async up(runner: QueryRunner): Promise<void> {
    await orderIndex(runner, NEW_ORDER);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`UPDATE trial_requests SET status = 'scheduled' WHERE status = 'cancelled_by_family'`);
    await orderIndex(runner, OLD_ORDER);
  }
}
