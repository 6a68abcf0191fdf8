// Shared pieces of the API benchmarks: an app on a chosen database, an owner and a website, a
// free port, timing, medians and latency percentiles.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createPostgresDatabase } from './server-process.mjs';

export const postgresServerUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

/** The databases to measure: embedded PGlite on disk always, PostgreSQL when a URL is given. */
export function targets() {
  return postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A real app (no listening) on a fresh database of the given kind; close() removes it. `now`
 * gives it a clock of its own.
 */
export async function benchApp(kind, env = {}, { now } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, ...env }),
    webDist: path.join(dataDir, 'none'),
  };
  let database;
  let drop = async () => {};
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(postgresServerUrl());
    database = await openDatabase({ kind: 'postgres', url: created.url });
    drop = created.drop;
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir });
  }
  const app = await buildApp({ config, database, ...(now ? { now } : {}) });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(app, method, url, token, payload) {
  const res = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 400)
    throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json().data;
}

export async function owner(app) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const { token } = await call(app, 'POST', '/api/auth/register', null, {
    firstName: 'Bench',
    lastName: 'Owner',
    email,
    password: 'bench-password-1',
  });
  return { token, email };
}

/** A new owner and a website of theirs named Bench, on `subdomain`. */
export async function ownerWithSite(app, subdomain) {
  const { token, email } = await owner(app);
  const site = await call(app, 'POST', '/api/websites', token, { name: 'Bench', subdomain });
  return { token, email, site };
}

/** A TCP port free on 127.0.0.1 just now. */
export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/** Runs `work` `runs` times after one warm-up and returns the median and spread in ms. */
export async function measure(runs, work) {
  await work();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1) };
}

export const ms = (n) => `${n.toFixed(1)} ms`;

/** The machine's cores and load before a run, with what shares them: figures move with both. */
export function printMachine(sharing) {
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${load.join(' ')} before the runs (${sharing})`,
  );
}

/** p50, p99 and max of request latencies in ms (sorts `latencies` in place). */
export function percentiles(latencies) {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) };
}
