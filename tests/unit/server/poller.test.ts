/** The timer every instance's jobs run on (modules/poller.ts): looks in turn, survives a failed look, drains on stop. */
import { describe, expect, it } from 'vitest';
import { Poller } from '../../../server/src/modules/poller';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Poller', () => {
  it('looks again after a failed look, never two at once, and stop waits for the look in flight', async () => {
    const failures: unknown[] = [];
    let looks = 0;
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => {};
    const poller = new Poller(
      async () => {
        looks++;
        inFlight++;
        most = Math.max(most, inFlight);
        try {
          if (looks === 1) throw new Error('database away');
          if (looks === 3) await new Promise<void>((resolve) => (release = resolve));
        } finally {
          inFlight--;
        }
      },
      { firstMs: 1, everyMs: 2 },
      (error) => failures.push(error),
    );
    poller.start();
    await expect.poll(() => looks, { timeout: 2_000, interval: 5 }).toBe(3);
    expect(failures).toEqual([new Error('database away')]);
    let stopped = false;
    const stopping = poller.stop().then(() => (stopped = true));
    await later(20);
    expect(stopped).toBe(false); // the third look is still running
    release();
    await stopping;
    await later(20);
    expect(looks).toBe(3); // no look after stop
    expect(most).toBe(1);
  });
});
