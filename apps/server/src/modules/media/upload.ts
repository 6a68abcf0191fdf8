import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export interface ReceivedFile {
  /** A temporary file holding the bytes. */
  tempPath: string;
  name: string;
  size: number;
  sha256: string;
  truncated: boolean;
}

/**
 * Streams one uploaded file to a temporary file while hashing and counting it: the upload is
 * never held in memory, whatever its size.
 */
export async function receiveFile(
  stream: Readable & { truncated?: boolean },
  name: string,
  tempDir: string,
): Promise<ReceivedFile> {
  await fs.mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `${randomUUID()}.upload`);
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const out = createWriteStream(tempPath, { mode: 0o600 });
  try {
    await pipeline(stream, measure, out);
  } catch (error) {
    // A body cut off early can fail the pipeline while the file is still being opened: removed
    // before that, the file would appear afterwards and stay. Its stream closes once it is open.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  return {
    tempPath,
    name: path.basename(name || 'file').slice(0, 200),
    size,
    sha256: hash.digest('hex'),
    truncated: stream.truncated === true,
  };
}
