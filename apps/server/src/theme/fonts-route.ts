import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FONT_WEIGHTS, THEME_FONT_IDS, fontFile, type ThemeFontId } from '@tessera/core';

const require = createRequire(import.meta.url);

/** The served file names, each with the font package it comes from. */
const FILES = new Map<string, ThemeFontId>(
  THEME_FONT_IDS.filter((id) => id !== 'system').flatMap((id) =>
    FONT_WEIGHTS.map((weight) => [fontFile(id, weight), id] as const),
  ),
);

interface FontBytes {
  body: Buffer;
  etag: string;
}
const loaded = new Map<string, Promise<FontBytes>>();

/** A font file from its `@fontsource` package, read once and kept (a few dozen KB each). */
function fontBytes(file: string, id: ThemeFontId): Promise<FontBytes> {
  let bytes = loaded.get(file);
  if (!bytes) {
    const dir = path.dirname(require.resolve(`@fontsource/${id}/package.json`));
    bytes = fs.readFile(path.join(dir, 'files', file)).then((body) => ({
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    }));
    loaded.set(file, bytes);
  }
  return bytes;
}

/**
 * `GET /_fonts/{file}`: the theme fonts, self-hosted, on the dashboard's host (the builder's
 * canvas) and on every live site's own host, so a visitor's browser asks no third party.
 */
export function registerThemeFonts(app: FastifyInstance): void {
  app.get('/_fonts/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const id = FILES.get(file);
    if (!id) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such font' } });
    }
    const font = await fontBytes(file, id);
    // A year: a font file changes only with its package, and the ETag revalidates it then.
    reply.header('etag', font.etag).header('cache-control', 'public, max-age=31536000');
    if (request.headers['if-none-match'] === font.etag) return reply.status(304).send();
    return reply.type('font/woff2').send(font.body);
  });
}
