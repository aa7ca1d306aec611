/**
 * The checkpointer's thread (started by sqlite-checkpointer.ts): its own connection to the database
 * file, copying the WAL back every `everyMs`. PASSIVE checkpoints never block writers; under a long
 * burst of writes they cannot catch up, so past maxWalBytes a RESTART checkpoint (writers wait for it,
 * briefly) lets the log start over.
 */
// CommonJS like the rest of the server (no import statement): from src/ Node runs this file itself, stripping its
// types, and a file with ESM syntax in this CommonJS package would be parsed twice, with a warning, at every start.
/* eslint-disable @typescript-eslint/no-require-imports */
const { statSync } = require('node:fs') as typeof import('node:fs');
const threads = require('node:worker_threads') as typeof import('node:worker_threads');
/* eslint-enable @typescript-eslint/no-require-imports */

export interface CheckpointWorkerData {
  /** Resolved path of better-sqlite3, so the worker loads the main thread's copy. */
  driver: string;
  file: string;
  everyMs: number;
  maxWalBytes: number;
}

// better-sqlite3 ships no types; these are the members used here.
interface Connection {
  pragma(sql: string): unknown;
  close(): void;
}
type Open = new (file: string) => Connection;

async function run({ driver, file, everyMs, maxWalBytes }: CheckpointWorkerData): Promise<void> {
  const Database = ((await import(driver)) as { default: Open }).default;
  const db = new Database(file);
  const walSize = () => {
    try {
      return statSync(`${file}-wal`).size;
    } catch {
      return 0;
    }
  };
  const timer = setInterval(() => {
    try {
      const restart = walSize() > maxWalBytes;
      db.pragma(restart ? 'busy_timeout = 1000' : 'busy_timeout = 50');
      db.pragma(restart ? 'wal_checkpoint(RESTART)' : 'wal_checkpoint(PASSIVE)');
    } catch {
      // busy: next time
    }
  }, everyMs);
  threads.parentPort!.on('message', () => {
    clearInterval(timer);
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // busy: the main connection's last checkpoint (on close) copies the rest
    }
    db.close();
    process.exit(0);
  });
}

void run(threads.workerData as CheckpointWorkerData);
