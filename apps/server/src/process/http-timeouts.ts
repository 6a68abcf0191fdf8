import type { Server } from 'node:http';

export interface HttpTimeouts {
  /** Time to receive a request's headers. */
  headersMs: number;
  /** Time to receive a whole request, body included. */
  requestMs: number;
  /** A connection with no traffic either way is closed after this long. */
  idleMs: number;
  /** How often Node looks for requests over their time limits. */
  checkEveryMs: number;
}

/**
 * Without limits a client that announces a body and never sends it holds a connection (and a
 * request) forever. Bodies are small (1 MB at most), so a minute is generous. The keep-alive
 * timeout is left as the framework sets it (longer than a proxy's usual 60 s, so a proxy never
 * reuses a connection the server is closing).
 */
export const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  idleMs: 120_000,
  checkEveryMs: 5_000,
};

/** Set on the server after it is made, so it works with whatever server the app was given. */
export function applyHttpTimeouts(server: Server, limits: HttpTimeouts = defaultHttpTimeouts) {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  server.timeout = limits.idleMs;
  // Read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    limits.checkEveryMs;
}
