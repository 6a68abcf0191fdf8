import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaVariant } from '../db/schema.ts';
import { IMAGE_PROCESSING_VERSION, processImage, type ProcessedImage } from './images.ts';
import type { MediaStore } from './store.ts';

interface CachedEntry {
  width: number;
  height: number;
  placeholder: string;
  variants: Omit<MediaVariant, 'key'>[];
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

const variantFile = (variant: Pick<MediaVariant, 'width' | 'format'>) =>
  `${variant.width}.${variant.format}`;

/**
 * Processed images kept on disk by the hash of the bytes they came from, for pictures the server
 * processes again and again: the built-in templates' pictures go through the pipeline in every new
 * database (each test's, each fresh install's), and making their WebP and AVIF copies costs
 * seconds a picture. Found here, the stored results are put in the media store instead. Entries
 * appear whole (written aside, then renamed) and name the pipeline's version, so a change to the
 * processing never serves an old result.
 */
export class ProcessedImageCache {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.join(dir, `v${IMAGE_PROCESSING_VERSION}`);
  }

  async process(
    file: string,
    ext: Parameters<typeof processImage>[1],
    keyBase: string,
    store: MediaStore,
  ): Promise<ProcessedImage> {
    const hash = path.basename(keyBase);
    const entry = path.join(this.root, hash);
    const cached = await this.read(entry, keyBase, store);
    if (cached) return cached;

    const written = new Map<string, Buffer>();
    const recording: MediaStore = {
      ...store,
      putBuffer: async (key, bytes) => {
        written.set(key, bytes);
        await store.putBuffer(key, bytes);
      },
    };
    const processed = await processImage(file, ext, keyBase, recording);
    await this.write(entry, processed, written).catch(() => {
      // A cache that cannot be written only costs time next time.
    });
    return processed;
  }

  private async read(
    entry: string,
    keyBase: string,
    store: MediaStore,
  ): Promise<ProcessedImage | null> {
    let meta: CachedEntry;
    let original: Buffer;
    try {
      meta = JSON.parse(await fs.readFile(path.join(entry, 'meta.json'), 'utf8')) as CachedEntry;
      original = await fs.readFile(path.join(entry, 'original'));
    } catch {
      return null;
    }
    const variants: MediaVariant[] = [];
    for (const variant of meta.variants) {
      const key = `${keyBase}/${variantFile(variant)}`;
      await store.putBuffer(key, await fs.readFile(path.join(entry, variantFile(variant))));
      variants.push({ ...variant, key });
    }
    return { ...meta, variants, original };
  }

  private async write(
    entry: string,
    processed: ProcessedImage,
    written: Map<string, Buffer>,
  ): Promise<void> {
    const aside = `${entry}.${randomUUID()}.tmp`;
    await fs.mkdir(aside, { recursive: true });
    try {
      for (const variant of processed.variants) {
        await fs.writeFile(path.join(aside, variantFile(variant)), written.get(variant.key)!);
      }
      await fs.writeFile(path.join(aside, 'original'), processed.original);
      const meta: CachedEntry = {
        width: processed.width,
        height: processed.height,
        placeholder: processed.placeholder,
        variants: processed.variants.map(({ key: _key, ...rest }) => rest),
      };
      await fs.writeFile(path.join(aside, 'meta.json'), JSON.stringify(meta));
      await fs.rename(aside, entry).catch(async () => {
        // Another process cached the same picture meanwhile (theirs is as good), or a damaged
        // entry without its meta stands there: that one is replaced.
        if (await exists(path.join(entry, 'meta.json'))) return;
        await fs.rm(entry, { recursive: true, force: true });
        await fs.rename(aside, entry);
      });
    } finally {
      await fs.rm(aside, { recursive: true, force: true });
    }
  }
}

/** The machine's cache of processed template pictures, shared by every process and database. */
export const templateImageCache = new ProcessedImageCache(
  path.join(os.tmpdir(), 'tessera-processed-images'),
);
