/**
 * What ships in the production image: the lockfile marks every package only development needs with
 * `dev: true`. Abandoned or advised-against packages may serve the tests (a stand-in S3 server) but
 * must never reach the production tree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync(join(__dirname, '../../../package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean }>;
};

/** name → why it must stay out of production. */
const KEPT_OUT: Record<string, string> = {
  s3rver: 'no release since 2022; replaced by the disk store and MinIO',
  dicer: 'unmaintained multipart parser with advisories (came with busboy 0.x)',
  'class-validator': 'not used: the rules live in common/',
};

const production = Object.entries(lock.packages)
  .filter(([path, entry]) => path.includes('node_modules/') && !entry.dev)
  .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version ?? '' }));

describe('the production dependency tree', () => {
  it('holds none of the packages kept out of it', () => {
    const found = production.filter((p) => p.name in KEPT_OUT).map((p) => `${p.name}@${p.version}: ${KEPT_OUT[p.name]}`);
    expect(found).toEqual([]);
  });

  it('holds no busboy before 1.x nor fast-xml-parser before 4.x (old majors with advisories)', () => {
    const old = production.filter((p) => (p.name === 'busboy' && /^0\./.test(p.version)) || (p.name === 'fast-xml-parser' && /^[0-3]\./.test(p.version)));
    expect(old).toEqual([]);
  });
});
