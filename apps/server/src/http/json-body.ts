import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * How deeply arrays and objects may nest in a request body. The deepest body the app itself
 * sends (a page's elements with their styles) stays under ten; a body nested hundreds deep only
 * exists to make code that walks it recursively overflow its stack or spend seconds.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects)`;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass over
 * the characters, skipping strings, so the answer costs the same as reading the body once.
 * It runs before the parser: malformed text is the parser's to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** JSON that must be UTF-8 and shallow: bytes that are not UTF-8 are refused, not replaced. */
export function parseStrictJson(body: Buffer): unknown {
  if (body.length === 0) throw badRequest('The request body is empty');
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw badRequest('The request body is not valid UTF-8 text');
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/**
 * Every JSON route's body goes through the framework's own parser (which refuses `__proto__`
 * keys), after the depth check: nothing downstream ever sees a body nested deeper than the limit.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
