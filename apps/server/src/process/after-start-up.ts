import type { FastifyInstance } from 'fastify';

/**
 * How long the server has been listening before its background work begins. The embedded
 * database answers on the server's own thread, so work that starts with listening (building the
 * template websites, sampling statistics) would hold up the first requests: a health probe, the
 * dashboard opened as the server comes up.
 */
export const AFTER_START_UP_MS = 1000;

/**
 * Runs `work` once the server has listened for `AFTER_START_UP_MS`; never if it closes first.
 * An app that never listens (one driven by `inject`) never runs it.
 */
export function afterStartUp(app: FastifyInstance, work: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', (done) => {
    timer = setTimeout(work, AFTER_START_UP_MS);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
}
