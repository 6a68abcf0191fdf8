import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { MediaStore } from './store.ts';

/** The keys the store makes: `aa/<sha256>/original.ext` or `aa/<sha256>/<width>.webp|avif`. */
const KEY = /^[0-9a-f]{2}\/[0-9a-f]{64}\/(?:original\.[a-z0-9]{2,5}|\d{2,4}\.(?:webp|avif))$/;

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

export interface MediaAnswer {
  status: 200 | 206 | 304 | 404 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

/**
 * A stored file as an HTTP answer: cacheable for ever (its key is its content's hash), its ETag
 * that hash, one byte range when asked (video and audio seek with them), nothing for a key the
 * store does not hold.
 */
export async function mediaAnswer(
  store: MediaStore,
  key: string,
  headers: IncomingHttpHeaders,
): Promise<MediaAnswer> {
  const notFound: MediaAnswer = { status: 404, headers: {}, body: null };
  if (!KEY.test(key)) return notFound;
  const stat = await store.stat(key);
  if (!stat) return notFound;
  const etag = `"${key.split('/')[1]!.slice(0, 32)}-${key.split('/')[2]}"`;
  const ext = key.split('.').pop()!;
  const base: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    // A document opens in the browser's own viewer, never as a page of this site.
    'content-security-policy':
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
  if (headers['if-none-match'] === etag) return { status: 304, headers: base, body: null };
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(headers.range ?? ''));
  if (range && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : stat.size - Number(range[2]);
    let end = range[1] && range[2] ? Number(range[2]) : stat.size - 1;
    start = Math.max(0, start);
    end = Math.min(end, stat.size - 1);
    if (start > end || start >= stat.size) {
      return {
        status: 416,
        headers: { ...base, 'content-range': `bytes */${stat.size}` },
        body: null,
      };
    }
    return {
      status: 206,
      headers: {
        ...base,
        'content-range': `bytes ${start}-${end}/${stat.size}`,
        'content-length': String(end - start + 1),
      },
      body: await store.read(key, { start, end }),
    };
  }
  return {
    status: 200,
    headers: { ...base, 'content-length': String(stat.size) },
    body: await store.read(key),
  };
}
