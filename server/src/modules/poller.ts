/**
 * A job every instance runs on a timer (reminders, summaries, retention, sweeps): a first look soon after start,
 * then one every `everyMs` after the last ends (never two at once in one process); a failed look is reported and the
 * next one comes as usual. `stop` clears the timer and waits for a look in flight (the drain).
 */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly look: () => Promise<unknown>,
    private readonly timing: { firstMs: number; everyMs: number },
    private readonly failed: (error: unknown) => void,
  ) {}

  start(): void {
    const tick = () => {
      this.running = this.look()
        .catch(this.failed)
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = setTimeout(tick, this.timing.everyMs).unref();
        });
    };
    this.timer = setTimeout(tick, this.timing.firstMs).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
