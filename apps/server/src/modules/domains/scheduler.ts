import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DomainService } from './service.ts';

/**
 * Runs the due domain checks every `intervalMs` (0: only when `tick` is called). A pass never
 * overlaps another, never throws out of its timer, and never delays start-up.
 */
export class DomainCheckScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private stopped = false;
  private abort = new AbortController();

  constructor(
    private readonly deps: { domains: DomainService; intervalMs: number; log: FastifyBaseLogger },
  ) {}

  start(): void {
    this.stopped = false;
    this.abort = new AbortController();
    if (this.deps.intervalMs > 0) this.scheduleNext();
  }

  /** One pass now (or joins the one under way); resolves to the number of domains checked. */
  tick(now = new Date()): Promise<number> {
    if (!this.running) {
      this.running = this.deps.domains
        .checkDue(now, this.abort.signal)
        .catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'custom domain checks failed');
          return 0;
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  /** Stops the timer, cuts short the lookups under way and waits for the pass to end. */
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
    }, this.deps.intervalMs);
    // A pending check never keeps the process alive.
    this.timer.unref();
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
