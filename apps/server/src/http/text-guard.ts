import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** U+0000 (PostgreSQL cannot store it in text or jsonb) or a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableText {
  /** Dotted path of the offending value (or key), as validation errors name fields. */
  field: string;
}

/**
 * Finds the first string, or object key, that no database column could keep. Depth-first, in
 * document order, so the field named is the first one a person would read.
 */
export function findUnstorableText(value: unknown, path: string[] = []): UnstorableText | null {
  if (typeof value === 'string') {
    return UNSTORABLE.test(value) ? { field: path.join('.') || '_' } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorableText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return { field: [...path, key.replace(UNSTORABLE, '?')].join('.') };
      const found = findUnstorableText(child, [...path, key]);
      if (found) return found;
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
    for (const part of [pathParams(request.params), request.query, request.body]) {
      const found = findUnstorableText(part);
      if (found) {
        const message = unstorableTextMessage(found.field);
        throw badRequest(message, { [found.field]: message });
      }
    }
  });
}
