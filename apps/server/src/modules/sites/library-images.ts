import { and, eq, inArray } from 'drizzle-orm';
import type { ResponsiveImage } from '@tessera/blocks';
import type { ReleaseSnapshot } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { mediaUrl } from '../media/presenter.ts';

const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

/**
 * The media-library images a release's IMAGE elements show, with what a responsive `<picture>`
 * needs: width and height (no layout shift), the library's alt text, and a srcset per format.
 * One query when the release is loaded; the release is cached with it.
 */
export async function libraryImages(
  db: Db,
  websiteId: string,
  snapshot: ReleaseSnapshot,
): Promise<Map<string, ResponsiveImage>> {
  const sources = new Set<string>();
  for (const page of snapshot.pages) {
    for (const element of page.elements) {
      const src = element.type === 'IMAGE' ? element.props.src : null;
      if (typeof src === 'string' && src.startsWith('/_media/')) sources.add(src.slice(8));
    }
  }
  const found = new Map<string, ResponsiveImage>();
  if (sources.size === 0) return found;
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.websiteId, websiteId), inArray(media.key, [...sources])));
  for (const row of rows) {
    if (row.kind !== 'image' || !row.width || !row.height) continue;
    found.set(mediaUrl(row.key), {
      width: row.width,
      height: row.height,
      alt: row.alt,
      sources: FORMATS.map(([format, type]) => ({
        type,
        srcSet: row.variants
          .filter((v) => v.format === format)
          .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
          .join(', '),
      })).filter((s) => s.srcSet !== ''),
    });
  }
  return found;
}
