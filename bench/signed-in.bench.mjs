// What being signed in costs a request: requests/s of GET /api/health (no session), and of
// GET /api/auth/profile and GET /api/websites with an owner's bearer token (a website of three
// pages each), served by the server in a child process (its TypeScript run by tsx: no build, so
// no shared output is touched), 20 connections, DURATION s (default 5) after a WARMUP s (default
// 2) warm-up each, and the ratio of each signed-in route to /api/health.
// PGlite on disk always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// database is created for the run and dropped).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, postgresServerUrl, printMachine, targets } from './support.mjs';
import {
  ROOT,
  apiOf,
  createPostgresDatabase,
  lightenAutocannon,
  registerOwner,
  startChild,
  stopAllChildren,
  stopChild,
  waitFor,
} from './server-process.mjs';

const DURATION = Number(process.env.DURATION ?? 5);
const WARMUP = Number(process.env.WARMUP ?? 2);
const CONNECTIONS = 20;
const ROUTES = [
  { path: '/api/health', signedIn: false },
  { path: '/api/auth/profile', signedIn: true },
  { path: '/api/websites', signedIn: true },
];

lightenAutocannon();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-signed-in-'));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAllChildren().finally(() => {
      rmSync(tmp, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

async function startSourceServer(port, dataDir, databaseUrl) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    HOSTING_DOMAIN: `localhost:${port}`,
    DATABASE_URL: databaseUrl ?? '',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // One access line per request would be the same for every route; it is not what is measured.
    LOG_LEVEL: 'warn',
  };
  const child = startChild(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
  });
  await waitFor('The server', child, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status === 200;
  });
  return child;
}

async function rate(port, route, token, duration) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${route.path}`,
    connections: CONNECTIONS,
    duration,
    headers: route.signedIn ? { authorization: `Bearer ${token}` } : {},
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(
      `${route.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return result;
}

async function measure(kind) {
  const database = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl()) : null;
  const port = await freePort();
  let server = null;
  try {
    server = await startSourceServer(port, path.join(tmp, kind), database?.url);
    const call = apiOf(port);
    const token = await registerOwner(call);
    // A Free account's one website, with its home page and two more.
    const site = await call('POST', '/api/websites', token, {
      name: 'Bench',
      subdomain: `bench-${randomBytes(4).toString('hex')}`,
    });
    for (const name of ['About', 'Contact'])
      await call('POST', `/api/websites/${site.id}/pages`, token, { name });
    const rates = new Map();
    for (const route of ROUTES) {
      if (WARMUP > 0) await rate(port, route, token, WARMUP);
      const result = await rate(port, route, token, DURATION);
      rates.set(route.path, result.requests.average);
      console.log(
        `  ${kind.padEnd(8)} ${route.path.padEnd(18)} ${result.requests.average.toFixed(0).padStart(6)} req/s` +
          `   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms`,
      );
    }
    const health = rates.get('/api/health');
    const ratios = ROUTES.filter((route) => route.signedIn).map(
      (route) => `${route.path} ${(rates.get(route.path) / health).toFixed(2)}`,
    );
    console.log(`  ${kind.padEnd(8)} signed-in / health: ${ratios.join('   ')}`);
  } finally {
    if (server) await stopChild(server);
    await database?.drop();
  }
}

let failed = false;
try {
  printMachine('autocannon and the server share them');
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s per route after a ${WARMUP} s warm-up, one owner with a website of three pages:`,
  );
  for (const kind of targets()) await measure(kind);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopAllChildren();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
