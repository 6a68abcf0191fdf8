import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicSchedule {
  /** Between the end of one pass and the start of the next; 0: passes run only on `tick`. */
  intervalMs: number;
  log: FastifyBaseLogger;
  /** What the log says when a pass fails. */
  failure: string;
}

/**
 * Work the server does on its own every so often (custom domain checks, stock holds). A pass
 * never overlaps another, never throws out of its timer, never delays start-up and never keeps
 * the process alive; `stop` cuts short what it can (the signal) and waits for the pass under way.
 * `when` is the pass's moment: now, or one a test gives.
 */
export abstract class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private stopped = false;
  private abort = new AbortController();

  constructor(private readonly schedule: PeriodicSchedule) {}

  /** One pass; resolves to how many things it handled. */
  protected abstract pass(when: Date | undefined, signal: AbortSignal): Promise<number>;

  start(): void {
    this.stopped = false;
    this.abort = new AbortController();
    if (this.schedule.intervalMs > 0) this.scheduleNext();
  }

  /** One pass now (or joins the one under way); a failed pass is logged and counts 0. */
  tick(when?: Date): Promise<number> {
    if (!this.running) {
      this.running = this.pass(when, this.abort.signal)
        .catch((error: unknown) => {
          this.schedule.log.error({ err: error }, this.schedule.failure);
          return 0;
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.running;
  }

  private scheduleNext(): void {
    this.timer = setTimeout(() => {
      void this.tick().finally(() => {
        if (!this.stopped) this.scheduleNext();
      });
    }, this.schedule.intervalMs);
    this.timer.unref();
  }
}
