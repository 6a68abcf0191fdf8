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
 * The media-library images a release's elements show (an IMAGE, a navbar logo, portfolio items), with what a responsive `<picture>`
 * needs: width and height (no layout shift), the library's alt text, and a srcset per format.
 * One query when the release is loaded; the release is cached with it.
 */
export async function libraryImages(
  db: Db,
  websiteId: string,
  snapshot: ReleaseSnapshot,
): Promise<Map<string, ResponsiveImage>> {
  const sources = new Set<string>();
  const trees = [
    ...snapshot.pages.map((page) => page.elements),
    snapshot.shared?.header ?? [],
    snapshot.shared?.footer ?? [],
  ];
  for (const elements of trees) {
    for (const element of elements) collectMediaKeys(element.props, sources);
  }
  return responsiveImages(
    db,
    websiteId,
    [...sources].map((key) => `/_media/${key}`),
  );
}

/** The responsive copies of some of a website's library images, by address (`/_media/...`). */
export async function responsiveImages(
  db: Db,
  websiteId: string,
  addresses: readonly string[],
): Promise<Map<string, ResponsiveImage>> {
  const keys = addresses.filter((a) => a.startsWith('/_media/')).map((a) => a.slice(8));
  const found = new Map<string, ResponsiveImage>();
  if (keys.length === 0) return found;
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.websiteId, websiteId), inArray(media.key, keys)));
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

/** Every `/_media/` address in a value of props, however deeply it sits (lists of items). */
function collectMediaKeys(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith('/_media/')) into.add(value.slice(8));
  } else if (Array.isArray(value)) {
    for (const item of value) collectMediaKeys(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectMediaKeys(item, into);
  }
}
