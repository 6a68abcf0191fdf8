import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AccessLog } from '../../http/access-log.ts';
import { kindOf, type RequestMetrics } from '../../http/metrics-requests.ts';
import { writeAnswer } from './respond.ts';
import { markNotASite } from './routes.ts';
import type { SiteResponder } from './site-responder.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FastPathOptions {
  sites: SiteResponder;
  /** As the framework's `trustProxy: true`: X-Forwarded-Host/-Proto/-For name the client's. */
  trustProxy: boolean;
  /** Where answered requests are recorded, if anywhere. */
  accessLog: AccessLog | null;
  /** Where answered requests are counted (GET /metrics), if anywhere. */
  metrics?: RequestMetrics;
}

const lastEntry = (header: string | string[]) =>
  String(header)
    .slice(String(header).lastIndexOf(',') + 1)
    .trim();
const firstEntry = (header: string | string[]) => String(header).split(',')[0]!.trim();

/**
 * Published sites before the framework. The server's request listener asks the site responder
 * directly for a plain GET or HEAD on a site host and writes its answer, skipping the per-request
 * work of the framework (request and reply objects, child logger, hook chains, routing), which
 * costs about as much as serving a cached page. Everything else, and anything the fast path is
 * unsure of (a body, an encoded path, a failed lookup, the server closing), goes to the
 * framework's handler untouched, where the sites hook (routes.ts) gives the same answers.
 */
export class SiteFastPath {
  /** Set when the application starts closing: from then on the framework answers (503). */
  closing = false;
  /** Requests answered here; read by the tests that compare both paths. */
  answered = 0;

  constructor(private readonly options: FastPathOptions) {}

  /** The request listener: answers what it can and hands the rest to `next`. */
  listener(next: Handler): Handler {
    return (req, res) => {
      const method = req.method;
      const url = req.url ?? '';
      if (
        this.closing ||
        (method !== 'GET' && method !== 'HEAD') ||
        url.charCodeAt(0) !== 47 ||
        url.includes('%') ||
        req.headers['transfer-encoding'] !== undefined ||
        (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0')
      ) {
        return next(req, res);
      }
      const { trustProxy, sites } = this.options;
      const forwardedHost = trustProxy ? req.headers['x-forwarded-host'] : undefined;
      const host = forwardedHost ? lastEntry(forwardedHost) : (req.headers.host ?? '');
      const address = sites.address(host);
      if (!address) {
        markNotASite(req);
        return next(req, res);
      }
      const started = performance.now();
      const forwardedProto = trustProxy ? req.headers['x-forwarded-proto'] : undefined;
      const protocol = forwardedProto
        ? lastEntry(forwardedProto)
        : (req.socket as TLSSocket).encrypted
          ? 'https'
          : 'http';
      const forwardedFor = trustProxy ? req.headers['x-forwarded-for'] : undefined;
      const ip = forwardedFor ? firstEntry(forwardedFor) : req.socket.remoteAddress;
      sites.answer(address, host, { method, url, protocol, headers: req.headers, ip }).then(
        (answer) => {
          if (!answer) {
            markNotASite(req);
            return next(req, res);
          }
          try {
            writeAnswer(res, answer, method === 'HEAD');
          } catch {
            // A header Node refuses (an odd byte in a redirect's query): the framework's way.
            if (!res.headersSent) return next(req, res);
            res.destroy();
            return;
          }
          this.answered += 1;
          const ms = performance.now() - started;
          this.options.metrics?.record(kindOf(url, true), answer.status, ms);
          this.record(req, method, host, url, answer.status, ms);
        },
        // A failed lookup is retried by the framework, whose error handler answers and logs it.
        () => next(req, res),
      );
    };
  }

  private record(
    req: IncomingMessage,
    method: string,
    host: string,
    url: string,
    status: number,
    ms: number,
  ): void {
    const log = this.options.accessLog;
    if (!log) return;
    const forwardedFor = this.options.trustProxy ? req.headers['x-forwarded-for'] : undefined;
    log.record({
      method,
      host,
      url,
      status,
      ms,
      ip: forwardedFor ? firstEntry(forwardedFor) : req.socket.remoteAddress,
    });
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make, with the same settings, whose
   * listener tries the fast path first.
   */
  serverFactory() {
    return (handler: Handler, options: Record<string, unknown>): http.Server => {
      const server = http.createServer(
        (options.http as http.ServerOptions | undefined) ?? {},
        this.listener(handler),
      );
      if (typeof options.keepAliveTimeout === 'number')
        server.keepAliveTimeout = options.keepAliveTimeout;
      if (typeof options.requestTimeout === 'number')
        server.requestTimeout = options.requestTimeout;
      if (typeof options.connectionTimeout === 'number')
        server.setTimeout(options.connectionTimeout);
      if (typeof options.maxRequestsPerSocket === 'number' && options.maxRequestsPerSocket > 0)
        server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    siteFastPath: SiteFastPath;
  }
}
