/** The single-machine object store on a real temporary folder. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskObjectStorage } from '../../../server/src/storage/disk-storage';
import type { ObjectStorage } from '../../../server/src/storage/object-storage';
import { StorageUnavailableError } from '../../../server/src/storage/storage-errors';

let dataDir: string;
/** Through the interface the services use (its put and putFile take the size and type the disk store ignores). */
let store: ObjectStorage;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'disk-store-'));
  store = new DiskObjectStorage(dataDir, 'uploads');
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('DiskObjectStorage', () => {
  it('stores, lists, reads, sizes and removes objects by key', async () => {
    await store.put('resumes/a.pdf', Buffer.from('%PDF-a'), 'application/pdf');
    await store.put('resumes/b.pdf', Buffer.from('%PDF-bb'), 'application/pdf');
    await store.put('other/c.txt', Buffer.from('c'), 'text/plain');
    expect(await store.listKeys('resumes/')).toEqual(['resumes/a.pdf', 'resumes/b.pdf']);
    expect(await text(await store.get('resumes/b.pdf'))).toBe('%PDF-bb');
    expect(await store.stat('resumes/b.pdf')).toEqual({ size: 7 });
    expect(await store.stat('resumes/missing.pdf')).toBeNull();
    await store.remove('resumes/a.pdf');
    expect(await store.listKeys('resumes/')).toEqual(['resumes/b.pdf']);
    await expect(store.get('resumes/a.pdf')).rejects.toThrow();
  });

  it('moves a finished upload into place and leaves no temporary file', async () => {
    const spooled = join(dataDir, 'spooled.pdf');
    writeFileSync(spooled, '%PDF-spooled');
    await store.putFile('resumes/moved.pdf', spooled, 12, 'application/pdf');
    expect(existsSync(spooled)).toBe(false);
    expect(readFileSync(join(dataDir, 'objects/uploads/resumes/moved.pdf'), 'utf8')).toBe('%PDF-spooled');
    expect(readdirSync(join(dataDir, 'objects/.incoming-uploads'))).toEqual([]);
  });

  it('answers StorageUnavailableError and leaves nothing when the write fails', async () => {
    await expect(
      store.putFile('resumes/x.pdf', join(dataDir, 'no-such-file'), 1, 'application/pdf'),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await store.listKeys('')).toEqual([]);
    expect(readdirSync(join(dataDir, 'objects/.incoming-uploads'))).toEqual([]);
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../escape.pdf', 'resumes/../../escape.pdf', '/etc/passwd', 'a//b', 'a\\..\\b', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
    }
    expect(existsSync(join(dataDir, 'escape.pdf'))).toBe(false);
    expect(existsSync(join(dataDir, 'objects/escape.pdf'))).toBe(false);
  });

  it('takes over objects written by the embedded S3 store of earlier versions', async () => {
    const folder = join(dataDir, 'objects/uploads/resumes');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'old-cv.pdf._S3rver_object'), '%PDF-old');
    writeFileSync(join(folder, 'old-cv.pdf._S3rver_metadata.json'), '{}');
    writeFileSync(join(folder, 'old-cv.pdf._S3rver_object.md5'), 'abc');
    await store.ensureBucket();
    expect(await store.listKeys('resumes/')).toEqual(['resumes/old-cv.pdf']);
    expect(await text(await store.get('resumes/old-cv.pdf'))).toBe('%PDF-old');
  });

  it('answers ping while its folder is usable, and not once it is gone', async () => {
    expect(await store.ping()).toBe(true);
    rmSync(join(dataDir, 'objects'), { recursive: true, force: true });
    writeFileSync(join(dataDir, 'objects'), 'a file where the folder was');
    const fresh = new DiskObjectStorage(dataDir, 'uploads');
    expect(await fresh.ping()).toBe(false);
  });
});
