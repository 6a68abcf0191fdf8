import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskMediaStore } from './disk-store.ts';
import { IMAGE_PROCESSING_VERSION } from './images.ts';
import { ProcessedImageCache } from './processed-cache.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-cache-test-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function picture(colour: string) {
  const bytes = await sharp({
    create: { width: 1000, height: 600, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const file = path.join(dir, `${colour.slice(1)}.jpg`);
  await fs.writeFile(file, bytes);
  const sha = createHash('sha256').update(bytes).digest('hex');
  return { file, keyBase: `${sha.slice(0, 2)}/${sha}` };
}

const storeIn = (name: string) => new DiskMediaStore(path.join(dir, name));

const bytesOf = async (store: DiskMediaStore, key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('ProcessedImageCache', () => {
  it('processes a picture once and puts the same copies in another store from the cache', async () => {
    const cache = new ProcessedImageCache(path.join(dir, 'cache'));
    const { file, keyBase } = await picture('#0f766e');
    const first = storeIn('first');
    const made = await cache.process(file, 'jpg', keyBase, first);
    expect(made.width).toBe(1000);
    expect(made.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '320.webp',
      '320.avif',
      '640.webp',
      '640.avif',
      '960.webp',
      '960.avif',
    ]);

    // The source is gone: only the cache can answer now.
    await fs.rm(file);
    const second = storeIn('second');
    const again = await cache.process(file, 'jpg', keyBase, second);
    expect(again).toEqual(made);
    for (const variant of made.variants) {
      expect(await bytesOf(second, variant.key)).toEqual(await bytesOf(first, variant.key));
    }
  });

  it('keeps results per version of the processing, and replaces a damaged entry', async () => {
    const root = path.join(dir, 'versions');
    const cache = new ProcessedImageCache(root);
    const { file, keyBase } = await picture('#9d174d');
    await cache.process(file, 'jpg', keyBase, storeIn('third'));
    expect(await fs.readdir(root)).toEqual([`v${IMAGE_PROCESSING_VERSION}`]);
    const entry = path.join(root, `v${IMAGE_PROCESSING_VERSION}`, path.basename(keyBase));
    expect((await fs.readdir(entry)).sort()).toContain('meta.json');

    // A damaged entry (its meta lost) is made again from the picture, and replaced.
    await fs.rm(path.join(entry, 'meta.json'));
    const remade = await cache.process(file, 'jpg', keyBase, storeIn('fourth'));
    expect(remade.variants).toHaveLength(6);
    expect(await fs.readdir(entry)).toContain('meta.json');
    expect((await fs.readdir(path.dirname(entry))).filter((name) => name.endsWith('.tmp'))).toEqual(
      [],
    );
  });
});
