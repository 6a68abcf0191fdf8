import type { MediaItem } from '@tessera/core';
import type { media } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

/** Where a stored file is served: on the dashboard's host and on every site's own host. */
export const mediaUrl = (key: string) => `/_media/${key}`;

export function presentMedia(row: MediaRow): MediaItem {
  const thumb = row.variants.find((v) => v.format === 'webp' && v.width === 320);
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    type: row.kind,
    mime: row.mime,
    url: mediaUrl(row.key),
    thumbnailUrl: row.kind === 'image' ? mediaUrl(thumb?.key ?? row.key) : null,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    placeholder: row.placeholder,
    variants: row.variants.map((v) => ({
      width: v.width,
      height: v.height,
      format: v.format,
      url: mediaUrl(v.key),
      size: v.size,
    })),
    uploadedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
