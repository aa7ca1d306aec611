/**
 * The only user of the minio client. Stores private objects by key and streams them back; callers
 * never see a URL to the bucket. Every call has a deadline, so a store that hangs fails fast.
 */
import { createReadStream } from 'node:fs';
import * as http from 'node:http';
import * as https from 'node:https';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import * as Minio from 'minio';
import type { Env } from '../config/env';
import { ServiceUnavailableError } from '../errors';
import { startEmbeddedStore, type EmbeddedStore } from './embedded-s3';

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`object storage did not answer ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function streamPut(url: URL, path: string, size: number, contentType: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'PUT', headers: { 'content-length': size, 'content-type': contentType },
    }, (response) => {
      let detail = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { if (detail.length < 500) detail += chunk; });
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`PUT answered ${response.statusCode}: ${detail}`))));
    });
    request.on('error', reject);
    const body = createReadStream(path);
    body.on('error', (error) => request.destroy(error));
    body.pipe(request);
  });
}

export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(public readonly reason: unknown) {
    super('File storage is temporarily unavailable. Please try again shortly.');
  }
}

export class ObjectStorage {
  private bucketReady = false;

  constructor(
    private readonly client: Minio.Client,
    readonly bucket: string,
    private readonly embedded: EmbeddedStore | null = null,
    private readonly timeoutMs = 10_000,
  ) {}

  static async open(env: Pick<Env, 'minio' | 'minioBucket' | 'dataDir'>): Promise<ObjectStorage> {
    const embedded = env.minio ? null : await startEmbeddedStore(join(env.dataDir, 'objects'));
    const config = env.minio ?? { ...embedded!, useSSL: false, region: 'us-east-1' };
    const client = new Minio.Client({
      endPoint: config.endPoint, port: config.port ?? undefined, useSSL: config.useSSL,
      accessKey: config.accessKey, secretKey: config.secretKey, region: config.region, pathStyle: true,
    });
    return new ObjectStorage(client, env.minioBucket, embedded);
  }

  /** Creates the bucket when missing. Safe to call again; failures are retried on the next use. */
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

  /** One PUT of a known-size body (no multipart buffering by the client). */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    try {
      await this.ensureBucket();
      await withDeadline(this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType }), this.timeoutMs, 'putObject');
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
      await withDeadline(streamPut(new URL(url), path, size, contentType), this.timeoutMs * 6, 'PUT');
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
      if ((error as { code?: string }).code === 'NotFound' || (error as { code?: string }).code === 'NoSuchKey') return null;
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

  /** For /healthz: true when the store answers within two seconds. */
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
    await this.embedded?.close();
  }
}
