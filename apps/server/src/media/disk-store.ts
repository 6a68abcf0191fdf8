import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './store.ts';

/** Media files under one folder (`$DATA_DIR/media`), one file per key. */
export class DiskMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    // Keys are made by the server, but a key never leaves the folder, whatever it holds.
    if (!file.startsWith(this.root + path.sep)) throw new Error('media key outside the store');
    return file;
  }

  async putFile(key: string, localPath: string): Promise<boolean> {
    const target = this.pathOf(key);
    if (await this.stat(key)) {
      await fs.rm(localPath, { force: true });
      return false;
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(localPath, target);
    return true;
  }

  async putBuffer(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const draft = `${target}.${process.pid}.part`;
    await fs.writeFile(draft, bytes);
    await fs.rename(draft, target);
  }

  async stat(key: string) {
    try {
      const s = await fs.stat(this.pathOf(key));
      return { size: s.size };
    } catch {
      return null;
    }
  }

  async read(key: string, range?: { start: number; end: number }) {
    return createReadStream(this.pathOf(key), range);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
