/**
 * The group-commit writer without a database: its failure window runs on a monotonic clock, a locked
 * SQLite file is waited for with timers (the event loop keeps turning), and a failed batch fails
 * together unless the database refused one row's data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataSource } from 'typeorm';
import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { RowWriter } from '../../../server/src/db/row-writer';
import { isDataError, isDatabaseUnavailable, setBusyBudget } from '../../../server/src/db/database-errors';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

/** A fake better-sqlite3 data source whose every statement asks `outcome` what to do with the row. */
function fakeSqlite(outcome: (row: unknown[]) => Error | null, busyBudgetMs = 300) {
  const attempts: number[] = [];
  const dataSource = {
    options: { type: 'better-sqlite3' },
    getMetadata: () => ({
      tableName: 't',
      columns: [{ databaseName: 'v', getEntityValue: (row: { v: unknown }) => row.v }],
    }),
    // a better-sqlite3 driver (sqliteConnection checks the class) with a connection that is not a file
    driver: Object.assign(Object.create(BetterSqlite3Driver.prototype) as object, {
      preparePersistentValue: (value: unknown) => value,
      databaseConnection: {
        prepare: () => ({
          run: (...values: unknown[]) => {
            const error = outcome(values);
            if (error) throw error;
          },
        }),
        transaction: (fn: (rows: unknown[]) => void) => (rows: unknown[]) => {
          attempts.push(rows.length);
          fn(rows);
        },
      },
    }),
  } as unknown as DataSource;
  setBusyBudget(dataSource, busyBudgetMs);
  return { dataSource, attempts };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RowWriter failure window', () => {
  it('is measured on the injected monotonic clock: 15 s after the last failure, cleared by a success', async () => {
    let failing = true;
    let clock = 1_000;
    const { dataSource } = fakeSqlite(() => (failing ? coded('SQLITE_IOERR') : null));
    const writer = new RowWriter(dataSource, 500, () => clock);
    await expect(writer.insert({} as never, { v: 1 })).rejects.toThrow(/database/i);
    expect(writer.failing).toBe(true);
    clock += 14_999;
    expect(writer.failing).toBe(true);
    clock += 1;
    expect(writer.failing).toBe(false);
    await expect(writer.insert({} as never, { v: 2 })).rejects.toThrow();
    expect(writer.failing).toBe(true);
    failing = false;
    await writer.insert({} as never, { v: 3 });
    expect(writer.failing).toBe(false);
  });

  it('is not moved by a wall clock stepped back or forward (the default clock is performance.now)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T12:00:00Z') });
    let failing = true;
    const { dataSource } = fakeSqlite(() => (failing ? coded('SQLITE_IOERR') : null));
    const writer = new RowWriter(dataSource);
    await expect(writer.insert({} as never, { v: 1 })).rejects.toThrow();
    // the issue: one failure, then the clock stepped back an hour: /healthz said "down" for ~50 minutes
    vi.setSystemTime(new Date('2026-01-01T11:00:00Z'));
    failing = false;
    await writer.insert({} as never, { v: 2 });
    expect(writer.failing).toBe(false);
    // and a step forward does not end a real failure window early
    failing = true;
    await expect(writer.insert({} as never, { v: 3 })).rejects.toThrow();
    vi.setSystemTime(new Date('2026-01-01T15:00:00Z'));
    expect(writer.failing).toBe(true);
  });
});

describe('RowWriter on a locked SQLite file', () => {
  it('waits with timers, not on the event loop, and writes once the lock is gone', async () => {
    let busyUntil = performance.now() + 120;
    const { dataSource, attempts } = fakeSqlite(() =>
      performance.now() < busyUntil ? coded('SQLITE_BUSY', 'database is locked') : null,
    );
    const writer = new RowWriter(dataSource);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    await writer.insert({} as never, { v: 1 });
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(5); // the event loop kept turning while the write waited
    expect(attempts.length).toBeGreaterThan(2);
    expect(writer.failing).toBe(false);
    busyUntil = 0;
  });

  it('gives up with a 503 error after its busy budget, all rows of the batch at once', async () => {
    const { dataSource } = fakeSqlite(() => coded('SQLITE_BUSY', 'database is locked'), 200);
    const writer = new RowWriter(dataSource);
    const started = performance.now();
    const results = await Promise.allSettled([1, 2, 3].map((v) => writer.insert({} as never, { v })));
    const elapsed = performance.now() - started;
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(600);
    expect(writer.failing).toBe(true);
  });
});

describe('RowWriter batch failures', () => {
  it('fails a batch together, once, when the database is out of reach', async () => {
    const { dataSource, attempts } = fakeSqlite(() => coded('SQLITE_IOERR', 'disk I/O error'));
    const writer = new RowWriter(dataSource);
    const results = await Promise.allSettled([1, 2, 3, 4].map((v) => writer.insert({} as never, { v })));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(attempts).toEqual([4]); // never retried row by row
  });

  it('retries row by row when one row is refused, so its neighbours are kept', async () => {
    const { dataSource, attempts } = fakeSqlite((values) =>
      values[0] === 2 ? coded('SQLITE_CONSTRAINT_CHECK', 'CHECK constraint failed') : null,
    );
    const writer = new RowWriter(dataSource);
    const results = await Promise.allSettled([1, 2, 3].map((v) => writer.insert({} as never, { v })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(attempts).toEqual([3, 1, 1, 1]);
    expect(writer.failing).toBe(false); // a refused row says nothing about the database's health
  });
});

describe('database error classes', () => {
  it('tells data errors from an unreachable database', () => {
    expect(isDataError(coded('23505'))).toBe(true);
    expect(isDataError(coded('22001'))).toBe(true);
    expect(isDataError(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isDataError(new Error('Query read timeout'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable({ driverError: coded('SQLITE_BUSY') })).toBe(true);
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('42601', 'syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(coded('23505'))).toBe(false);
  });
});
