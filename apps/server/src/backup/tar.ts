/**
 * The tar format (POSIX ustar, with a pax header for a name longer than ustar holds), written and
 * read as streams so that a gigabyte of media passes through in small chunks. Only regular files.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    // ustar splits a long name at a slash into a prefix (155 bytes) and a name (100 bytes).
    const cut = name.lastIndexOf('/', 155);
    if (cut > 0 && Buffer.byteLength(name.slice(cut + 1)) <= 100) {
      prefix = name.slice(0, cut);
      base = name.slice(cut + 1);
    } else {
      base = name.slice(0, 100);
    }
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.fill(' ', 148, 156);
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

function needsPax(name: string): boolean {
  if (Buffer.byteLength(name) <= 100) return false;
  const cut = name.lastIndexOf('/', 155);
  return !(cut > 0 && Buffer.byteLength(name.slice(cut + 1)) <= 100);
}

function paxRecord(key: string, value: string): Buffer {
  // "<length> key=value\n", where the length counts its own digits too.
  const body = ` ${key}=${value}\n`;
  const bytes = Buffer.byteLength(body);
  let length = bytes + String(bytes).length;
  if (String(length).length > String(bytes).length) length += 1;
  return Buffer.from(`${length}${body}`);
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Where a TarWriter's bytes go; `write` resolves when the sink can take more. */
export interface ByteSink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

/** Writes entries one after another into a sink (gzip, usually). */
export class TarWriter {
  constructor(private readonly out: ByteSink) {}

  private write(chunk: Buffer): Promise<void> {
    return this.out.write(chunk);
  }

  /** One entry of exactly `size` bytes, given as chunks. */
  async add(
    name: string,
    size: number,
    body: AsyncIterable<Buffer> | Iterable<Buffer>,
    mtime = Date.now(),
  ) {
    if (needsPax(name)) {
      const record = paxRecord('path', name);
      await this.write(header(`PaxHeader/${name.slice(-80)}`, record.length, 'x', mtime));
      await this.write(record);
      await this.write(padding(record.length));
    }
    await this.write(header(name, size, '0', mtime));
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was being archived`);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} changed while it was being archived`);
    await this.write(padding(size));
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await this.out.end();
  }
}

export class DamagedArchiveError extends Error {}

/** Reads exact byte counts from a stream of chunks. */
class ChunkReader {
  private pending: Buffer[] = [];
  private buffered = 0;
  private done = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<boolean> {
    while (this.buffered < wanted && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.pending.push(next.value);
        this.buffered += next.value.length;
      }
    }
    return this.buffered >= wanted;
  }

  /** Exactly `n` bytes, or null at the end of the stream. */
  async take(n: number): Promise<Buffer | null> {
    if (!(await this.fill(n))) return null;
    const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = all.length > n ? [all.subarray(n)] : [];
    this.buffered = all.length - n;
    return all.subarray(0, n);
  }

  /** The next `n` bytes as they arrive. */
  async *chunks(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.buffered === 0 && !(await this.fill(1))) {
        throw new DamagedArchiveError('The archive ends in the middle of an entry');
      }
      const first = this.pending.shift()!;
      const part = first.length > left ? first.subarray(0, left) : first;
      if (first.length > left) this.pending.unshift(first.subarray(left));
      this.buffered -= part.length;
      left -= part.length;
      yield part;
    }
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them (or not) before asking for the next entry. */
  body: () => AsyncGenerator<Buffer>;
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === parseInt(field(block, 148, 8).trim() || 'x', 8);
}

/** The regular files of a tar stream, in order. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  let longName: string | null = null;
  for (;;) {
    const block = await reader.take(BLOCK);
    if (!block) throw new DamagedArchiveError('The archive ends before its last entry');
    if (block.every((byte) => byte === 0)) return;
    if (!checksumOk(block)) throw new DamagedArchiveError('The archive has a damaged entry header');
    const size = parseInt(field(block, 124, 12).trim() || '0', 8);
    const type = field(block, 156, 1) || '0';
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    longName = null;
    const skip = (BLOCK - (size % BLOCK)) % BLOCK;
    if (type === 'x') {
      const records = (await reader.take(size + skip))!.subarray(0, size).toString('utf8');
      const path = /\d+ path=([^\n]*)\n/.exec(records);
      longName = path ? path[1]! : null;
      continue;
    }
    if (type !== '0') {
      for await (const _ of reader.chunks(size + skip));
      continue;
    }
    let read = false;
    const body = async function* () {
      read = true;
      yield* reader.chunks(size);
      if (skip) await reader.take(skip);
    };
    yield { name, size, body };
    if (!read) for await (const _ of body());
  }
}
