import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What the server sends precompressed (static-assets.ts); images other than SVG are already. */
const COMPRESSIBLE = /\.(js|css|svg)$/;

/** Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside `file`. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Once a browser build is written, every script, stylesheet and SVG it emitted gets its
 * compressed twins, so the server never compresses them per request. The files are compressed
 * side by side on libuv's thread pool.
 */
export function precompress(): Plugin {
  return {
    name: 'tessera:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(outDir, name))));
    },
  };
}
