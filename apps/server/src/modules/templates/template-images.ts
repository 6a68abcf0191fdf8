import { createReadStream } from 'node:fs';
import path from 'node:path';
import { templateImage, templateImageKeys, type SiteTemplate } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { mediaUrl } from '../media/presenter.ts';
import { mediaRowOf, type MediaService, type ReadyFile } from '../media/service.ts';
import { receiveFile } from '../media/upload.ts';
import { templateImageCache } from '../../media/processed-cache.ts';

/**
 * The pictures the built-in templates ship, in the repository next to the server's sources
 * (the bundled server resolves `import.meta.dirname` to this same folder).
 */
export const TEMPLATE_ASSETS = path.resolve(import.meta.dirname, '../../../assets/templates');

/** A template's pictures, stored with their variants, by key (`salon/hero`). */
export type TemplateImageFiles = Map<string, ReadyFile>;

/**
 * Puts each picture the template lists through the media pipeline as an upload would go: read
 * into a temporary file and hashed, typed, made upright, given its placeholder and variants and
 * stored under its hash (the same bytes land on the same keys, so doing it again writes nothing
 * new). Run outside the transaction that records them; `discardTemplateImages` takes back what
 * was written if that transaction fails.
 */
export async function prepareTemplateImages(
  template: SiteTemplate,
  deps: { media: MediaService; uploadDir: string },
): Promise<TemplateImageFiles> {
  const prepared: TemplateImageFiles = new Map();
  try {
    for (const key of templateImageKeys(template.id)) {
      const { file } = templateImage(key);
      const received = await receiveFile(
        createReadStream(path.join(TEMPLATE_ASSETS, file)),
        path.basename(file),
        deps.uploadDir,
      );
      prepared.set(key, await deps.media.prepare(received, templateImageCache));
    }
  } catch (error) {
    await discardTemplateImages(prepared, deps);
    throw error;
  }
  return prepared;
}

export async function discardTemplateImages(
  prepared: TemplateImageFiles,
  deps: { media: MediaService },
): Promise<void> {
  await deps.media.discard([...prepared.values()]);
}

/** Where each prepared picture is served, by key; throws for a key that was not prepared. */
export function templateImageUrl(prepared: TemplateImageFiles): (key: string) => string {
  return (key) => {
    const file = prepared.get(key);
    if (!file) throw new Error(`Template image "${key}" was not prepared`);
    return mediaUrl(file.key);
  };
}

/** Records the prepared pictures in the template website's media library, with their alt text. */
export async function insertTemplateMedia(
  tx: Db,
  websiteId: string,
  prepared: TemplateImageFiles,
): Promise<void> {
  for (const [key, file] of prepared) {
    // Two keys with the same bytes share one row (one file per website and hash).
    await tx
      .insert(media)
      .values(mediaRowOf(websiteId, file, templateImage(key).alt))
      .onConflictDoNothing();
  }
}
