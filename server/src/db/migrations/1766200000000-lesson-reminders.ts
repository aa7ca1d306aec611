import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Lesson reminders (docs/requirements.md#lesson-reminders): how long before a lesson the family is reminded. */
export class LessonReminders1766200000000 implements MigrationInterface {
  name = 'LessonReminders1766200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lesson_policy ADD COLUMN reminder_hours integer NOT NULL DEFAULT 24');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lesson_policy DROP COLUMN reminder_hours');
  }
}
