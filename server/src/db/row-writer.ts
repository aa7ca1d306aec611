/**
 * Group commit for the public write path. Rows that arrive in the same turn of the event loop are
 * written in one transaction, and each caller's promise settles only after that commit, so an
 * answer of success always means the row is durable. One bad row never sinks its neighbours: a
 * failed batch is retried row by row. A row may bring companions (e.g. a notification job) that
 * are committed atomically with it.
 *
 * A failed batch is retried row by row only when the database refused a row's data (a constraint,
 * a bad value): the database works, so the others deserve their own try. When the database is out of
 * reach (a timeout, a lost connection, a lock held past its wait) every row of the batch fails at once
 * with a 503: trying them one by one would make the last caller wait once per row.
 *
 * On SQLite, a batch that finds the file locked by another connection is tried again after short timer
 * waits (busy_timeout is 0 on the main connection, so the event loop never waits for a lock), up to the
 * data source's busy budget. A free database pays nothing: the first try is the same synchronous write.
 */
import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import { DatabaseUnavailableError } from '../errors';
import { busyBudgetOf, isBusy, isDataError, retryWhileBusy } from './database-errors';
import { sqliteConnection, type SqliteConnection, type SqliteStatement } from './sqlite';

export interface Companion<T extends ObjectLiteral = ObjectLiteral> {
  target: EntityTarget<T>;
  row: T;
}

interface Part {
  meta: EntityMetadata;
  values: unknown[];
}
interface Pending {
  parts: Part[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class RowWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly statements = new Map<string, SqliteStatement>();
  private readonly pg: boolean;
  /** Monotonic time of the latest failure that no success has followed yet; null when writes succeed. */
  private failingSince: number | null = null;
  private readonly busyBudgetMs: number;

  /**
   * `now` is a monotonic clock (milliseconds): a wall clock stepped back or forth (NTP, a VM resumed)
   * must not stretch or cut the failure window /healthz reports.
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly maxBatch = 500,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.pg = dataSource.options.type === 'postgres';
    this.busyBudgetMs = busyBudgetOf(dataSource);
  }

  insert<T extends ObjectLiteral>(target: EntityTarget<T>, row: T, companions: Companion[] = []): Promise<void> {
    const parts = [this.part(target, row), ...companions.map((c) => this.part(c.target, c.row))];
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ parts, resolve, reject });
      if (this.queue.length >= this.maxBatch) void this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private part<T extends ObjectLiteral>(target: EntityTarget<T>, row: T): Part {
    const meta = this.dataSource.getMetadata(target);
    const values = meta.columns.map((column): unknown =>
      this.dataSource.driver.preparePersistentValue(column.getEntityValue(row), column),
    );
    return { meta, values };
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      await this.write(batch);
      this.failingSince = null;
      for (const row of batch) row.resolve();
    } catch (error) {
      if (batch.length === 1 || !isDataError(error)) {
        this.failed(error);
        for (const row of batch) row.reject(new DatabaseUnavailableError(error));
        return;
      }
      // one row's data was refused: the others get their own try (the database itself answers)
      for (const row of batch) {
        await this.write([row]).then(row.resolve, (e) => {
          this.failed(e);
          row.reject(new DatabaseUnavailableError(e));
        });
      }
    }
  }

  private failed(error: unknown): void {
    if (!isDataError(error)) this.failingSince = this.now();
  }

  /** True while the latest writes fail (e.g. the database is locked), for /healthz: at most 15 s after the last failure. */
  get failing(): boolean {
    return this.failingSince !== null && this.now() - this.failingSince < 15_000;
  }

  private write(batch: Pending[]): Promise<void> {
    if (this.pg) return this.writePostgres(batch);
    return Promise.resolve().then(() => {
      try {
        this.writeSqlite(batch);
      } catch (error) {
        if (!isBusy(error)) throw error;
        return retryWhileBusy(() => this.writeSqlite(batch), this.busyBudgetMs, error);
      }
    });
  }

  private writeSqlite(batch: Pending[]): void {
    const db = sqliteConnection(this.dataSource);
    db.transaction((rows: Pending[]) => {
      for (const row of rows) for (const part of row.parts) this.statement(db, part.meta).run(...part.values);
    })(batch);
  }

  private statement(db: SqliteConnection, meta: EntityMetadata): SqliteStatement {
    let statement = this.statements.get(meta.tableName);
    if (!statement) {
      const columns = meta.columns.map((c) => `"${c.databaseName}"`);
      statement = db.prepare(
        `INSERT INTO "${meta.tableName}" (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      this.statements.set(meta.tableName, statement);
    }
    return statement;
  }

  private async writePostgres(batch: Pending[]): Promise<void> {
    const byTable = new Map<EntityMetadata, Part[]>();
    for (const row of batch)
      for (const part of row.parts) byTable.set(part.meta, [...(byTable.get(part.meta) ?? []), part]);
    await this.dataSource.transaction(async (manager) => {
      for (const [meta, parts] of byTable) {
        const columns = meta.columns.map((c) => `"${c.databaseName}"`);
        const params: unknown[] = [];
        const tuples = parts.map((part) => `(${part.values.map((value) => `$${params.push(value)}`).join(', ')})`);
        await manager.query(
          `INSERT INTO "${meta.tableName}" (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
          params,
        );
      }
    });
  }
}
