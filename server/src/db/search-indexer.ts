/**
 * SQLite only: brings the FTS5 search tables up to date with the rows the public forms add
 * (docs/requirements.md#search). Indexing a row costs more than writing it (every three-character
 * slice of its text is a posting), so the forms' write path does not do it: new rows are indexed here,
 * a few at a time, in a small time budget per round between requests. Until then a search still finds
 * them: the list query reads the rows past the index's last rowid with LIKE (a short rowid range).
 * Edits and erasure keep the index exact through triggers (see migration 1764200000001).
 */
import type { DataSource } from 'typeorm';
import { isBusy, retryWhileBusy } from './database-errors';
import { searchDocument, searchTable } from './search-document';
import { sqliteConnection, type SqliteStatement } from './sqlite';

export interface IndexedTable {
  table: string;
  /** Database names of the searched columns, as the migration's index lists them. */
  columns: readonly string[];
}

/** The newest indexed rowid of a search table (0 when empty); the rows past it are not indexed yet. */
export const indexedUpTo = (table: string) =>
  `coalesce((SELECT rowid FROM ${searchTable(table)} ORDER BY rowid DESC LIMIT 1), 0)`;

export class SearchIndexer {
  private readonly statements: SqliteStatement[];
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<number> | null = null;

  /**
   * Every `everyMs`, rounds of `chunk` rows per table, each round a short synchronous statement, the
   * event loop free between them, until the tables are up to date or `budgetMs` is spent.
   */
  constructor(
    dataSource: DataSource,
    tables: readonly IndexedTable[],
    private readonly everyMs = 250,
    private readonly budgetMs = 20,
    chunk = 50,
  ) {
    const db = sqliteConnection(dataSource);
    this.statements = tables.map(({ table, columns }) =>
      db.prepare(
        `INSERT INTO ${searchTable(table)} (rowid, doc) SELECT rowid, ${searchDocument(columns)} FROM ${table}
         WHERE rowid > ${indexedUpTo(table)} ORDER BY rowid LIMIT ${chunk}`,
      ),
    );
  }

  start(): void {
    this.timer = setInterval(() => {
      this.round ??= this.index(this.budgetMs)
        .catch(() => 0) // another process holds the write lock: next time
        .finally(() => (this.round = null));
    }, this.everyMs);
    this.timer.unref();
  }

  /**
   * Indexes until nothing is left or `budgetMs` is spent; answers how many rows it indexed. A chunk
   * that finds the file locked (another process writing, a RESTART checkpoint) is tried again shortly.
   */
  async index(budgetMs = Infinity): Promise<number> {
    const started = performance.now();
    let total = 0;
    const chunk = () => this.statements.reduce((sum, statement) => sum + statement.run().changes, 0);
    for (;;) {
      let added: number;
      try {
        added = chunk();
      } catch (error) {
        if (!isBusy(error)) throw error;
        added = await retryWhileBusy(chunk, Math.min(budgetMs, 5000), error);
      }
      total += added;
      if (added === 0 || performance.now() - started >= budgetMs) return total;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
  }
}
