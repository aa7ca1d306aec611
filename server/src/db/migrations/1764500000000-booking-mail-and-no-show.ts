import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trial booking, second part (docs/requirements.md#trial-booking-mail):
 * - a teacher's meeting link (how a student joins the class), and the visitor's time zone on a booking
 *   (the zone its mails show times in);
 * - a payload on outbox jobs: what a booking mail or reminder says, fixed when the event happened;
 * - the trial workflow gains `no_show` after `trial_done`, so the status-order index is rebuilt on the
 *   new CASE (1764100000002 explains why the index must match the query's expression exactly).
 */
const OLD_ORDER = ['new', 'contacted', 'scheduled', 'trial_done', 'enrolled', 'not_interested'];
const NEW_ORDER = ['new', 'contacted', 'scheduled', 'trial_done', 'no_show', 'enrolled', 'not_interested'];

const statusRank = (statuses: readonly string[]) =>
  `CASE status ${statuses.map((status, i) => `WHEN '${status}' THEN ${i}`).join(' ')} ELSE ${statuses.length} END`;

async function orderIndex(runner: QueryRunner, statuses: readonly string[]): Promise<void> {
  await runner.query('DROP INDEX idx_trial_requests_status_order');
  await runner.query(
    `CREATE INDEX idx_trial_requests_status_order ON trial_requests (spam, (${statusRank(statuses)}), id)`,
  );
}

export class BookingMailAndNoShow1764500000000 implements MigrationInterface {
  name = 'BookingMailAndNoShow1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    // plain ALTER TABLE: TypeORM's addColumn rebuilds a SQLite table, and with it indexes it does not know
    await runner.query('ALTER TABLE teachers ADD COLUMN meeting_url varchar(500)');
    await runner.query('ALTER TABLE trial_bookings ADD COLUMN visitor_time_zone varchar(64)');
    await runner.query('ALTER TABLE notifications ADD COLUMN payload text');
    await orderIndex(runner, NEW_ORDER);
  }

  async down(runner: QueryRunner): Promise<void> {
    await orderIndex(runner, OLD_ORDER);
    await runner.query('ALTER TABLE notifications DROP COLUMN payload');
    await runner.query('ALTER TABLE trial_bookings DROP COLUMN visitor_time_zone');
    await runner.query('ALTER TABLE teachers DROP COLUMN meeting_url');
  }
}
