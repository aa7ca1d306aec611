/**
 * What a database error means for the caller: a data error (this row is wrong: retry its neighbours
 * alone), a lock (SQLite: another connection holds the write lock; wait a little without blocking the
 * event loop and try again), or the database being out of reach (a timeout, a lost connection: answer
 * 503 at once, never retry row by row).
 */
import { setTimeout as sleep } from 'node:timers/promises';

type Coded = { code?: unknown; driverError?: { code?: unknown; message?: unknown }; message?: unknown; name?: unknown };

function codeOf(error: unknown): string {
  const e = error as Coded | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : '';
}

function messageOf(error: unknown): string {
  const e = error as Coded | null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return `${text(e?.message)} ${text(e?.driverError?.message)}`;
}

/** SQLITE_BUSY / SQLITE_LOCKED (and their extended codes): another connection holds the lock. */
export function isBusy(error: unknown): boolean {
  const code = codeOf(error);
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

/** A unique index refused the row (PostgreSQL 23505; SQLite's UNIQUE or PRIMARY KEY constraint). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

const SQLITE_DATA = ['SQLITE_CONSTRAINT', 'SQLITE_MISMATCH', 'SQLITE_TOOBIG', 'SQLITE_RANGE'];

/**
 * The row itself was refused (a constraint, a value out of range, a wrong type): the database works,
 * so the rows written together with it deserve a try on their own. PostgreSQL SQLSTATE classes 22
 * (data exception) and 23 (integrity constraint violation); SQLite's constraint and type errors.
 */
export function isDataError(error: unknown): boolean {
  const code = codeOf(error);
  if (/^2[23][0-9A-Z]{3}$/.test(code)) return true;
  return SQLITE_DATA.some((prefix) => code.startsWith(prefix));
}

const UNREACHABLE_MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|not queryable|Connection ended|terminating connection/i;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The database cannot answer now (locked, out of reach, too slow, shutting down): a 503, not a bug.
 * PostgreSQL SQLSTATE classes 08 (connection), 53 (insufficient resources), 57 (operator intervention,
 * including 57014 statement timeout), 55P03 (lock not available); SQLite busy/locked, I/O and full disk.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isBusy(error)) return true;
  const code = codeOf(error);
  if (/^(08|53|57)[0-9A-Z]{3}$/.test(code) || code === '55P03') return true;
  if (
    code.startsWith('SQLITE_IOERR') ||
    code === 'SQLITE_FULL' ||
    code === 'SQLITE_CANTOPEN' ||
    code === 'SQLITE_PROTOCOL'
  )
    return true;
  if (NETWORK_CODES.has(code)) return true;
  return UNREACHABLE_MESSAGES.test(messageOf(error));
}

/**
 * Runs `attempt` again while it fails with SQLITE_BUSY / SQLITE_LOCKED, waiting between tries with
 * timers (never on the event loop: busy_timeout is 0 on the main connection), for at most `budgetMs`
 * in all (measured on the monotonic clock); then the last busy error is thrown. The caller has already
 * made the first, synchronous try, so a free database pays nothing for this.
 */
export async function retryWhileBusy<T>(attempt: () => T | Promise<T>, budgetMs: number, first?: unknown): Promise<T> {
  const started = performance.now();
  let lastError: unknown = first;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    const left = budgetMs - (performance.now() - started);
    if (left <= 0) throw lastError;
    await sleep(Math.min(wait, left));
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      lastError = error;
    }
  }
}

const budgets = new WeakMap<object, number>();

/** How long SQLite writes on this data source may wait for a lock in all (see retryWhileBusy). */
export function busyBudgetOf(dataSource: object): number {
  return budgets.get(dataSource) ?? 1000;
}

export function setBusyBudget(dataSource: object, ms: number): void {
  budgets.set(dataSource, ms);
}
