import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { searchDocument, searchTable } from '../search-document';

/** The columns `q` searches in each submission table, in the order the list query repeats them. */
const SEARCHED: Record<string, string[]> = {
  trial_requests: ['name', 'email', 'notes', 'handled_by'],
  contact_messages: ['name', 'email', 'message', 'notes'],
  teacher_applications: ['name', 'email', 'message', 'notes'],
};

/**
 * A substring index for the dashboard's text search (docs/requirements.md#search). PostgreSQL: a
 * pg_trgm GIN index on the searched text. SQLite: an FTS5 table with the trigram tokenizer, one row
 * per submission under the same rowid, filled here with the rows already there. Triggers keep it exact
 * through every edit and erasure, whichever code path makes them; status and spam changes do not touch
 * it (the update trigger fires only for the searched columns). New rows are indexed by the server's
 * SearchIndexer shortly after they arrive, not by an insert trigger: indexing a row costs about twice
 * the public forms' whole write, and the list query finds the rows not indexed yet without it.
 */
export class IndexSubmissionSearch1764200000001 implements MigrationInterface {
  name = 'IndexSubmissionSearch1764200000001';

  async up(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    if (pg) await runner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const [table, columns] of Object.entries(SEARCHED)) {
      if (pg) {
        await runner.query(
          `CREATE INDEX idx_${table}_search ON ${table} USING gin (${searchDocument(columns)} gin_trgm_ops)`,
        );
        continue;
      }
      const fts = searchTable(table);
      await runner.query(`CREATE VIRTUAL TABLE ${fts} USING fts5(doc, tokenize = 'trigram')`);
      await runner.query(`INSERT INTO ${fts} (rowid, doc) SELECT rowid, ${searchDocument(columns)} FROM ${table}`);
      await runner.query(
        `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${columns.join(', ')} ON ${table} BEGIN
           UPDATE ${fts} SET doc = ${searchDocument(columns, 'NEW.')} WHERE rowid = NEW.rowid; END`,
      );
      await runner.query(
        `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN DELETE FROM ${fts} WHERE rowid = OLD.rowid; END`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    const pg = runner.connection.options.type === 'postgres';
    for (const table of Object.keys(SEARCHED)) {
      if (pg) {
        await runner.query(`DROP INDEX idx_${table}_search`);
        continue;
      }
      const fts = searchTable(table);
      for (const trigger of ['update', 'delete']) await runner.query(`DROP TRIGGER ${fts}_${trigger}`);
      await runner.query(`DROP TABLE ${fts}`);
    }
  }
}
