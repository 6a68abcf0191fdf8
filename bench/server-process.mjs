// The server as `npm start` runs it, in a child process, for benchmarks that load it over HTTP:
// start and stop it (its own process group, output kept for errors), call its API, and make a
// PostgreSQL database for a run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** A desktop Chrome's user agent: what a visitor's browser sends, and no bot by isbot's rules. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * autocannon keeps each response body as a string (`body += chunk`): decoding gzip bytes as UTF-8
 * costs the client more than the server (or nginx) spends serving them, so the client would set
 * the pace (in a trial with a 23 KB gzip body: ~2,500 req/s with it, ~35,000 without). No body is
 * checked in these benchmarks, so that bookkeeping is turned off.
 */
export function lightenAutocannon() {
  const require = createRequire(import.meta.url);
  require(
    path.join(path.dirname(require.resolve('autocannon')), 'lib/pipelinedRequestsQueue.js'),
  ).prototype.addBody = () => {};
}

const children = new Set();

/** A child in its own process group, the tail of its output kept for error messages. */
export function startChild(command, args, options) {
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output;
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  children.add(child);
  return child;
}

/** Stops a child (SIGTERM, then SIGKILL after 15 s) and waits for it to exit. */
export async function stopChild(child) {
  if (!children.has(child)) return;
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }, 15_000);
  await child.exited;
  clearTimeout(timer);
}

export function stopAllChildren() {
  return Promise.all([...children].map((child) => stopChild(child)));
}

/** Waits until `probe` answers true; a child that exits first fails with its output. */
export async function waitFor(label, child, probe) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${child.output()}`);
    try {
      if (await probe()) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${label} did not start within 120 s:\n${child.output()}`);
}

/**
 * The built server started like `npm start` (rebuilt first if its sources changed), with a
 * production user's default logging: level info, one access line per request, JSON since stdout
 * is a pipe (read by this script, as a process manager would). `env` adds to or overrides the
 * environment (ANALYTICS=off, LOG_LEVEL=warn).
 */
export async function startServer({ port, dataDir, databaseUrl, env = {} }) {
  const childEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    HOSTING_DOMAIN: `localhost:${port}`,
    DATABASE_URL: databaseUrl ?? '',
    // The current web build: no web build is started, the dashboard plays no part here.
    WEB_DIST: path.join(ROOT, 'apps/web/dist'),
  };
  delete childEnv.LOG_LEVEL;
  delete childEnv.LOG_FORMAT;
  Object.assign(childEnv, env);
  const child = startChild(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: childEnv });
  await waitFor('The server', child, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status === 200;
  });
  return child;
}

/** CPU time (ms) used so far by every process of a child's group (its workers too); Linux only. */
export function groupCpuMs(child) {
  if (process.platform !== 'linux') return Number.NaN;
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command's name in parentheses: state, ppid, pgrp, ..., utime (12th), stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === child.pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Waits until the server does nothing of its own: under 5% of a core over a second, or 60 s at
 * most. A first start builds the template websites in the background for several seconds; a
 * server that has been up for a while did that long ago, so a measurement of serving starts
 * after it (and nginx, measured next, does not share the machine with it). Not on Linux: no wait.
 * Returns the seconds waited.
 */
export async function waitUntilSettled(child) {
  if (process.platform !== 'linux') return 0;
  const started = Date.now();
  let before = groupCpuMs(child);
  while (Date.now() - started < 60_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = groupCpuMs(child);
    if (now - before < 50) break;
    before = now;
  }
  return (Date.now() - started) / 1000;
}

/** `call(method, url, token, body)` on a listening server: the envelope's data, throws on errors. */
export function apiOf(port) {
  return async function call(method, url, token, body) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text).data;
  };
}

/** A new owner's token. */
export async function registerOwner(call) {
  const { token } = await call('POST', '/api/auth/register', null, {
    firstName: 'Bench',
    lastName: 'Owner',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-password-1',
  });
  return token;
}

/** One statement on its own connection to a PostgreSQL server (or database): its result. */
export async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on a PostgreSQL server: its URL, and drop() to remove it. */
export async function createPostgresDatabase(serverUrl) {
  const name = `tessera_bench_${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
