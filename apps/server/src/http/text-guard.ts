import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, knownStorable } from './json-body.ts';

/** U+0000 (PostgreSQL cannot store it in text or jsonb) or a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableText {
  /** Dotted path of the offending value (or key), as validation errors name fields. */
  field: string;
  /** The value there opens one array or object too many (see MAX_JSON_DEPTH). */
  tooDeep?: true;
}

/** An array or object being walked: its keys (null for an array) and the next member's index. */
interface Frame {
  container: Record<string, unknown> | unknown[];
  keys: string[] | null;
  next: number;
}

/** The dotted path of the member each open frame is at, as validation errors name fields. */
function pathOf(frames: readonly Frame[], lastKey?: string): string {
  const parts = frames.map((frame) => frame.keys?.[frame.next - 1] ?? String(frame.next - 1));
  if (lastKey !== undefined) parts[parts.length - 1] = lastKey;
  return parts.join('.') || '_';
}

function frameOf(value: object): Frame {
  return Array.isArray(value)
    ? { container: value, keys: null, next: 0 }
    : { container: value as Record<string, unknown>, keys: Object.keys(value), next: 0 };
}

/**
 * Finds the first string, or object key, that no database column could keep. Depth-first, in
 * document order, so the field named is the first one a person would read. The walk keeps its
 * own stack and builds a path only for what it reports, so it costs one visit per value however
 * deep the nesting; a value nested deeper than MAX_JSON_DEPTH is reported as too deep.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? { field: '_' } : null;
  if (!value || typeof value !== 'object') return null;
  const frames: Frame[] = [frameOf(value)];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1]!;
    const size = frame.keys ? frame.keys.length : (frame.container as unknown[]).length;
    if (frame.next >= size) {
      frames.pop();
      continue;
    }
    const key = frame.keys?.[frame.next];
    frame.next += 1;
    if (key !== undefined && UNSTORABLE.test(key)) {
      return { field: pathOf(frames, key.replace(UNSTORABLE, '?')) };
    }
    const child =
      key === undefined
        ? (frame.container as unknown[])[frame.next - 1]
        : (frame.container as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      if (UNSTORABLE.test(child)) return { field: pathOf(frames) };
    } else if (child && typeof child === 'object') {
      if (frames.length >= MAX_JSON_DEPTH) return { field: pathOf(frames), tooDeep: true };
      frames.push(frameOf(child));
    }
  }
  return null;
}

/** A wildcard route's rest of the path is called `*` by the router; people call it the path. */
function pathParams(params: unknown): unknown {
  if (!params || typeof params !== 'object' || !('*' in params)) return params;
  const { '*': rest, ...named } = params as Record<string, unknown>;
  return { ...named, path: rest };
}

export function unstorableTextMessage(field: string): string {
  return `${field === '_' ? 'The request' : field} contains a character that is not allowed (a NUL character or a broken Unicode sequence)`;
}

/**
 * One rule for every route, present and future: a body, query string or path parameter holding
 * such a character is refused with a 400 naming the field, before any handler or query sees it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A JSON body whose text held no such character is known clean without walking it; raw
    // bytes (a signed webhook's body) are only ever verified, never stored as text.
    const body = knownStorable(request.body) || Buffer.isBuffer(request.body) ? null : request.body;
    for (const part of [pathParams(request.params), request.query, body]) {
      const found = findUnstorableText(part);
      if (found?.tooDeep) throw badRequest(TOO_DEEP_MESSAGE);
      if (found) {
        const message = unstorableTextMessage(found.field);
        throw badRequest(message, { [found.field]: message });
      }
    }
  });
}
