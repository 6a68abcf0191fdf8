import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fillCartSlots, hasCartSlot } from './cart-slots.ts';
import { findFormSlots, type FormSlots } from './form-slots.ts';
import { Lru } from './lru.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Bodies below this size go out as they are: compressing them saves nothing worth the work. */
const COMPRESS_THRESHOLD = 1024;

/** A finished site response: the body, its compressed forms made once, and its ETag. */
export interface Rendered {
  status: number;
  contentType: string;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  /**
   * A page holding forms: its token placeholders, filled per response (respond.ts). Such a
   * render has no ETag and no compressed forms, since no two responses are the same.
   */
  formSlots: FormSlots | null;
  /**
   * A page whose navigation bar shows the visitor's cart count: the render with its count
   * placeholders (cart-slots.ts). `body` and its compressed forms are the page without a count,
   * shared by every visitor with an empty cart; a visitor with items gets it filled in.
   */
  cartTemplate?: string;
}

export async function prepare(
  status: number,
  contentType: string,
  text: string,
): Promise<Rendered> {
  const cartTemplate = hasCartSlot(text) ? text : undefined;
  const formSlots = findFormSlots(text);
  if (formSlots) {
    const body = Buffer.from(text, 'utf8');
    return { status, contentType, body, gzip: null, br: null, etag: '', formSlots, cartTemplate };
  }
  const body = Buffer.from(cartTemplate ? fillCartSlots(text, 0) : text, 'utf8');
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const large = body.length >= COMPRESS_THRESHOLD;
  const [gz, br] = large
    ? await Promise.all([
        gzip(body, { level: 9 }),
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ])
    : [null, null];
  // Weak: the gzip, brotli and plain bodies are the same representation for revalidation.
  return {
    status,
    contentType,
    body,
    gzip: gz,
    br,
    etag: `W/"${hash}"`,
    formSlots: null,
    ...(cartTemplate ? { cartTemplate } : {}),
  };
}

const sizeOf = (r: Rendered) => r.body.length + (r.gzip?.length ?? 0) + (r.br?.length ?? 0);

export interface RenderCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** Where a response is kept: under its release first, so a release's entries go together. */
const fullKeyOf = (releaseId: string, key: string) =>
  `${releaseId}\n${new Date().getFullYear()}\n${key}`;

/**
 * Rendered responses in memory, keyed by release id and what was asked (origin and path). A
 * release never changes, so an entry is never stale: a publish, here or in another process, makes
 * the website point at a new release id and its pages are rendered afresh under new keys. Entries
 * of a release that stopped being live are dropped as soon as a request shows the switch. The
 * year is part of the key too: a footer's "© {year}" turns with the year, without a publish.
 */
export class RenderCache {
  private readonly responses: Lru<Rendered>;
  private readonly pending = new Map<string, Promise<Rendered>>();
  /** The live release last seen for each website, to drop the entries of the one it replaced. */
  private readonly lastLive = new Lru<string>(100_000, Number.POSITIVE_INFINITY);
  /** Answers served from a stored response, and those that had to wait for a rendering. */
  hits = 0;
  misses = 0;

  constructor(limits: RenderCacheLimits = { maxEntries: 500, maxBytes: 50 * 1024 * 1024 }) {
    this.responses = new Lru(limits.maxEntries, limits.maxBytes);
  }

  get entries(): number {
    return this.responses.size;
  }

  get bytes(): number {
    return this.responses.totalBytes;
  }

  /** Records that the website now shows this release; returns the release it replaced, if any. */
  noteLive(websiteId: string, releaseId: string): string | null {
    const previous = this.lastLive.get(websiteId);
    if (previous === releaseId) return null;
    this.lastLive.set(websiteId, releaseId, 1);
    if (previous) this.responses.deletePrefix(`${previous}\n`);
    return previous ?? null;
  }

  /** The cached response, if there is one: no rendering, no waiting. */
  peek(releaseId: string, key: string): Rendered | undefined {
    const hit = this.responses.get(fullKeyOf(releaseId, key));
    // Not finding it here is not yet a miss: the caller may still `get` it under another key.
    if (hit) this.hits++;
    return hit;
  }

  /**
   * The cached response, or the one `make` produces (stored for the next request). Concurrent
   * requests for the same key share one rendering.
   */
  async get(releaseId: string, key: string, make: () => Promise<Rendered>): Promise<Rendered> {
    const fullKey = fullKeyOf(releaseId, key);
    const hit = this.responses.get(fullKey);
    if (hit) {
      this.hits++;
      return hit;
    }
    this.misses++;
    const running = this.pending.get(fullKey);
    if (running) return running;
    const job = make()
      .then((rendered) => {
        this.responses.set(fullKey, rendered, sizeOf(rendered) + fullKey.length);
        return rendered;
      })
      .finally(() => this.pending.delete(fullKey));
    this.pending.set(fullKey, job);
    return job;
  }
}
