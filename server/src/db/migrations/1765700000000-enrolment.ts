import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Enrolment and weekly lessons (docs/requirements.md#enrolment): families, their students, weekly lesson plans and
 * the lessons computed from them, and the teacher's one calendar that trial classes and lessons share. The calendar
 * refuses an overlap in the database itself: PostgreSQL with an exclusion constraint (btree_gist, a trusted
 * extension since PostgreSQL 13), SQLite with triggers. Trial classes booked before this migration take their
 * place in it, earliest first.
 */
export class Enrolment1765700000000 implements MigrationInterface {
  name = 'Enrolment1765700000000';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    const time = pg ? 'timestamptz' : 'datetime';
    const now = pg ? 'now()' : "(strftime('%Y-%m-%d %H:%M:%f', 'now'))";
    await runner.query(`CREATE TABLE families (
      id varchar(36) PRIMARY KEY,
      payer_name varchar(100) NULL,
      email varchar(254) NOT NULL,
      phone varchar(16) NULL,
      time_zone varchar(64) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE UNIQUE INDEX idx_families_email ON families (email)');
    await runner.query(`CREATE TABLE students (
      id varchar(36) PRIMARY KEY,
      family_id varchar(36) NOT NULL REFERENCES families (id),
      name varchar(100) NOT NULL,
      age_band varchar(20) NULL,
      course varchar(20) NOT NULL,
      level varchar(20) NULL,
      teacher_id varchar(36) NULL,
      trial_request_id varchar(36) NULL,
      status varchar(12) NOT NULL DEFAULT 'active',
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE INDEX idx_students_family ON students (family_id)');
    await runner.query('CREATE UNIQUE INDEX idx_students_trial_request ON students (trial_request_id)');
    await runner.query(`CREATE TABLE lesson_plans (
      id varchar(36) PRIMARY KEY,
      student_id varchar(36) NOT NULL REFERENCES students (id),
      teacher_id varchar(36) NOT NULL,
      course varchar(20) NOT NULL,
      weekday integer NOT NULL,
      start_time varchar(5) NOT NULL,
      minutes integer NOT NULL,
      time_zone varchar(64) NOT NULL,
      first_date varchar(10) NOT NULL,
      last_date varchar(10) NULL,
      created_by varchar(254) NOT NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE INDEX idx_lesson_plans_student ON lesson_plans (student_id)');
    await runner.query('CREATE INDEX idx_lesson_plans_teacher ON lesson_plans (teacher_id)');
    await runner.query(`CREATE TABLE lessons (
      id varchar(36) PRIMARY KEY,
      plan_id varchar(36) NULL REFERENCES lesson_plans (id),
      student_id varchar(36) NOT NULL REFERENCES students (id),
      teacher_id varchar(36) NOT NULL,
      course varchar(20) NOT NULL,
      starts_at ${time} NOT NULL,
      ends_at ${time} NOT NULL,
      status varchar(24) NOT NULL DEFAULT 'SCHEDULED',
      note text NULL,
      marked_at ${time} NULL,
      marked_by varchar(254) NULL,
      created_at ${time} NOT NULL DEFAULT ${now}
    )`);
    await runner.query('CREATE UNIQUE INDEX idx_lessons_plan_start ON lessons (plan_id, starts_at)');
    await runner.query('CREATE INDEX idx_lessons_teacher_start ON lessons (teacher_id, starts_at)');
    await runner.query('CREATE INDEX idx_lessons_student_start ON lessons (student_id, starts_at)');
    await runner.query('CREATE INDEX idx_lessons_start ON lessons (starts_at)');
    await runner.query(`CREATE TABLE teacher_calendar (
      kind varchar(10) NOT NULL,
      source_id varchar(36) NOT NULL,
      teacher_id varchar(36) NOT NULL,
      starts_at ${time} NOT NULL,
      ends_at ${time} NOT NULL,
      PRIMARY KEY (kind, source_id),
      CHECK (ends_at > starts_at)
    )`);
    await runner.query('CREATE INDEX idx_teacher_calendar_teacher_start ON teacher_calendar (teacher_id, starts_at)');
    if (pg) {
      await runner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
      await runner.query(
        'ALTER TABLE teacher_calendar ADD CONSTRAINT teacher_calendar_no_overlap EXCLUDE USING gist (teacher_id WITH =, tstzrange(starts_at, ends_at) WITH &&)',
      );
      await runner.query(`CREATE FUNCTION teacher_calendar_release() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM teacher_calendar WHERE kind = TG_ARGV[0] AND source_id = OLD.id;
          RETURN OLD;
        END $$`);
    } else {
      // the same rule as PostgreSQL's constraint: [starts_at, ends_at) of one teacher meet no other hold
      const overlapping = (self: string) =>
        `EXISTS (SELECT 1 FROM teacher_calendar c WHERE c.teacher_id = NEW.teacher_id AND c.starts_at < NEW.ends_at AND NEW.starts_at < c.ends_at${self})`;
      await runner.query(`CREATE TRIGGER teacher_calendar_no_overlap_insert BEFORE INSERT ON teacher_calendar
        WHEN ${overlapping('')}
        BEGIN SELECT RAISE(ABORT, 'teacher_calendar_overlap'); END`);
      await runner.query(`CREATE TRIGGER teacher_calendar_no_overlap_update
        BEFORE UPDATE OF teacher_id, starts_at, ends_at ON teacher_calendar
        WHEN ${overlapping(' AND NOT (c.kind = OLD.kind AND c.source_id = OLD.source_id)')}
        BEGIN SELECT RAISE(ABORT, 'teacher_calendar_overlap'); END`);
    }
    // a hold goes with its row, whoever deletes it (a person's erasure deletes their trial bookings)
    for (const [table, kind] of [
      ['trial_bookings', 'trial'],
      ['lessons', 'lesson'],
    ]) {
      if (pg) {
        await runner.query(`CREATE TRIGGER ${table}_release_hold AFTER DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION teacher_calendar_release('${kind}')`);
      } else {
        await runner.query(`CREATE TRIGGER ${table}_release_hold AFTER DELETE ON ${table}
          BEGIN DELETE FROM teacher_calendar WHERE kind = '${kind}' AND source_id = OLD.id; END`);
      }
    }
    // the classes booked so far hold their time, earliest first; one that overlaps an earlier one keeps its row but
    // holds nothing (it could not have been booked under the new rule; staff see both in the dashboard)
    const booked = (await runner.query(
      "SELECT id, teacher_id, starts_at, ends_at FROM trial_bookings WHERE status = 'booked' ORDER BY starts_at, id",
    )) as { id: string; teacher_id: string; starts_at: Date | string; ends_at: Date | string }[];
    for (const row of booked) {
      const free = (await runner.query(
        `SELECT 1 FROM teacher_calendar WHERE teacher_id = ${pg ? '$1' : '?'} AND starts_at < ${pg ? '$2' : '?'} AND ${pg ? '$3' : '?'} < ends_at`,
        [row.teacher_id, row.ends_at, row.starts_at],
      )) as unknown[];
      if (free.length > 0) continue;
      await runner.query(
        `INSERT INTO teacher_calendar (kind, source_id, teacher_id, starts_at, ends_at) VALUES ('trial', ${pg ? '$1, $2, $3, $4' : '?, ?, ?, ?'})`,
        [row.id, row.teacher_id, row.starts_at, row.ends_at],
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'DROP TRIGGER trial_bookings_release_hold' +
        (runner.connection.options.type === 'postgres' ? ' ON trial_bookings' : ''),
    );
    await runner.query('DROP TABLE teacher_calendar');
    await runner.query('DROP TABLE lessons');
    await runner.query('DROP TABLE lesson_plans');
    await runner.query('DROP TABLE students');
    await runner.query('DROP TABLE families');
    if (runner.connection.options.type === 'postgres') await runner.query('DROP FUNCTION teacher_calendar_release()');
  }
}
