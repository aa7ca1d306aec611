/**
 * The S3 / MinIO store, the only user of the minio client. Every call has a deadline, so a store
 * that hangs fails fast; the PUTs that create objects are our own requests, destroyed at theirs.
 */
import { createReadStream } from 'node:fs';
import * as http from 'node:http';
import * as https from 'node:https';
import type { Readable } from 'node:stream';
import type * as Minio from 'minio';
import type { Env } from '../config/env';
import type { ObjectStorage, StoredObject } from './object-storage';
import { StorageUnavailableError, withDeadline } from './storage-errors';

/**
 * One PUT of a known-length body (a file streamed from disk, or a buffer) with a deadline. At the
 * deadline the request is destroyed, not merely given up on: a body still being sent never completes,
 * so no object lands in the store after the caller has answered 503. (A store that already had the
 * whole body when the deadline struck may still keep it; the caller never wrote a row for it, and an
 * object without a row is harmless.)
 */
export function putWithDeadline(
  url: URL,
  body: { path: string } | { buffer: Buffer },
  size: number,
  contentType: string,
  deadlineMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'PUT',
        headers: { 'content-length': size, 'content-type': contentType },
      },
      (response) => {
        let detail = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (detail.length < 500) detail += chunk;
        });
        response.on('end', () =>
          settle(response.statusCode === 200 ? undefined : new Error(`PUT answered ${response.statusCode}: ${detail}`)),
        );
        response.on('error', (error) => settle(error));
      },
    );
    const timer = setTimeout(() => {
      const error = new Error(`object storage did not answer PUT within ${deadlineMs} ms`);
      settle(error);
      request.destroy(error);
    }, deadlineMs);
    request.on('error', (error) => settle(error));
    if ('buffer' in body) {
      request.end(body.buffer);
      return;
    }
    const file = createReadStream(body.path);
    file.on('error', (error) => request.destroy(error));
    request.on('close', () => file.destroy());
    file.pipe(request);
  });
}

export class S3ObjectStorage implements ObjectStorage {
  private bucketReady = false;

  constructor(
    private readonly client: Minio.Client,
    readonly bucket: string,
    private readonly timeoutMs = 10_000,
  ) {}

  static fromConfig(config: NonNullable<Env['minio']>, bucket: string): S3ObjectStorage {
    // loaded here, not with this file: a server on the disk store never spends the ~100 ms minio takes to load
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Client } = require('minio') as typeof Minio;
    const client = new Client({
      endPoint: config.endPoint,
      port: config.port ?? undefined,
      useSSL: config.useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      pathStyle: true,
    });
    return new S3ObjectStorage(client, bucket);
  }

  get location(): string {
    return `s3://${this.bucket}`;
  }

  async ensureBucket(): Promise<void> {
    if (this.bucketReady) return;
    const exists = await withDeadline(this.client.bucketExists(this.bucket), this.timeoutMs, 'bucketExists');
    if (!exists) {
      await withDeadline(this.client.makeBucket(this.bucket), this.timeoutMs, 'makeBucket').catch(async (error) => {
        if (!(await this.client.bucketExists(this.bucket))) throw error;
      });
    }
    this.bucketReady = true;
  }

  /** One PUT of a known-size body (presigned, sent by putWithDeadline: no multipart buffering, destroyed at its deadline). */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    try {
      await this.ensureBucket();
      const url = await withDeadline(this.client.presignedPutObject(this.bucket, key, 600), this.timeoutMs, 'presign');
      await putWithDeadline(new URL(url), { buffer: body }, body.length, contentType, this.timeoutMs);
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }

  /**
   * Streams a file into the store with one PUT of known length. The minio client signs the request
   * (a presigned URL) but does not carry the body: its putObject reads a whole object into memory,
   * twice, before sending it, which ten concurrent 10 MiB resumes would turn into hundreds of MiB.
   */
  async putFile(key: string, path: string, size: number, contentType: string): Promise<void> {
    try {
      await this.ensureBucket();
      const url = await withDeadline(this.client.presignedPutObject(this.bucket, key, 600), this.timeoutMs, 'presign');
      await putWithDeadline(new URL(url), { path }, size, contentType, this.timeoutMs * 6);
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }

  async get(key: string): Promise<Readable> {
    return withDeadline(this.client.getObject(this.bucket, key), this.timeoutMs, 'getObject');
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const stat = await withDeadline(this.client.statObject(this.bucket, key), this.timeoutMs, 'statObject');
      return { size: stat.size };
    } catch (error) {
      if ((error as { code?: string }).code === 'NotFound' || (error as { code?: string }).code === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await withDeadline(this.client.removeObject(this.bucket, key), this.timeoutMs, 'removeObject');
  }

  async listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const stream = this.client.listObjectsV2(this.bucket, prefix, true);
    for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) keys.push(item.name);
    return keys;
  }

  async listObjects(prefix: string): Promise<StoredObject[]> {
    const list = async () => {
      const objects: StoredObject[] = [];
      const stream = this.client.listObjectsV2(this.bucket, prefix, true);
      for await (const item of stream as AsyncIterable<{ name?: string; lastModified?: Date }>)
        if (item.name) objects.push({ key: item.name, modifiedAt: item.lastModified ?? new Date(0) });
      return objects;
    };
    // a whole listing, however long, within a few answers' time: the sweep must not hang on a store that is down
    return withDeadline(list(), this.timeoutMs * 6, 'listObjects');
  }

  async ping(): Promise<boolean> {
    try {
      this.bucketReady = false;
      await withDeadline(this.ensureBucket(), 2000, 'ping');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    // the minio client holds no connection of its own to close
  }
}
