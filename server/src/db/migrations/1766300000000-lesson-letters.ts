import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lesson letters (docs/requirements.md#lesson-letters): each lesson counts its changes, so the invite mailed with a
 * cancellation, a move or a notice of absence carries a SEQUENCE higher than the one before; a weekly plan's lesson
 * moved remembers where the plan put it (docs/requirements.md#lesson-moves).
 */
export class LessonLetters1766300000000 implements MigrationInterface {
  name = 'LessonLetters1766300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lessons ADD COLUMN sequence integer NOT NULL DEFAULT 0');
    const instant = runner.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await runner.query(`ALTER TABLE lessons ADD COLUMN planned_at ${instant}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lessons DROP COLUMN planned_at');
    await runner.query('ALTER TABLE lessons DROP COLUMN sequence');
  }
}
