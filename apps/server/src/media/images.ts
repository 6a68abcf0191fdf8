import type { OutputInfo } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import type { MediaVariant } from '../db/schema.ts';
import type { MediaStore } from './store.ts';

/** Raised whenever the copies below change, so cached results of an older pipeline go unused. */
export const IMAGE_PROCESSING_VERSION = 1;
/** Widths of the responsive copies; none is made wider than the original. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** Decompression bombs stop here: 100 megapixels (a 12 MP photo is far below). */
export const PIXEL_LIMIT = 100_000_000;

export interface ProcessedImage {
  width: number;
  height: number;
  placeholder: string;
  variants: MediaVariant[];
  /** The original as stored: upright, without metadata (GPS, camera), in its own format. */
  original: Buffer;
}

export class ImageError extends Error {}

const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' } as const;

/**
 * An uploaded image made ready for the web: turned upright by its EXIF orientation, stripped of
 * its metadata, measured, given a ThumbHash placeholder and WebP and AVIF copies at the widths
 * below its own. sharp works in libuv's thread pool, so this never blocks the event loop.
 */
export async function processImage(
  file: string,
  ext: keyof typeof FORMATS,
  keyBase: string,
  store: MediaStore,
): Promise<ProcessedImage> {
  // libvips is loaded with the first image, not at start-up: a tenth of a second saved there.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(file, { limitInputPixels: PIXEL_LIMIT, animated: ext === 'gif' });
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = input().rotate();
    upright =
      ext === 'gif'
        ? await pipeline.gif().toBuffer({ resolveWithObject: true })
        : await pipeline
            .toFormat(FORMATS[ext], ext === 'png' ? {} : { quality: 90 })
            .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = String((error as Error).message);
    if (/pixel limit/i.test(message)) {
      throw new ImageError('is too large in pixels (over 100 megapixels) to be processed');
    }
    throw new ImageError('is not a readable image (the file may be damaged)');
  }
  const width = upright.info.width;
  const height =
    ext === 'gif' ? (upright.info.pageHeight ?? upright.info.height) : upright.info.height;

  const small = await sharp(upright.data, { animated: false })
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const placeholder = Buffer.from(
    rgbaToThumbHash(small.info.width, small.info.height, small.data),
  ).toString('base64');

  const variants: MediaVariant[] = [];
  for (const target of VARIANT_WIDTHS.filter((w) => w < width)) {
    for (const format of ['webp', 'avif'] as const) {
      const resized = sharp(upright.data, { animated: false }).resize({ width: target });
      const out = await (
        format === 'webp' ? resized.webp({ quality: 78 }) : resized.avif({ quality: 55, effort: 2 })
      ).toBuffer({ resolveWithObject: true });
      const key = `${keyBase}/${target}.${format}`;
      await store.putBuffer(key, out.data);
      variants.push({ width: target, height: out.info.height, format, key, size: out.data.length });
    }
  }
  return { width, height, placeholder, variants, original: upright.data };
}
