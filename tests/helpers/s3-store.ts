/**
 * One S3 store per test worker, started on first use: the in-process test apps (./app.ts) each take a bucket
 * of their own in it. The store's folder is removed and the store stopped when the worker exits; the store
 * also exits by itself when the worker dies without a word (scripts/s3-store.mjs watches its IPC channel).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3Store, type S3Store } from './server';

let store: Promise<S3Store> | undefined;

export function workerS3Store(): Promise<S3Store> {
  store ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'school-s3-'));
    const started = await startS3Store(dir);
    process.once('exit', () => {
      started.kill();
      rmSync(dir, { recursive: true, force: true });
    });
    return started;
  })().catch((error: unknown) => {
    store = undefined;
    throw error;
  });
  return store;
}
