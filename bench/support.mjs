// Shared pieces of the API benchmarks: an app on a chosen database, timing, and medians.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

export const postgresServerUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

/** The databases to measure: embedded PGlite on disk always, PostgreSQL when a URL is given. */
export function targets() {
  return postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A real app (no listening) on a fresh database of the given kind; close() removes it. */
export async function benchApp(kind, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, ...env }),
    webDist: path.join(dataDir, 'none'),
  };
  let database;
  let drop = async () => {};
  if (kind === 'postgres') {
    const serverUrl = postgresServerUrl();
    const name = `tessera_bench_${randomBytes(5).toString('hex')}`;
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    drop = () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir });
  }
  const app = await buildApp({ config, database });
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
