/**
 * Free space on the data volume (DATA_DIR: uploads in flight, the disk object store, the SQLite file).
 * Below DISK_MIN_FREE_BYTES the instance reads not ready (`disk: down` on /healthz), uploads that the
 * free space could not hold are refused before their body is read, and on SQLite new rows are refused
 * too; all with 503 and Retry-After. It comes back by itself once space is freed, no restart.
 *
 * Cheap: the volume is asked (statfs) at most once per `intervalMs` (1 s), shared by every caller;
 * a request in between reads the remembered figure without waiting.
 */
import { statfs } from 'node:fs/promises';
import { DiskFullError } from '../errors';

/** A readiness probe as /healthz lists them: `disk: 'up' | 'down'`. */
export interface HealthProbe {
  readonly name: string;
  check(): Promise<boolean>;
}

export class DiskSpace implements HealthProbe {
  readonly name = 'disk';
  /** Bytes available to the server, or null when the volume could not be asked. */
  private free: number | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private asking: Promise<number | null> | null = null;

  constructor(
    readonly dir: string,
    /** Below this many free bytes the volume counts as full (0: only a volume with no byte left). */
    readonly minFreeBytes: number,
    /** Whether the database's rows are written on this volume too (SQLite under DATA_DIR). */
    readonly holdsDatabase: boolean,
    private readonly intervalMs = 1000,
    private readonly ask: (dir: string) => Promise<{ bavail: number; bsize: number }> = statfs,
  ) {}

  /** Free bytes (what an unprivileged writer may use), at most intervalMs old; null when statfs fails. */
  freeBytes(): number | null | Promise<number | null> {
    if (Date.now() - this.checkedAt < this.intervalMs) return this.free;
    this.asking ??= this.ask(this.dir)
      .then(
        (stats) => Number(stats.bavail) * Number(stats.bsize),
        () => null, // the volume cannot be asked: the writes themselves will say what is wrong
      )
      .then((free) => {
        this.free = free;
        this.checkedAt = Date.now();
        this.asking = null;
        return free;
      });
    return this.asking;
  }

  /** For readiness: false below the threshold, with no byte free, or when the volume cannot be asked. */
  async check(): Promise<boolean> {
    const free = await this.freeBytes();
    return free !== null && free > 0 && free >= this.minFreeBytes;
  }

  /** Throws DiskFullError (503, Retry-After) unless `bytes` more fit above the threshold. */
  async assertRoomFor(bytes: number): Promise<void> {
    const free = await this.freeBytes();
    if (free !== null && (free <= 0 || free < bytes + this.minFreeBytes)) throw new DiskFullError();
  }

  /** Before a row is written: refused below the threshold when the database lives on this volume. */
  assertRowsFit(): void | Promise<void> {
    if (!this.holdsDatabase) return;
    const free = this.freeBytes();
    if (typeof free === 'number' || free === null) {
      if (free !== null && (free <= 0 || free < this.minFreeBytes)) throw new DiskFullError();
      return;
    }
    return free.then((bytes) => {
      if (bytes !== null && (bytes <= 0 || bytes < this.minFreeBytes)) throw new DiskFullError();
    });
  }

  /** After a write failed for want of space: the next caller asks the volume again instead of trusting the old figure. */
  forget(): void {
    if (!this.asking) this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}
