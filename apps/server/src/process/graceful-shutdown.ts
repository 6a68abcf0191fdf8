import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closed once no request is left (the database). */
  afterServer: () => Promise<void>;
  /** How long requests in flight may take before their connections are cut. */
  graceMs: number;
  /** Called with the exit code once everything is closed. */
  exit: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (requests
 * that still arrive get 503), close keep-alive connections as they go idle, and when the grace
 * period is over destroy whatever connection is left, whatever its client is doing. A second
 * signal cuts the grace short.
 */
export function handleShutdownSignals(options: ShutdownOptions): void {
  let shuttingDown: Promise<void> | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      options.app.log.warn({ signal }, 'second signal: closing every connection now');
      options.app.server.closeAllConnections();
      return;
    }
    shuttingDown = shutdown(options, signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function shutdown(
  { app, afterServer, graceMs, exit }: ShutdownOptions,
  signal: NodeJS.Signals,
): Promise<void> {
  app.log.info({ signal, graceMs }, 'shutting down: finishing in-flight requests');
  const server = app.server;
  // Node closes the connections that are idle when closing starts; these become idle later.
  const reapIdle = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    app.log.warn('shutdown grace period over: closing the remaining connections');
    server.closeAllConnections();
  }, graceMs);
  // The last resort, should closing hang once no connection is left.
  const backstop = setTimeout(() => {
    app.log.error('shutdown did not finish after the grace period: exiting');
    exit(1);
  }, graceMs + 5_000);
  try {
    await app.close();
    clearTimeout(deadline);
    clearInterval(reapIdle);
    await afterServer();
    clearTimeout(backstop);
    app.log.info('shut down');
    exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    exit(1);
  }
}
