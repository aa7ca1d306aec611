/**
 * Row ids: UUID version 7 (RFC 9562) — a millisecond timestamp followed by random bits. They are
 * still UUIDs, but new ones sort after old ones, so each insert lands at the end of the primary-key
 * B-tree instead of on a random page: far fewer pages touched per commit on the public write path.
 */
import { randomFillSync } from 'node:crypto';

const bytes = Buffer.alloc(16);
// random bytes are drawn 4 KiB at a time: one system call per 512 ids, not one per id
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;
let lastMs = 0;
let sequence = 0;

export function newId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    // a 12-bit counter keeps ids made in the same millisecond in order; past 4096 of them, borrow the next millisecond
    sequence++;
    if (sequence > 0xfff) {
      lastMs++;
      sequence = 0;
    }
    ms = lastMs;
  } else {
    lastMs = ms;
    sequence = 0;
  }
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  pool.copy(bytes, 8, poolOffset, poolOffset + 8);
  poolOffset += 8;
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (sequence >>> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
