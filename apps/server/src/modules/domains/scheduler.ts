import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PeriodicTask } from '../../process/periodic-task.ts';
import type { DomainService } from './service.ts';

/** Runs the due domain checks every `intervalMs` (0: only when `tick` is called). */
export class DomainCheckScheduler extends PeriodicTask {
  constructor(
    private readonly deps: { domains: DomainService; intervalMs: number; log: FastifyBaseLogger },
  ) {
    super({ intervalMs: deps.intervalMs, log: deps.log, failure: 'custom domain checks failed' });
  }

  /** Resolves to the number of domains checked; stopping cuts short the lookups under way. */
  protected pass(when: Date | undefined, signal: AbortSignal): Promise<number> {
    return this.deps.domains.checkDue(when ?? new Date(), signal);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    domainChecks: DomainCheckScheduler;
  }
}

/** Starts the periodic checks once the app is ready and stops them when it closes. */
export function registerDomainChecks(
  app: FastifyInstance,
  domains: DomainService,
  intervalMs: number,
): void {
  const scheduler = new DomainCheckScheduler({ domains, intervalMs, log: app.log });
  app.decorate('domainChecks', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}
