import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a booking needs to resist abuse (docs/requirements.md#trial-booking). `moves` counts the
 * visitor's moves through the private link (TRIAL_MAX_MOVES); `confirm_by` is when an unconfirmed site
 * booking is released (TRIAL_CONFIRM_HOURS), `confirmed_at` when its visitor clicked the link in the mail
 * (or staff booked it); `held` marks a booking of a request flagged as spam: it stands, but no mail is sent
 * until staff look at it. Plain ADD COLUMN on both databases (TypeORM's addColumn rebuilds SQLite tables).
 */
export class BookingAbuseLimits1765300000000 implements MigrationInterface {
  name = 'BookingAbuseLimits1765300000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    await runner.query('ALTER TABLE trial_bookings ADD COLUMN moves integer NOT NULL DEFAULT 0');
    await runner.query(`ALTER TABLE trial_bookings ADD COLUMN confirm_by ${time} NULL`);
    await runner.query(`ALTER TABLE trial_bookings ADD COLUMN confirmed_at ${time} NULL`);
    await runner.query(`ALTER TABLE trial_bookings ADD COLUMN held boolean NOT NULL DEFAULT ${pg ? 'false' : '0'}`);
    // bookings made before this change stand as they were: confirmed
    await runner.query('UPDATE trial_bookings SET confirmed_at = created_at');
    await runner.query(
      "CREATE INDEX idx_trial_bookings_confirm_by ON trial_bookings (confirm_by) WHERE status = 'booked' AND confirmed_at IS NULL",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX idx_trial_bookings_confirm_by');
    for (const column of ['held', 'confirmed_at', 'confirm_by', 'moves'])
      await runner.query(`ALTER TABLE trial_bookings DROP COLUMN ${column}`);
  }
}
