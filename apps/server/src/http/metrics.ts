import type { FastifyInstance, FastifyRequest } from 'fastify';
import { underWorkers, WorkerMetricsChannel } from '../process/metrics-gathering.ts';
import { sameToken } from '../process/operator-channel.ts';
import { isSiteAnswer } from '../modules/sites/routes.ts';
import { AppError } from './errors.ts';
import { EXPOSITION_CONTENT_TYPE, Exposition, labelSet } from './metrics-exposition.ts';
import { Gauges, type GaugeSources } from './metrics-gauges.ts';
import { kindOf, type RequestMetrics } from './metrics-requests.ts';
import type { Readiness } from './readiness.ts';

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;
const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who may read the metrics. A request carrying a bearer token is let in only when it is
 * METRICS_TOKEN (compared in constant time). Without one, only a direct connection from this
 * machine: the socket's own address is loopback and no proxy header says the request came from
 * further away. A reverse proxy on the same machine connects from loopback too, on behalf of
 * anyone, so its forwarding headers shut that door rather than open it, even with TRUST_PROXY.
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const given = BEARER.exec(authorization)?.[1];
    return token !== undefined && given !== undefined && sameToken(given, token);
  }
  const remote = request.raw.socket.remoteAddress;
  const { headers } = request;
  const proxied =
    headers['x-forwarded-for'] !== undefined ||
    headers.forwarded !== undefined ||
    headers['x-real-ip'] !== undefined;
  return remote !== undefined && LOOPBACK.test(remote) && !proxied;
}

export interface MetricsOptions extends Omit<GaugeSources, 'now'> {
  /** METRICS_TOKEN: a bearer token that opens the metrics to other machines. */
  token: string | undefined;
  /** The counters the request path bumps: `countRequests`' hook and the sites' fast path. */
  requests: RequestMetrics;
  readiness: Readiness;
  now: () => number;
}

/**
 * Counts every request the framework answers (published sites answered before it are counted
 * by their fast path). Added before any route's plugin, so that every route has the hook.
 */
export function countRequests(app: FastifyInstance, requests: RequestMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    requests.record(
      kindOf(request.url, isSiteAnswer(request.raw)),
      reply.statusCode,
      reply.elapsedTime,
    );
    done();
  });
}

/**
 * `GET /metrics` in Prometheus' text format. Anyone not allowed gets the 404 of a path that
 * does not exist. Under WORKERS, whichever process is scraped answers for all of them
 * (process/metrics-gathering.ts).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { requests, readiness, token } = options;
  const gauges = new Gauges(options);
  const info = labelSet({ database: options.database.kind });
  const own = async () => {
    const out = new Exposition();
    out.family('tessera_info', 'gauge', 'Always 1; the labels say which database serves.');
    out.sample('tessera_info', info, 1);
    out.gauge(
      'tessera_ready',
      'Whether this process takes traffic: 1 as GET /api/ready answers 200, else 0.',
      readiness.state === 'ready' ? 1 : 0,
    );
    requests.write(out);
    await gauges.write(out);
    return out.toString();
  };
  const channel = underWorkers ? new WorkerMetricsChannel(own) : null;
  app.addHook('onClose', (_instance, done) => {
    gauges.stop();
    channel?.close();
    done();
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, token)) {
      throw new AppError(404, 'NOT_FOUND', `No route for ${request.method} /metrics`);
    }
    const text = channel ? await channel.all() : await own();
    if (text === null) {
      throw new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'The figures of the other server processes did not arrive in time.',
      );
    }
    return reply
      .header('content-type', EXPOSITION_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
