/**
 * The one serializer for every logged error. Database errors carry the values of the failed
 * query (Drizzle's message "Failed query: ... params: ...", the driver's `params`, PostgreSQL's
 * `detail: Key (email)=(...)` or `Failing row contains (...)`): password hashes, e-mail
 * addresses, tokens. The log keeps what an operator needs (the SQL text with its placeholders,
 * the error code, constraint, table and column) and never a value.
 */

export const REDACTED = '[redacted]';

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

/** Fields that hold the values of a query: replaced by a count. */
const VALUE_LISTS = new Set(['params', 'parameters', 'values', 'bindings', 'args']);
/** Fields kept out of the log altogether (driver internals). */
const DROPPED = new Set(['queryOptions', 'length']);
/** Shortest string treated as a secret wherever it is echoed (shorter ones are ids and flags). */
const MIN_SECRET = 3;
const MAX_DEPTH = 5;

type ErrorLike = Error & Record<string, unknown>;

const isError = (value: unknown): value is ErrorLike => value instanceof Error;

/** Every string value the errors of this chain were given as query parameters. */
export function secretsOf(error: unknown): string[] {
  const found = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; isError(current) && depth < MAX_DEPTH; depth++) {
    for (const key of VALUE_LISTS) {
      const list = current[key];
      if (!Array.isArray(list)) continue;
      for (const value of list) {
        const text =
          typeof value === 'string'
            ? value
            : value instanceof Date || Buffer.isBuffer(value)
              ? String(value)
              : value !== null && typeof value === 'object'
                ? JSON.stringify(value)
                : null;
        if (text && text.length >= MIN_SECRET) found.add(text);
      }
    }
    current = current.cause;
  }
  // Longest first, so a value that contains another is replaced whole.
  return [...found].sort((a, b) => b.length - a.length);
}

/** The text with every occurrence of a secret replaced. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  return out;
}

/**
 * A message without the values it may echo: Drizzle's trailing "params: ..." list, and a data
 * error's quoted input (`invalid input syntax for type uuid: "..."`).
 */
function redactMessage(error: ErrorLike, secrets: readonly string[]): string {
  let message = String(error.message ?? '');
  message = message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);
  if (typeof error.code === 'string' && error.code.startsWith('22')) {
    message = message.replace(/: "[\s\S]*"$/, `: "${REDACTED}"`);
  }
  return scrub(message, secrets);
}

/** PostgreSQL's detail keeps its shape and loses its values: `Key (email)=([redacted])`. */
function redactDetail(detail: string, secrets: readonly string[]): string {
  return scrub(
    detail
      .replace(/=\((?:[^()]|\([^()]*\))*\)/g, `=(${REDACTED})`)
      .replace(/contains \((?:[^()]|\([^()]*\))*\)/g, `contains (${REDACTED})`),
    secrets,
  );
}

function serializeOne(
  error: ErrorLike,
  secrets: readonly string[],
  depth: number,
): SerializedError {
  const message = redactMessage(error, secrets);
  const out: SerializedError = {
    type: error.constructor?.name || error.name || 'Error',
    message,
  };
  if (typeof error.stack === 'string') {
    // The stack starts with the raw message, values included.
    out.stack = scrub(error.stack.split(String(error.message)).join(message), secrets);
  }
  for (const key of Object.keys(error)) {
    if (key === 'cause' || key === 'stack' || key === 'message' || DROPPED.has(key)) continue;
    const value = error[key];
    if (VALUE_LISTS.has(key)) {
      out[key] = Array.isArray(value) ? `${REDACTED} (${value.length})` : REDACTED;
    } else if (key === 'detail' && typeof value === 'string') {
      out.detail = redactDetail(value, secrets);
    } else if (key === 'query' && typeof value === 'string') {
      // The statement with its $1 placeholders: the values travel separately.
      out.query = value;
    } else if (typeof value === 'string') {
      out[key] = scrub(value, secrets);
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      out[key] = value;
    } else if (isError(value) && depth < MAX_DEPTH) {
      out[key] = serializeOne(value, secrets, depth + 1);
    }
  }
  if (isError(error.cause) && depth < MAX_DEPTH) {
    out.cause = serializeOne(error.cause, secrets, depth + 1);
  }
  if (error instanceof AggregateError && depth < MAX_DEPTH) {
    out.errors = error.errors.filter(isError).map((e) => serializeOne(e, secrets, depth + 1));
  }
  return out;
}

/** An error (and its `cause` chain) as it may be logged: no query values anywhere. */
export function serializeError(error: unknown): SerializedError | unknown {
  if (!isError(error)) return error;
  return serializeOne(error, secretsOf(error), 0);
}

/** The message a log line may carry for this error. */
export function safeMessage(error: unknown): string {
  return isError(error) ? redactMessage(error, secretsOf(error)) : String(error);
}
