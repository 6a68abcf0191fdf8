import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
}

/**
 * Where media bytes live: a folder on disk by default; another store (S3) keeps the same
 * interface. Keys are content-addressed (`ab/abcdef…/original.jpg`), so a key's bytes never change.
 */
export interface MediaStore {
  /** Moves a finished local file under `key`; false when the key already holds it (kept as is). */
  putFile(key: string, localPath: string): Promise<boolean>;
  putBuffer(key: string, bytes: Buffer): Promise<void>;
  stat(key: string): Promise<StoredFile | null>;
  /** The bytes of `key`, or of `[start, end]` (inclusive) of it. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
}
