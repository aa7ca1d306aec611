import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sorting a list by status follows the workflow (docs/requirements.md#triage-statuses): ORDER BY a CASE
 * over the statuses (list-query.ts, sortExpression). An index on that very expression, after spam (every
 * list filters on it), lets a page sorted by status be an index scan instead of a sort of every row.
 * The workflows as they are today, copied (a migration never changes): the planner uses the index only
 * while the query's CASE is the same, and a later change of workflow adds a migration replacing it.
 */
const WORKFLOWS: Record<string, string[]> = {
  trial_requests: ['new', 'contacted', 'scheduled', 'trial_done', 'enrolled', 'not_interested'],
  contact_messages: ['new', 'replied', 'archived'],
  teacher_applications: ['new', 'shortlisted', 'interviewed', 'hired', 'rejected'],
};

const statusRank = (statuses: readonly string[], column = 'status') =>
  `CASE ${column} ${statuses.map((status, i) => `WHEN '${status}' THEN ${i}`).join(' ')} ELSE ${statuses.length} END`;

export class IndexStatusOrder1764100000002 implements MigrationInterface {
  name = 'IndexStatusOrder1764100000002';

  async up(runner: QueryRunner): Promise<void> {
    for (const [table, statuses] of Object.entries(WORKFLOWS))
      await runner.query(`CREATE INDEX idx_${table}_status_order ON ${table} (spam, (${statusRank(statuses)}), id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of Object.keys(WORKFLOWS)) await runner.query(`DROP INDEX idx_${table}_status_order`);
  }
}
