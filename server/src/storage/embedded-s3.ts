/**
 * The embedded S3-compatible store used when no MINIO_ENDPOINT is configured: s3rver on loopback,
 * objects under $DATA_DIR/objects, with a key pair made fresh at every start (its built-in demo
 * key is revoked), so the same minio-client code path runs in development and in production.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

// s3rver ships no types; these are the few members we use.
interface S3rverInstance { run(): Promise<AddressInfo>; close(): Promise<void> }
interface AccountModule {
  DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void; revokeAccessKey(id: string): void };
}

export interface EmbeddedStore {
  endPoint: string;
  port: number;
  accessKey: string;
  secretKey: string;
  close(): Promise<void>;
}

export async function startEmbeddedStore(
  directory: string,
  options: { port?: number; host?: string; accessKey?: string; secretKey?: string } = {},
): Promise<EmbeddedStore> {
  mkdirSync(directory, { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as new (options: object) => S3rverInstance;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const accounts = require('s3rver/lib/models/account') as AccountModule;
  const accessKey = options.accessKey ?? `EMB${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretKey = options.secretKey ?? randomBytes(24).toString('base64url');
  accounts.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);
  const server = new S3rver({ address: options.host ?? '127.0.0.1', port: options.port ?? 0, directory, silent: true, vhostBuckets: false });
  const address = await server.run();
  return {
    endPoint: options.host ?? '127.0.0.1', port: address.port, accessKey, secretKey,
    close: async () => {
      accounts.DUMMY_ACCOUNT.revokeAccessKey(accessKey);
      await server.close();
    },
  };
}
