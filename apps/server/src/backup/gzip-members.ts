import { once } from 'node:events';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { ByteSink } from './tar.ts';

/**
 * A gzip file written as several members, each at its own compression level: gzip readers
 * (gunzip, tar, Node's zlib) read concatenated members as one stream. Photos are compressed
 * already and go in stored (level 0), several times faster than deflating them for nothing; the
 * dump and other files are deflated. (zlib's params() would switch level inside one member, but
 * is slow to store after it.)
 */
export class GzipMembers implements ByteSink {
  private readonly file: fs.WriteStream;
  private member: zlib.Gzip | null = null;
  private level = -1;
  private failed: Error | null = null;

  constructor(path: string) {
    this.file = fs.createWriteStream(path);
    this.file.on('error', (error) => (this.failed = error));
  }

  private check(): void {
    if (this.failed) throw this.failed;
  }

  private async closeMember(): Promise<void> {
    const member = this.member;
    if (!member) return;
    this.member = null;
    const ended = once(member, 'end');
    member.end();
    await ended;
  }

  /** Starts a new member when the level changes. */
  async setLevel(level: number): Promise<void> {
    if (level === this.level && this.member) return;
    await this.closeMember();
    this.level = level;
    const member = zlib.createGzip({ level, chunkSize: 1 << 20 });
    member.on('error', (error) => (this.failed = error));
    member.pipe(this.file, { end: false });
    this.member = member;
  }

  async write(chunk: Buffer): Promise<void> {
    this.check();
    if (!this.member) await this.setLevel(zlib.constants.Z_BEST_SPEED);
    if (!this.member!.write(chunk)) await once(this.member!, 'drain');
    this.check();
  }

  async end(): Promise<void> {
    await this.closeMember();
    this.check();
    const finished = once(this.file, 'finish');
    this.file.end();
    await finished;
    this.check();
  }

  destroy(): void {
    this.member?.destroy();
    this.file.destroy();
  }
}
