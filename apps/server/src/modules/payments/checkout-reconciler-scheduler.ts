import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PeriodicTask } from '../../process/periodic-task.ts';
import type { CheckoutReconciler } from './checkout-reconciler.ts';

/**
 * Asks Stripe about overdue checkout sessions every `intervalMs` (0: only when `tick` is called);
 * `tick(when)` runs a round as of that moment.
 */
export class CheckoutReconcilerScheduler extends PeriodicTask {
  constructor(
    private readonly deps: {
      reconciler: CheckoutReconciler;
      intervalMs: number;
      log: FastifyBaseLogger;
    },
  ) {
    super({
      intervalMs: deps.intervalMs,
      log: deps.log,
      failure: 'reconciling checkout sessions failed',
    });
  }

  /** Resolves to the number of sessions settled. */
  protected async pass(when: Date | undefined): Promise<number> {
    const round = await this.deps.reconciler.reconcile(when);
    return round.paid + round.unpaid;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    checkoutReconciler: CheckoutReconcilerScheduler;
  }
}

/** Starts the rounds once the app is ready and stops them when it closes. */
export function registerCheckoutReconciler(
  app: FastifyInstance,
  reconciler: CheckoutReconciler,
  intervalMs: number,
): void {
  const scheduler = new CheckoutReconcilerScheduler({ reconciler, intervalMs, log: app.log });
  app.decorate('checkoutReconciler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}
