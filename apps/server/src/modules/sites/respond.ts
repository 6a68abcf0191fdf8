import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Rendered } from './cache.ts';
import { carriesCart, fillCartSlots } from './cart-slots.ts';
import { fillFormSlots, type FormTokenMinter } from './form-slots.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Pages change only when the owner publishes: always revalidate, cheaply, with the ETag. */
export const SITE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A complete answer of a site host: written the same way whichever path served the request. */
export interface SiteAnswer {
  status: number;
  headers: Readonly<Record<string, string | number>>;
  /** Left out on the wire for HEAD (the headers still describe it). */
  body: Buffer;
}

const EMPTY = Buffer.alloc(0);

/** An answer with its Content-Length filled in. */
export function answer(
  status: number,
  headers: Record<string, string | number>,
  body: Buffer | string = EMPTY,
): SiteAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return Object.freeze({
    status,
    headers: Object.freeze({ ...headers, 'content-length': bytes.length }),
    body: bytes,
  });
}

/** Writes an answer on the raw response: one writeHead, one end. */
export function writeAnswer(res: ServerResponse, siteAnswer: SiteAnswer, head: boolean): void {
  res.writeHead(siteAnswer.status, siteAnswer.headers);
  if (head || siteAnswer.status === 304) res.end();
  else res.end(siteAnswer.body);
}

type Encoding = 'br' | 'gzip' | null;

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (quality.get('x-gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** Browsers send a handful of distinct Accept-Encoding values: parse each once. */
const encodings = new Map<string, Encoding>();
function encodingFor(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string') return pickEncoding(header);
  let known = encodings.get(header);
  if (known === undefined) {
    known = pickEncoding(header);
    if (encodings.size >= 256) encodings.clear();
    encodings.set(header, known);
  }
  return known;
}

/** Whether If-None-Match names this ETag (weak comparison, as GET and HEAD allow). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return String(header)
    .split(',')
    .some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

interface RenderedAnswers {
  security: Readonly<Record<string, string>>;
  plain: SiteAnswer;
  gzip: SiteAnswer | null;
  br: SiteAnswer | null;
  notModified: SiteAnswer;
}

/** A rendered response never changes, so its answers are made once and shared. */
const answersOf = new WeakMap<Rendered, RenderedAnswers>();

function answersFor(rendered: Rendered, security: Readonly<Record<string, string>>) {
  const known = answersOf.get(rendered);
  if (known && known.security === security) return known;
  const validators = {
    ...security,
    'cache-control': SITE_CACHE_CONTROL,
    etag: rendered.etag,
    vary: 'Accept-Encoding',
  };
  const typed = { ...validators, 'content-type': rendered.contentType };
  const encoded = (encoding: 'br' | 'gzip') => {
    const body = rendered[encoding];
    return body ? answer(rendered.status, { ...typed, 'content-encoding': encoding }, body) : null;
  };
  const made: RenderedAnswers = {
    security,
    plain: answer(rendered.status, typed, rendered.body),
    gzip: encoded('gzip'),
    br: encoded('br'),
    // No body, so no Content-Length or Content-Type: the client keeps its copy's.
    notModified: Object.freeze({ status: 304, headers: Object.freeze(validators), body: EMPTY }),
  };
  answersOf.set(rendered, made);
  return made;
}

/**
 * The answer for a rendered response: 304 when the client's copy is current, else the body
 * precompressed in the best encoding the client takes.
 */
export function renderedAnswer(
  headers: IncomingHttpHeaders,
  rendered: Rendered,
  security: Readonly<Record<string, string>>,
): SiteAnswer {
  const answers = answersFor(rendered, security);
  if (rendered.status === 200 && matchesEtag(headers['if-none-match'], rendered.etag)) {
    return answers.notModified;
  }
  const encoding = encodingFor(headers['accept-encoding']);
  return (encoding && answers[encoding]) || answers.plain;
}

/** Bodies that differ per response are compressed quickly, not as hard as cached ones. */
const FRESH_COMPRESS_THRESHOLD = 1024;

/**
 * An answer made for one response only (a page with a fresh form token, a form's errors): no
 * ETag, `no-store` so no cache keeps or shares it, compressed for this client if worth it.
 */
export async function freshAnswer(
  headers: IncomingHttpHeaders,
  status: number,
  contentType: string,
  text: string,
  security: Readonly<Record<string, string>>,
): Promise<SiteAnswer> {
  const body = Buffer.from(text, 'utf8');
  const base = {
    ...security,
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
    'content-type': contentType,
  };
  const encoding =
    body.length >= FRESH_COMPRESS_THRESHOLD ? encodingFor(headers['accept-encoding']) : null;
  if (encoding === 'br') {
    const br = await brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    return answer(status, { ...base, 'content-encoding': 'br' }, br);
  }
  if (encoding === 'gzip') {
    return answer(status, { ...base, 'content-encoding': 'gzip' }, await gzip(body, { level: 6 }));
  }
  return answer(status, base, body);
}

/** The number of items in the visitor's cart, from the request's cart cookie. */
export type CartCounter = () => Promise<number>;

/**
 * The answer for a rendered response: shared precompressed answers for most, and made for this
 * response for a page holding forms (a fresh token per form) or showing the cart count of a
 * visitor with items in their cart. A page with a count placeholder is still the shared cached
 * answer for every visitor whose cart is empty (no cookie, or nothing left in it).
 */
export async function siteAnswerFor(
  headers: IncomingHttpHeaders,
  rendered: Rendered,
  security: Readonly<Record<string, string>>,
  mint: FormTokenMinter,
  cartCount?: CartCounter,
): Promise<SiteAnswer> {
  const count =
    rendered.cartTemplate !== undefined && cartCount && carriesCart(headers)
      ? await cartCount()
      : 0;
  if (!rendered.formSlots && count === 0) return renderedAnswer(headers, rendered, security);
  const text = rendered.formSlots
    ? await fillFormSlots(rendered.formSlots, mint)
    : rendered.cartTemplate!;
  return freshAnswer(
    headers,
    rendered.status,
    rendered.contentType,
    fillCartSlots(text, count),
    security,
  );
}
