/**
 * Where resumes are kept: private objects by key, streamed back through the server; callers never
 * see a URL to the store. Two stores keep the same promises:
 * - S3 / MinIO through the minio client (s3-storage.ts), when MINIO_ENDPOINT is set: what a
 *   scaled-out deployment uses;
 * - a folder under DATA_DIR (disk-storage.ts) otherwise: the single-machine default, with nothing
 *   else to run.
 */
import type { Readable } from 'node:stream';
import type { Env } from '../config/env';
import { DiskObjectStorage } from './disk-storage';
import { S3ObjectStorage } from './s3-storage';

export { StorageUnavailableError } from './storage-errors';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

export interface ObjectStorage {
  /** A description for logs and /healthz: "s3://bucket" or "disk:<folder>". */
  readonly location: string;
  /** Creates the bucket (or folder) when missing. Safe to call again. */
  ensureBucket(): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Takes a finished temporary file into the store (the file may be moved, not copied). */
  putFile(key: string, path: string, size: number, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  remove(key: string): Promise<void>;
  listKeys(prefix: string): Promise<string[]>;
  /** The objects under a prefix with when each was last written (the orphan sweep leaves young ones alone). */
  listObjects(prefix: string): Promise<StoredObject[]>;
  /** For health checks: true when the store answers within two seconds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function openObjectStorage(env: Pick<Env, 'minio' | 'minioBucket' | 'dataDir'>): ObjectStorage {
  return env.minio
    ? S3ObjectStorage.fromConfig(env.minio, env.minioBucket)
    : new DiskObjectStorage(env.dataDir, env.minioBucket);
}
