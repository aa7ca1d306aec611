import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

/**
 * Teachers with their availability, and trial bookings. A booked slot is unique per teacher and
 * start, and a trial request has at most one booked class: partial unique indexes, so a cancelled
 * booking frees its slot (docs/requirements.md#trial-booking).
 */
export class CreateTeachersAndBookings1764300000000 implements MigrationInterface {
  name = 'CreateTeachersAndBookings1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = (name: string, nullable = false): TableColumnOptions => ({
      name,
      type: pg ? 'timestamptz' : 'datetime',
      isNullable: nullable,
    });
    const createdAt = { ...time('created_at'), default: pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))" };
    await runner.createTable(
      new Table({
        name: 'teachers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'courses', type: 'text' },
          { name: 'time_zone', type: 'varchar', length: '64' },
          { name: 'active', type: 'boolean', default: pg ? 'true' : 1 },
          { name: 'weekly', type: 'text' },
          { name: 'exceptions', type: 'text' },
          createdAt,
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'trial_bookings',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'trial_request_id', type: 'varchar', length: '36' },
          { name: 'teacher_id', type: 'varchar', length: '36' },
          time('starts_at'),
          time('ends_at'),
          { name: 'status', type: 'varchar', length: '12', default: "'booked'" },
          { name: 'sequence', type: 'integer', default: 0 },
          { name: 'booked_by', type: 'varchar', length: '254' },
          { name: 'manage_token_hash', type: 'varchar', length: '64', isNullable: true, isUnique: true },
          createdAt,
          time('cancelled_at', true),
        ],
        foreignKeys: [
          { columnNames: ['teacher_id'], referencedTableName: 'teachers', referencedColumnNames: ['id'] },
          {
            columnNames: ['trial_request_id'],
            referencedTableName: 'trial_requests',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    const booked = "status = 'booked'";
    await runner.createIndex(
      'trial_bookings',
      new TableIndex({
        name: 'uq_trial_bookings_slot',
        columnNames: ['teacher_id', 'starts_at'],
        isUnique: true,
        where: booked,
      }),
    );
    await runner.createIndex(
      'trial_bookings',
      new TableIndex({
        name: 'uq_trial_bookings_request',
        columnNames: ['trial_request_id'],
        isUnique: true,
        where: booked,
      }),
    );
    await runner.createIndex(
      'trial_bookings',
      new TableIndex({ name: 'idx_trial_bookings_starts', columnNames: ['starts_at'] }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('trial_bookings');
    await runner.dropTable('teachers');
  }
}
