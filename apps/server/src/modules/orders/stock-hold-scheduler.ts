import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PeriodicTask } from '../../process/periodic-task.ts';
import type { StockHolds } from './stock-holds.ts';

/**
 * Releases the stock of unpaid orders whose hold ended, every `intervalMs` (0: only when `tick`
 * is called); the holds' own clock says what has ended.
 */
export class StockHoldScheduler extends PeriodicTask {
  constructor(
    private readonly deps: { holds: StockHolds; intervalMs: number; log: FastifyBaseLogger },
  ) {
    super({ intervalMs: deps.intervalMs, log: deps.log, failure: 'releasing held stock failed' });
  }

  /** Resolves to the number of orders cancelled. */
  protected pass(): Promise<number> {
    return this.deps.holds.releaseExpired();
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
