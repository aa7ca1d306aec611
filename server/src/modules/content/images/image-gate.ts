/**
 * One image processed at a time in this process (decoding and encoding are the costly part: memory and
 * CPU stay bounded whatever the number of uploads). An upload that finds the gate taken waits its turn
 * for a bounded time, behind a bounded queue; past either it gets a 503 with Retry-After.
 */
import { ServiceUnavailableError } from '../../../errors';

/** Seconds a client is asked to wait when images are queued past the bounds. */
export const IMAGE_BUSY_RETRY_SECONDS = 10;

export class ImagesBusyError extends ServiceUnavailableError {
  constructor() {
    super('Other images are being processed. Please try again in a few seconds.', IMAGE_BUSY_RETRY_SECONDS);
  }
}

export class ImageGate {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxWaitMs = 30_000,
    private readonly maxQueued = 8,
  ) {}

  /** Runs `work` once the gate is free; ImagesBusyError when the queue is full or the wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxQueued) return Promise.reject(new ImagesBusyError());
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(new ImagesBusyError());
      }, this.maxWaitMs);
      this.waiting.push(turn);
    });
  }

  /** The next in line gets the gate as it is (it stays taken), or it opens. */
  private leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }
}
