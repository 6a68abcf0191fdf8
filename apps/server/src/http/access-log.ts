import { LogController, type FastifyInstance } from 'fastify';
import type { LogWriter } from './log-writer.ts';
import { prettyRecord } from './pretty-log.ts';

export type LogFormat = 'json' | 'pretty';

/** One finished request, as the access log records it. */
export interface AccessEntry {
  /** The framework's request id; requests answered before the framework have none. */
  reqId?: string;
  method: string;
  host: string;
  url: string;
  status: number;
  ms: number;
  ip: string | undefined;
}

/** JSON string literals of the hosts, paths and addresses seen lately: most requests repeat them. */
const quoted = new Map<string, string>();
function quote(text: string): string {
  let literal = quoted.get(text);
  if (literal === undefined) {
    literal = JSON.stringify(text);
    if (quoted.size >= 1000) quoted.clear();
    quoted.set(text, literal);
  }
  return literal;
}

/** Strips secrets that may ride in a query string (reset links) before a URL is logged. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(/([?&](?:token|password)=)[^&]*/gi, '$1[redacted]') : url;
}

/**
 * One short line per request, at level info: method, host, path, status and duration (plus the
 * request id and client address), never headers or bodies. Lines are built by hand rather than
 * through the general logger and batched by the writer, since this is the one log line every
 * request pays for.
 */
export class AccessLog {
  constructor(
    private readonly writer: LogWriter,
    private readonly format: LogFormat,
  ) {}

  record(entry: AccessEntry): void {
    const time = Date.now();
    const url = redactUrl(entry.url);
    const ms = Math.round(entry.ms * 100) / 100;
    if (this.format === 'pretty') {
      this.writer.write(prettyRecord({ level: 30, time, ...entry, url, ms }));
      return;
    }
    this.writer.write(
      `{"level":30,"time":${time}${entry.reqId ? `,"reqId":${JSON.stringify(entry.reqId)}` : ''}` +
        `,"method":${quote(entry.method)},"host":${quote(entry.host)},"url":${quote(url)}` +
        `,"status":${entry.status},"ms":${ms}${entry.ip ? `,"ip":${quote(entry.ip)}` : ''}` +
        `,"msg":"request"}\n`,
    );
  }
}

/** Records every request the framework answers (published sites answered before it log their own). */
export function registerAccessLog(app: FastifyInstance, access: AccessLog): void {
  app.addHook('onResponse', (request, reply, done) => {
    access.record({
      reqId: request.id,
      method: request.method,
      host: request.host,
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
      ip: request.ip,
    });
    done();
  });
}

/**
 * The framework's own per-request lines ("incoming request", "request completed") give way to the
 * access log's one line; a request that ends in an error is still reported.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    if (args[0]) super.requestCompleted(...args);
  }
}
