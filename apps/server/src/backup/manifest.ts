import { createHash } from 'node:crypto';
import type { Migration } from './dump.ts';

/**
 * `manifest.json`, the archive's last entry: what made it and, for every other entry, its size and
 * SHA-256, which a restore checks before it writes anything.
 */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const DUMP_ENTRY = 'database.jsonl';
export const MEDIA_PREFIX = 'media/';
export const S3_LISTING = 'media-s3-listing.json';

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 'tessera-backup';
  formatVersion: number;
  tesseraVersion: string;
  migration: Migration;
  database: 'pglite' | 'postgres';
  createdAt: string;
  media:
    | { store: 'files'; files: number; bytes: number }
    | { store: 's3'; bucket: string; objects: number; bytes: number; note: string };
  entries: ManifestEntry[];
}

/** Passes chunks through while counting and hashing them. */
export function hashing(): {
  pass: (source: AsyncIterable<Buffer> | Iterable<Buffer>) => AsyncGenerator<Buffer>;
  result: () => { size: number; sha256: string };
} {
  const hash = createHash('sha256');
  let size = 0;
  return {
    async *pass(source) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    result: () => ({ size, sha256: hash.digest('hex') }),
  };
}
