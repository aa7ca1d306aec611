/**
 * SQLite in WAL mode copies the log back into the database file now and then (a checkpoint). Left to
 * itself it does so inside whichever commit crosses 1000 pages, and since better-sqlite3 runs on the
 * main thread, every request waits for that copy and its fsync: the tail latency of the public forms.
 * Here the main connection never checkpoints; a worker thread with its own connection does it in the
 * background (PASSIVE: it never blocks writers). If the worker ever stops, the main connection takes
 * the job back.
 */
import { Worker } from 'node:worker_threads';

interface Pragmas { pragma(sql: string): unknown }

// PASSIVE checkpoints never block writers; under a long burst of writes they cannot catch up, so
// past maxWalBytes a RESTART checkpoint (writers wait for it, briefly) lets the log start over.
const WORKER = `
const { statSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const walSize = () => { try { return statSync(workerData.file + '-wal').size; } catch { return 0; } };
const timer = setInterval(() => {
  try {
    if (walSize() > workerData.maxWalBytes) {
      db.pragma('busy_timeout = 1000');
      db.pragma('wal_checkpoint(RESTART)');
    } else {
      db.pragma('busy_timeout = 50');
      db.pragma('wal_checkpoint(PASSIVE)');
    }
  } catch { /* busy: next time */ }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} db.close(); process.exit(0); });
`;

export class SqliteCheckpointer {
  private worker: Worker | null = null;

  constructor(
    private readonly main: Pragmas,
    private readonly file: string,
    private readonly everyMs = 500,
    private readonly maxWalBytes = 64 * 1024 * 1024,
  ) {}

  start(): void {
    this.main.pragma('wal_autocheckpoint = 0');
    this.main.pragma(`journal_size_limit = ${this.maxWalBytes}`); // a reset log is cut back to this size
    const workerData = { driver: require.resolve('better-sqlite3'), file: this.file, everyMs: this.everyMs, maxWalBytes: this.maxWalBytes };
    const worker = new Worker(WORKER, { eval: true, workerData });
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
