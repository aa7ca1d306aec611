/**
 * SQLite in WAL mode copies the log back into the database file now and then (a checkpoint). Left to
 * itself it does so inside whichever commit crosses 1000 pages, and since better-sqlite3 runs on the
 * main thread, every request waits for that copy and its fsync: the tail latency of the public forms.
 * Here the main connection never checkpoints; a worker thread with its own connection does it in the
 * background (PASSIVE: it never blocks writers). If the worker ever stops, the main connection takes
 * the job back.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CheckpointWorkerData } from './sqlite-checkpoint.worker';
import type { SqliteConnection } from './sqlite';

/** The worker's file: compiled next to this one in dist/, the TypeScript source when run from src/ (Node strips its types). */
function workerFile(): string {
  const compiled = join(__dirname, 'sqlite-checkpoint.worker.js');
  return existsSync(compiled) ? compiled : join(__dirname, 'sqlite-checkpoint.worker.ts');
}

export class SqliteCheckpointer {
  private worker: Worker | null = null;

  constructor(
    private readonly main: Pick<SqliteConnection, 'pragma'>,
    private readonly file: string,
    private readonly everyMs = 500,
    private readonly maxWalBytes = 64 * 1024 * 1024,
  ) {}

  start(): void {
    this.main.pragma('wal_autocheckpoint = 0');
    this.main.pragma(`journal_size_limit = ${this.maxWalBytes}`); // a reset log is cut back to this size
    const workerData: CheckpointWorkerData = {
      driver: require.resolve('better-sqlite3'),
      file: this.file,
      everyMs: this.everyMs,
      maxWalBytes: this.maxWalBytes,
    };
    const worker = new Worker(workerFile(), { workerData });
    worker.unref();
    worker.on('error', () => this.fallBack());
    worker.on('exit', () => this.fallBack());
    this.worker = worker;
  }

  private fallBack(): void {
    if (!this.worker) return;
    this.worker = null;
    try {
      this.main.pragma('wal_autocheckpoint = 1000');
    } catch {
      // the database is closing
    }
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.ref(); // keep the process alive until the worker has finished (it is unref'd while running)
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => void worker.terminate().then(() => resolve()), 2000);
      worker.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      worker.postMessage('stop');
    });
  }
}
