import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'secret.key';

/**
 * The server's key for sealing stored secrets. From `SECRET_KEY` when it is set (every process of
 * a deployment sharing one PostgreSQL must be given the same); otherwise made once, at random,
 * into `secret.key` in the data folder (readable by its owner only) and read from there after.
 * Never kept in the database, so a dump of it alone opens nothing.
 */
export async function loadServerSecret(options: {
  secretKey?: string;
  dataDir: string;
}): Promise<Buffer> {
  if (options.secretKey) return derive(options.secretKey);
  const file = path.join(options.dataDir, SECRET_FILE);
  // Read once while the server starts: synchronous calls spare it a round trip through the
  // thread pool for each, which on a busy machine waits its turn.
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes the file and both then read it.
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable key`);
  return derive(stored);
}

/** A 32-byte key from any secret text, bound to its one use. */
function derive(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'tessera', 'stored secrets v1', 32));
}
