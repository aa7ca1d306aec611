// A standalone S3-compatible store for the tests and the benchmarks (s3rver, a development dependency
// only: production uses MinIO / S3, or the disk store when none is configured). Settings: S3_PORT
// (default 9000), S3_HOST (127.0.0.1), S3_DIR (./data/s3-store), S3_ACCESS_KEY and S3_SECRET_KEY
// (required). Prints "s3-store ready <port>".
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
const accounts = require('s3rver/lib/models/account');
const {
  S3_PORT = '9000',
  S3_HOST = '127.0.0.1',
  S3_DIR = './data/s3-store',
  S3_ACCESS_KEY,
  S3_SECRET_KEY,
} = process.env;
if (!S3_ACCESS_KEY || !S3_SECRET_KEY) {
  console.error('S3_ACCESS_KEY and S3_SECRET_KEY are required');
  process.exit(1);
}
const directory = resolve(S3_DIR);
mkdirSync(directory, { recursive: true });
// only the keys given here sign requests: s3rver's built-in demo key is revoked
accounts.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
accounts.DUMMY_ACCOUNT.createKeyPair(S3_ACCESS_KEY, S3_SECRET_KEY);
const server = new S3rver({ address: S3_HOST, port: Number(S3_PORT), directory, silent: true, vhostBuckets: false });
const address = await server.run();
console.log(`s3-store ready ${address.port}`);
// A connection that stays open (a client's request cut half-way) would hold close() forever, and the store with it
// after its starter is gone: it gets a second to finish.
const stop = () => {
  setTimeout(() => process.exit(0), 1000).unref();
  server.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// started by a test with an IPC channel: the store ends with the process that started it, however that one ends
process.on('disconnect', () => process.exit(0));
