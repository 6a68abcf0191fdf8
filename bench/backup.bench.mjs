// `npm run cli -- backup` and `restore` with BACKUP_MEDIA_MB of media (default 1024: 1 MB files of
// random bytes, which compress no better than photos do) beside a small site's database. On the
// embedded database the backup is taken while the server runs (the dump comes through it); on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) from the shared database. Each figure is
// one cli process from start to exit, archive checks included. Prints times, rates and sizes.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresServerUrl } from './support.mjs';
import {
  ROOT,
  apiOf,
  createPostgresDatabase,
  registerOwner,
  startChild,
  stopChild,
  waitFor,
} from './server-process.mjs';
import { freePort } from './support.mjs';

const MEDIA_MB = Number(process.env.BACKUP_MEDIA_MB ?? 1024);
const FILE_BYTES = 1 << 20;

/** MEDIA_MB content-addressed files under `dataDir/media`, as the media store lays them out. */
function writeMedia(dataDir) {
  for (let i = 0; i < MEDIA_MB; i++) {
    const bytes = randomBytes(FILE_BYTES);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const dir = path.join(dataDir, 'media', hash.slice(0, 2), hash);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'original.jpg'), bytes);
  }
}

function cli(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli.ts'), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`cli ${args.join(' ')} exited ${code}:\n${output}`));
      else resolve({ seconds: (performance.now() - started) / 1000, output: output.trim() });
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = startChild(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  await waitFor('The server', child, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status === 200;
  });
  const call = apiOf(port);
  const token = await registerOwner(call);
  await call('POST', '/api/websites', token, {
    name: 'Bench bakery',
    subdomain: `bench-${randomBytes(3).toString('hex')}`,
  });
  return child;
}

const mbps = (seconds) => `${(MEDIA_MB / seconds).toFixed(0)} MB/s`;

async function measure(kind) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-backup-'));
  const cleanups = [() => fs.rmSync(work, { recursive: true, force: true })];
  try {
    const sourceDir = path.join(work, 'source');
    const targetDir = path.join(work, 'target');
    const source = { DATA_DIR: sourceDir };
    const target = { DATA_DIR: targetDir };
    if (kind === 'postgres') {
      const from = await createPostgresDatabase(postgresServerUrl());
      const to = await createPostgresDatabase(postgresServerUrl());
      cleanups.push(from.drop, to.drop);
      source.DATABASE_URL = from.url;
      target.DATABASE_URL = to.url;
    }
    const server = await startServer(source);
    cleanups.unshift(() => stopChild(server));
    writeMedia(sourceDir);
    const archive = path.join(work, 'site.tar.gz');
    const backup = await cli(['backup', archive], source);
    const archiveMb = fs.statSync(archive).size / 1e6;
    const restore = await cli(['restore', archive], target);
    console.log(
      `${kind.padEnd(8)} ${MEDIA_MB} MB of media: backup ${backup.seconds.toFixed(1)} s ` +
        `(${mbps(backup.seconds)}, server running), restore ${restore.seconds.toFixed(1)} s ` +
        `(${mbps(restore.seconds)}), archive ${archiveMb.toFixed(0)} MB`,
    );
    console.log(`         ${backup.output.split('\n').pop()}`);
    console.log(`         ${restore.output.split('\n').pop()}`);
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

const free = fs.statfsSync(os.tmpdir());
const freeMb = (free.bavail * free.bsize) / 1e6;
if (freeMb < MEDIA_MB * 4) {
  console.log(
    `Needs about ${MEDIA_MB * 4} MB free in ${os.tmpdir()} (has ${freeMb.toFixed(0)} MB); set BACKUP_MEDIA_MB lower`,
  );
  process.exit(1);
}
for (const kind of postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite']) await measure(kind);
