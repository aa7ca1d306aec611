import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadiness, type HealthProbe } from '../../../server/src/http/health';

afterEach(() => {
  vi.useRealTimers();
});

/** A probe whose answers the test controls, counting its calls. */
function probe(name: string, answer: () => Promise<boolean> | boolean = () => true) {
  const counted = {
    calls: 0,
    name,
    check: async () => {
      counted.calls += 1;
      return answer();
    },
  };
  return counted;
}

describe('readiness probes', () => {
  it('runs one round for many concurrent callers and reuses it within the interval', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const database = probe('database', async () => {
      await gate;
      return true;
    });
    const storage = probe('storage');
    const readiness = createReadiness({ probes: [database, storage], intervalMs: 60_000 });
    const answers = Array.from({ length: 200 }, () => readiness.check());
    release();
    for (const answer of await Promise.all(answers))
      expect(answer).toEqual({ ok: true, parts: { database: true, storage: true } });
    await readiness.check();
    expect([database.calls, storage.calls]).toEqual([1, 1]);
  });

  it('probes again once the interval has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const storage = probe('storage');
    const readiness = createReadiness({ probes: [storage], intervalMs: 2000 });
    await readiness.check();
    vi.advanceTimersByTime(1999);
    await readiness.check();
    expect(storage.calls).toBe(1);
    vi.advanceTimersByTime(1);
    await readiness.check();
    expect(storage.calls).toBe(2);
  });

  it('probes again at once after invalidate(), and a round started before it is not kept', async () => {
    let up = true;
    let release!: () => void;
    let gate: Promise<void> = Promise.resolve();
    const storage = probe('storage', async () => {
      const answer = up;
      await gate;
      return answer;
    });
    const readiness = createReadiness({ probes: [storage], intervalMs: 60_000 });
    expect((await readiness.check()).ok).toBe(true);
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    readiness.invalidate();
    const early = readiness.check(); // starts a round that still sees the store up
    up = false;
    readiness.invalidate(); // a request just failed
    const late = readiness.check(); // must not join the earlier round
    release();
    expect((await early).ok).toBe(true);
    expect(await late).toEqual({ ok: false, parts: { storage: false } });
    expect(storage.calls).toBe(3);
  });

  it('counts a rejection, a non-boolean and a probe past its deadline as down', async () => {
    const readiness = createReadiness({
      intervalMs: 0,
      timeoutMs: 50,
      probes: [
        {
          name: 'thrown',
          check: () => {
            throw new Error('sync');
          },
        },
        { name: 'rejected', check: () => Promise.reject(new Error('async')) },
        { name: 'slow', check: () => new Promise<boolean>(() => undefined) },
        { name: 'fine', check: async () => true },
      ],
    });
    expect(await readiness.check()).toEqual({
      ok: false,
      parts: { thrown: false, rejected: false, slow: false, fine: true },
    });
  });

  it('reads a live failing flag on every answer, not from the cache', async () => {
    let failing = false;
    const database: HealthProbe = { ...probe('database'), failing: () => failing };
    const readiness = createReadiness({ probes: [database], intervalMs: 60_000 });
    expect((await readiness.check()).ok).toBe(true);
    failing = true;
    expect(await readiness.check()).toEqual({ ok: false, parts: { database: false } });
    failing = false;
    expect((await readiness.check()).ok).toBe(true);
  });

  it('refuses two probes of one name', () => {
    expect(() => createReadiness({ probes: [probe('disk'), probe('disk')], intervalMs: 0 })).toThrow(/disk/);
  });
});
