import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from './admin-query.ts';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';

/** The repository root: tsx reads the root tsconfig there (the blocks' JSX runtime). */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the output contains `text`; rejects if the process exits first. */
  waitFor(text: string): Promise<void>;
  /** The exit code (null when ended by a signal) and signal, once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a server entry point's sources (`main.ts`, `cli.ts`) as its own process. */
export function runEntry(
  entry: 'main.ts' | 'cli.ts',
  args: string[],
  env: Record<string, string>,
  port = 0,
): ServerProcess {
  const file = path.join(repoRoot, 'apps/server/src', entry);
  return runNode(['--import', 'tsx', file, ...args], env, port);
}

/** Runs a JavaScript file (the built server) as its own process. */
export function runServerFile(file: string, env: Record<string, string>, port = 0): ServerProcess {
  return runNode([file], env, port);
}

function runNode(args: string[], env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    waiters.forEach((check) => check());
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close' comes after 'exit' and after the last output has been read from the pipes.
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    port,
    output: () => text,
    exited,
    waitFor: (wanted) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!text.includes(wanted)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
        void exited.then(() => {
          if (!text.includes(wanted)) {
            reject(new Error(`exited before printing "${wanted}":\n${text}`));
          }
        });
      }),
  };
}

/** Starts the server on a free port and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = runEntry('main.ts', [], { PORT: String(port), ...env }, port);
  await server.waitFor('Tessera is running');
  return server;
}

/** The database the server processes of a test file use, following TEST_DB like test-app.ts. */
export async function processDatabase(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') return { env: {}, drop: async () => {} };
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tessera_p_${randomBytes(6).toString('hex')}`;
  // A copy of the database the run migrated once (database-templates.ts).
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A new data folder for a server process. On the embedded database its PGlite folder starts as a
 * copy of the database the run migrated once, so the process neither creates nor migrates one;
 * tests of a first start use an empty folder instead.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const snapshot = process.env.TEST_DB === 'postgres' ? '' : inject('pgliteSnapshot');
  if (snapshot) {
    const from = new Blob([await fs.readFile(snapshot)]);
    await (await openDatabase({ kind: 'pglite', dataDir: dir, from })).close();
  }
  return dir;
}
