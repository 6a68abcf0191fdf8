import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Rendered } from './cache.ts';

/** Pages change only when the owner publishes: always revalidate, cheaply, with the ETag. */
export const SITE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
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

/** Whether If-None-Match names this ETag (weak comparison, as GET and HEAD allow). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return String(header)
    .split(',')
    .some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends a rendered response: 304 when the client's copy is current, else the body precompressed
 * in the best encoding the client takes. The Content-Encoding header set here also tells the
 * global compression plugin to leave the body alone.
 */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: Rendered) {
  void reply.headers({
    'cache-control': SITE_CACHE_CONTROL,
    etag: rendered.etag,
    vary: 'Accept-Encoding',
  });
  if (rendered.status === 200 && matchesEtag(request.headers['if-none-match'], rendered.etag)) {
    return reply.status(304).send();
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding ? rendered[encoding] : null;
  const body = compressed ?? rendered.body;
  void reply.status(rendered.status).type(rendered.contentType);
  if (compressed) void reply.header('content-encoding', encoding);
  if (request.method === 'HEAD') return reply.header('content-length', body.length).send();
  return reply.send(body);
}
