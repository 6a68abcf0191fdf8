import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * How `npm run cli` reaches a running server on the embedded database, which one process holds
 * (data-lock.ts): the server writes this file into its data folder once it listens, naming a
 * loopback address and a random token, readable by the folder's owner only. The CLI, finding the
 * folder locked, sends its command there with the token. Whoever can read the file can already
 * read the database itself, so the token grants nothing new.
 */
export const OPERATOR_FILE = 'tessera.operator.json';

export interface OperatorChannel {
  pid: number;
  hostname: string;
  /** Base URL of the running server, on a loopback or local address. */
  url: string;
  token: string;
}

export function newOperatorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The address the CLI can reach a server listening on `address` at. */
export function localUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('The server does not listen on TCP');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Writes the channel file (replacing a crashed server's) and answers how to remove it again. */
export function publishOperatorChannel(
  dataDir: string,
  channel: Omit<OperatorChannel, 'pid' | 'hostname'>,
): () => void {
  const file = path.join(dataDir, OPERATOR_FILE);
  const content = JSON.stringify({ pid: process.pid, hostname: os.hostname(), ...channel });
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, content, { mode: 0o600 });
  fs.renameSync(draft, file);
  const remove = () => {
    process.off('exit', remove);
    try {
      if (fs.readFileSync(file, 'utf8') === content) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', remove);
  return remove;
}

export function readOperatorChannel(dataDir: string): OperatorChannel | null {
  try {
    const value = JSON.parse(
      fs.readFileSync(path.join(dataDir, OPERATOR_FILE), 'utf8'),
    ) as Partial<OperatorChannel>;
    return typeof value.pid === 'number' &&
      typeof value.hostname === 'string' &&
      typeof value.url === 'string' &&
      typeof value.token === 'string'
      ? (value as OperatorChannel)
      : null;
  } catch {
    return null;
  }
}

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
