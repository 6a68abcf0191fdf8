import type { FastifyServerOptions } from 'fastify';
import { AccessLog, redactUrl, type LogFormat } from './access-log.ts';
import { safeMessage, scrub, secretsOf, serializeError } from './error-serializer.ts';
import { LogWriter, type LogOutput } from './log-writer.ts';
import { prettyLine } from './pretty-log.ts';

export type { LogFormat } from './access-log.ts';
export type LogFormatSetting = LogFormat | 'auto';

export interface LoggingOptions {
  level: string;
  format: LogFormat;
  output: LogOutput;
}

/** The server's logging: options for the framework's logger, and the access log beside it. */
export interface Logging {
  fastifyLogger: Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Null when the level leaves info lines out. */
  access: AccessLog | null;
  flush(): void;
  close(): void;
}

/** `auto`: readable lines for a person at a terminal, JSON lines for anything else. */
export function resolveLogFormat(setting: LogFormatSetting, isTerminal: boolean): LogFormat {
  if (setting === 'auto') return isTerminal ? 'pretty' : 'json';
  return setting;
}

/** pino's levels: info and anything more detailed records requests. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

type LogMethod = (this: unknown, ...args: unknown[]) => void;

/**
 * A message given beside an error (often the error's own message, values and all) loses the
 * values of that error's query too; without one, the line takes the redacted message.
 */
function redactLogCall(this: unknown, args: unknown[], method: LogMethod): void {
  const first = args[0];
  const error =
    first instanceof Error
      ? first
      : first !== null &&
          typeof first === 'object' &&
          (first as { err?: unknown }).err instanceof Error
        ? (first as { err: Error }).err
        : null;
  if (!error) return method.apply(this, args);
  const secrets = secretsOf(error);
  const rest = args.slice(1).map((a) => (typeof a === 'string' ? scrub(a, secrets) : a));
  if (rest.length === 0) rest.push(safeMessage(error));
  return method.apply(this, [first, ...rest]);
}

export function createLogging(options: LoggingOptions): Logging {
  const writer = new LogWriter(options.output);
  const format = options.format;
  // pino tells a stream flagged this way the level of the line it is about to write.
  const destination = {
    [Symbol.for('pino.metadata')]: true,
    lastLevel: 0,
    write(line: string) {
      const text = format === 'pretty' ? prettyLine(line) : line;
      if (this.lastLevel >= LEVEL_VALUES.warn!) writer.writeNow(text);
      else writer.write(text);
    },
  };
  const level = options.level;
  const recordsRequests = (LEVEL_VALUES[level] ?? LEVEL_VALUES.info!) <= LEVEL_VALUES.info!;
  return {
    fastifyLogger: {
      level,
      // Lines stay short: no pid or hostname on each (the process manager knows them).
      base: null,
      serializers: {
        err: serializeError,
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
      hooks: { logMethod: redactLogCall },
      stream: destination,
    } as Logging['fastifyLogger'],
    access: recordsRequests ? new AccessLog(writer, format) : null,
    flush: () => writer.flush(),
    close: () => writer.close(),
  };
}
