import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_IMAGES } from '@tessera/core';
import { DiskMediaStore } from '../media/disk-store.ts';
import { templateImageCache } from '../media/processed-cache.ts';
import { TEMPLATE_ASSETS } from '../modules/templates/template-images.ts';

/**
 * Puts every template picture through the machine's processed-image cache once, before any test
 * file runs: on a machine that has never processed them, the test workers would otherwise each
 * make the same WebP and AVIF copies at once. With the cache filled this only reads it.
 */
export async function warmTemplateImageCache(): Promise<void> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-warm-images-'));
  try {
    const store = new DiskMediaStore(scratch);
    for (const { file } of Object.values(TEMPLATE_IMAGES)) {
      const source = path.join(TEMPLATE_ASSETS, file);
      const sha = createHash('sha256')
        .update(await fs.readFile(source))
        .digest('hex');
      const ext = path.extname(file).slice(1) as 'jpg' | 'png' | 'webp';
      await templateImageCache.process(source, ext, `${sha.slice(0, 2)}/${sha}`, store);
    }
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
