import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { StockHolds } from './stock-holds.ts';

/**
 * Releases the stock of unpaid orders whose hold ended, every `intervalMs` (0: only when `tick`
 * is called). A pass never overlaps another, never throws out of its timer, and never delays
 * start-up.
 */
export class StockHoldScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: { holds: StockHolds; intervalMs: number; log: FastifyBaseLogger },
  ) {}

  start(): void {
    this.stopped = false;
    if (this.deps.intervalMs > 0) this.scheduleNext();
  }

  /** One pass now (or joins the one under way); resolves to the number of orders cancelled. */
  tick(): Promise<number> {
    if (!this.running) {
      this.running = this.deps.holds
        .releaseExpired()
        .catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'releasing held stock failed');
          return 0;
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  /** Stops the timer and waits for the pass under way, before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private scheduleNext(): void {
    this.timer = setTimeout(() => {
      void this.tick().finally(() => {
        if (!this.stopped) this.scheduleNext();
      });
    }, this.deps.intervalMs);
    // A pending pass never keeps the process alive.
    this.timer.unref();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    stockHolds: StockHoldScheduler;
  }
}

/** Starts the periodic passes once the app is ready and stops them when it closes. */
export function registerStockHolds(
  app: FastifyInstance,
  holds: StockHolds,
  intervalMs: number,
): void {
  const scheduler = new StockHoldScheduler({ holds, intervalMs, log: app.log });
  app.decorate('stockHolds', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}
