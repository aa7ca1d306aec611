/** The disk-space guard and the "disk full" classification, with a fake statfs. */
import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  DiskFullError,
  DATABASE_RETRY_SECONDS,
  DISK_FULL_RETRY_SECONDS,
  isDiskFull,
} from '../../../server/src/errors';
import { guardRows } from '../../../server/src/services';
import { DiskSpace } from '../../../server/src/storage/disk-space';
import { StorageUnavailableError } from '../../../server/src/storage/storage-errors';
import { SpoolUnavailableError } from '../../../server/src/storage/resume-file';

const errno = (code: string) => Object.assign(new Error(code), { code });

function fakeVolume(free: number) {
  const volume = { free, asked: 0 };
  const ask = async () => {
    volume.asked += 1;
    return { bavail: Math.floor(volume.free / 4096), bsize: 4096 };
  };
  return { volume, ask };
}

describe('isDiskFull', () => {
  it('recognises ENOSPC, EDQUOT, SQLITE_FULL and PostgreSQL 53100, also wrapped', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']) expect(isDiskFull(errno(code))).toBe(true);
    expect(isDiskFull(new DatabaseUnavailableError(errno('SQLITE_FULL')))).toBe(true);
    expect(isDiskFull({ driverError: errno('SQLITE_FULL') })).toBe(true); // TypeORM's QueryFailedError
    expect(isDiskFull(new Error('x', { cause: errno('ENOSPC') }))).toBe(true);
    for (const other of [errno('EACCES'), errno('SQLITE_BUSY'), new Error('x'), null, undefined, 'ENOSPC'])
      expect(isDiskFull(other)).toBe(false);
  });

  it('gives the 503 errors of a full disk a Retry-After of their own, and a busy database its 5 s', () => {
    expect(new DatabaseUnavailableError(errno('SQLITE_FULL')).retryAfterSeconds).toBe(DISK_FULL_RETRY_SECONDS);
    expect(new StorageUnavailableError(errno('ENOSPC')).retryAfterSeconds).toBe(DISK_FULL_RETRY_SECONDS);
    expect(new SpoolUnavailableError(errno('EDQUOT')).retryAfterSeconds).toBe(DISK_FULL_RETRY_SECONDS);
    expect(new DatabaseUnavailableError(errno('SQLITE_BUSY')).retryAfterSeconds).toBe(DATABASE_RETRY_SECONDS);
    expect(new DiskFullError().httpStatus).toBe(503);
  });
});

describe('DiskSpace', () => {
  it('asks the volume at most once per interval, however many callers', async () => {
    const { volume, ask } = fakeVolume(100 * 1048576);
    const disk = new DiskSpace('/data', 1048576, true, 1000, ask);
    await Promise.all(Array.from({ length: 50 }, () => disk.check()));
    for (let i = 0; i < 50; i++) await disk.assertRowsFit();
    expect(volume.asked).toBe(1);
  });

  it('reads down below the threshold or with no byte free, and up again once space is freed', async () => {
    const { volume, ask } = fakeVolume(512 * 1024);
    const disk = new DiskSpace('/data', 1048576, true, 0, ask);
    expect(await disk.check()).toBe(false);
    volume.free = 2 * 1048576;
    expect(await disk.check()).toBe(true);
    const off = new DiskSpace('/data', 0, true, 0, fakeVolume(0).ask);
    expect(await off.check()).toBe(false);
    const unknown = new DiskSpace('/data', 0, true, 0, () => Promise.reject(errno('ENOENT')));
    expect(await unknown.check()).toBe(false);
    await expect(unknown.assertRoomFor(1)).resolves.toBeUndefined(); // the writes themselves will say
  });

  it('refuses an upload that would not fit above the threshold', async () => {
    const disk = new DiskSpace('/data', 1048576, true, 1000, fakeVolume(3 * 1048576).ask);
    await expect(disk.assertRoomFor(1048576)).resolves.toBeUndefined();
    await expect(disk.assertRoomFor(2.5 * 1048576)).rejects.toBeInstanceOf(DiskFullError);
  });

  it('guards rows only when the database lives on the volume, and looks again after SQLITE_FULL', async () => {
    const { volume, ask } = fakeVolume(10 * 1048576);
    const written: unknown[] = [];
    const writer = {
      insert: async (_t: unknown, row: unknown) => {
        if (volume.free === 0) throw new DatabaseUnavailableError(errno('SQLITE_FULL'));
        written.push(row);
      },
    };
    const onVolume = new DiskSpace('/data', 1048576, true, 60_000, ask);
    const guarded = guardRows(writer as never, onVolume);
    await guarded.insert(Object, { a: 1 });
    volume.free = 0;
    await expect(guarded.insert(Object, { a: 2 })).rejects.toBeInstanceOf(DatabaseUnavailableError); // cached figure still said room
    await expect(guarded.insert(Object, { a: 3 })).rejects.toBeInstanceOf(DiskFullError); // asked again at once
    expect(written).toEqual([{ a: 1 }]);
    const elsewhere = new DiskSpace('/data', 1048576, false, 0, fakeVolume(0).ask);
    expect(guardRows(writer as never, elsewhere)).toBe(writer);
  });
});
