// A standalone S3-compatible store (the same s3rver the server embeds), for tests and for trying a
// separate object store without MinIO. Settings: S3_PORT (default 9000), S3_HOST (127.0.0.1),
// S3_DIR (./data/s3-store), S3_ACCESS_KEY and S3_SECRET_KEY (required). Prints "s3-store ready <port>".
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { startEmbeddedStore } = require('../server/dist/storage/embedded-s3.js');
const { S3_PORT = '9000', S3_HOST = '127.0.0.1', S3_DIR = './data/s3-store', S3_ACCESS_KEY, S3_SECRET_KEY } = process.env;
if (!S3_ACCESS_KEY || !S3_SECRET_KEY) {
  console.error('S3_ACCESS_KEY and S3_SECRET_KEY are required');
  process.exit(1);
}
const store = await startEmbeddedStore(resolve(S3_DIR), {
  port: Number(S3_PORT), host: S3_HOST, accessKey: S3_ACCESS_KEY, secretKey: S3_SECRET_KEY,
});
console.log(`s3-store ready ${store.port}`);
const stop = () => store.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
