/**
 * Group commit for the public write path. Rows that arrive in the same turn of the event loop are
 * written in one transaction, and each caller's promise settles only after that commit, so an
 * answer of success always means the row is durable. One bad row never sinks its neighbours: a
 * failed batch is retried row by row.
 */
import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

interface Pending {
  meta: EntityMetadata;
  values: unknown[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface SqliteStatement { run(...params: unknown[]): unknown }
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  transaction(fn: (rows: Pending[]) => void): (rows: Pending[]) => void;
}

export class RowWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly statements = new Map<string, SqliteStatement>();
  private readonly pg: boolean;

  constructor(private readonly dataSource: DataSource, private readonly maxBatch = 500) {
    this.pg = dataSource.options.type === 'postgres';
  }

  insert<T extends ObjectLiteral>(target: EntityTarget<T>, row: T): Promise<void> {
    const meta = this.dataSource.getMetadata(target);
    const values = meta.columns.map((column) =>
      this.dataSource.driver.preparePersistentValue(column.getEntityValue(row), column));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ meta, values, resolve, reject });
      if (this.queue.length >= this.maxBatch) this.flushSoon(true);
      else this.flushSoon(false);
    });
  }

  private flushSoon(now: boolean): void {
    if (now) {
      void this.flush();
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      await this.write(batch);
      for (const row of batch) row.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const row of batch) {
        await this.write([row]).then(row.resolve, row.reject);
      }
    }
  }

  private write(batch: Pending[]): Promise<void> {
    return this.pg ? this.writePostgres(batch) : Promise.resolve(this.writeSqlite(batch));
  }

  private writeSqlite(batch: Pending[]): void {
    const db = (this.dataSource.driver as unknown as { databaseConnection: SqliteDatabase }).databaseConnection;
    db.transaction((rows: Pending[]) => {
      for (const row of rows) this.statement(db, row.meta).run(...row.values);
    })(batch);
  }

  private statement(db: SqliteDatabase, meta: EntityMetadata): SqliteStatement {
    let statement = this.statements.get(meta.tableName);
    if (!statement) {
      const columns = meta.columns.map((c) => `"${c.databaseName}"`);
      statement = db.prepare(`INSERT INTO "${meta.tableName}" (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      this.statements.set(meta.tableName, statement);
    }
    return statement;
  }

  private async writePostgres(batch: Pending[]): Promise<void> {
    const byTable = new Map<EntityMetadata, Pending[]>();
    for (const row of batch) byTable.set(row.meta, [...(byTable.get(row.meta) ?? []), row]);
    await this.dataSource.transaction(async (manager) => {
      for (const [meta, rows] of byTable) {
        const columns = meta.columns.map((c) => `"${c.databaseName}"`);
        const params: unknown[] = [];
        const tuples = rows.map((row) => `(${row.values.map((value) => `$${params.push(value)}`).join(', ')})`);
        await manager.query(`INSERT INTO "${meta.tableName}" (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
      }
    });
  }
}
