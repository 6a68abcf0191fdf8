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
 * How many arrays and objects one body may hold. A page of thousands of elements holds tens of
 * thousands; parsing hundreds of thousands of tiny ones costs the server more per byte than any
 * real request.
 */
export const MAX_JSON_CONTAINERS = 100_000;

export const TOO_MANY_MESSAGE = `The request body holds too many arrays and objects (at most ${MAX_JSON_CONTAINERS.toLocaleString('en-US')})`;

/**
 * What is wrong with the shape of JSON text, before it is parsed: arrays and objects nested more
 * than `maxDepth` deep, or more than `maxContainers` of them. One pass over the characters,
 * skipping strings, so the answer costs the same as reading the body once. Malformed text is the
 * parser's to refuse.
 */
export function jsonShapeProblem(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxContainers = MAX_JSON_CONTAINERS,
): string | null {
  let depth = 0;
  let containers = 0;
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
      containers += 1;
      if (depth > maxDepth) return TOO_DEEP_MESSAGE;
      if (containers > maxContainers) return TOO_MANY_MESSAGE;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return null;
}

/** Escapes that make a NUL or a UTF-16 surrogate: without one, parsed JSON holds neither. */
const UNSTORABLE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/**
 * Bodies parsed from text that holds no character a column could not store: the text check
 * (text-guard.ts) need not walk them, which on a wide body would cost more than the parse.
 */
const storableBodies = new WeakSet<object>();

export const knownStorable = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && storableBodies.has(body);

function noteStorable(text: string, body: unknown): void {
  if (typeof body === 'object' && body !== null && !UNSTORABLE_ESCAPE.test(text)) {
    storableBodies.add(body);
  }
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
  const problem = jsonShapeProblem(text);
  if (problem) throw badRequest(problem);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  noteStorable(text, parsed);
  return parsed;
}

/**
 * Every JSON route's body goes through the framework's own parser (which refuses `__proto__`
 * keys), after the shape check: nothing downstream ever sees a body nested deeper, or holding
 * more arrays and objects, than the limits.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(badRequest(problem), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (!error) noteStorable(text, parsed);
      done(error, parsed);
    });
  });
}
