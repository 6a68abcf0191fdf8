// Form submissions on a published site, as visitors send them: the real server started as
// `npm start` runs it (scripts/start.mjs, the bundle), a contact form of five fields published,
// then VISITORS parallel visitors (default 50) each opening the page for its token and posting
// the form, SUBMISSIONS posts in all (default 1000). Printed: submission-to-stored latency (the
// POST until its 303, which is sent once the submission, its customer, notification and outbox
// mail are committed) p50 and p99, and submissions per second.
// PGlite on disk always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// database is created for the run and dropped), where the stored rows are counted afterwards.
// Each visitor posts from an address of its own (X-Forwarded-For with TRUST_PROXY=1), so the
// per-address limit does not turn the run into spam; FORM_MIN_FILL_MS=0 lets a visitor post
// at once instead of waiting the two seconds a person takes.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresServerUrl, targets } from './support.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3480;
const VISITORS = Number(process.env.VISITORS ?? 50);
const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 1000);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-forms-'));

function startServer(env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
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
  return child;
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

async function waitForHealth(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${child.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start within 120 s:\n${child.output()}`);
}

async function api(method, url, token, body) {
  const res = await fetch(`http://127.0.0.1:${PORT}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** A published site whose home page is a contact form; returns its host and the form's id. */
async function publishContactForm() {
  const { token } = await api('POST', '/api/auth/register', null, {
    firstName: 'Bench',
    lastName: 'Owner',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-password-1',
  });
  const subdomain = `forms-${randomBytes(3).toString('hex')}`;
  const site = await api('POST', '/api/websites', token, { name: 'Bench Bakery', subdomain });
  const [home] = await api('GET', `/api/websites/${site.id}/pages`, token);
  const id = () => randomUUID();
  const [section, row, column, form] = [id(), id(), id(), id()];
  const field = (type, order, props) => ({ id: id(), type, parentId: form, order, props });
  await api('POST', `/api/pages/${home.id}/save`, token, {
    elements: [
      { id: section, type: 'SECTION', parentId: null, order: 0 },
      { id: row, type: 'ROW', parentId: section, order: 0 },
      { id: column, type: 'COLUMN', parentId: row, order: 0 },
      { id: form, type: 'FORM', parentId: column, order: 0, props: { formName: 'Contact' } },
      field('INPUT', 0, { label: 'Name', name: 'name', required: true }),
      field('INPUT', 1, { label: 'E-mail', name: 'email', type: 'email', required: true }),
      field('INPUT', 2, { label: 'Phone', name: 'phone', type: 'tel' }),
      field('SELECT', 3, { label: 'Topic', name: 'topic', options: ['Orders', 'Catering'] }),
      field('TEXTAREA', 4, { label: 'Message', name: 'message', required: true }),
    ],
  });
  await api('POST', `/api/websites/${site.id}/publish`, token);
  return { host: `${subdomain}.localhost:${PORT}`, formId: form };
}

function request(agent, options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, agent, ...options }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** VISITORS visitors at once, each opening the page and posting until SUBMISSIONS are sent. */
async function run({ host, formId }) {
  const latencies = [];
  let next = 0;
  const visitor = async (v) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (next < SUBMISSIONS) {
        const n = next++;
        const page = await request(agent, { method: 'GET', path: '/', headers: { host } });
        const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1];
        if (page.status !== 200 || !token) throw new Error(`page: ${page.status}`);
        const body = new URLSearchParams({
          name: `Visitor ${n}`,
          email: `visitor${n % 500}@example.com`,
          phone: '+1 555 0100',
          topic: 'Catering',
          message: 'Could you bake for a wedding of eighty guests next June?\r\nThanks!',
          _website: '',
          _token: token,
        }).toString();
        const started = performance.now();
        const res = await request(
          agent,
          {
            method: 'POST',
            path: `/_forms/${formId}`,
            headers: {
              host,
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': `10.${v}.${(n >> 8) & 255}.${n & 255}`,
            },
          },
          body,
        );
        latencies.push(performance.now() - started);
        if (res.status !== 303) throw new Error(`post: ${res.status} ${res.body.slice(0, 200)}`);
      }
    } finally {
      agent.destroy();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, (_, v) => visitor(v)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1), rate: latencies.length / seconds };
}

async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

try {
  for (const kind of targets()) {
    let databaseUrl = '';
    let drop = async () => {};
    if (kind === 'postgres') {
      const serverUrl = postgresServerUrl();
      const name = `tessera_bench_${randomBytes(5).toString('hex')}`;
      await admin(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      drop = () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    const env = {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: path.join(tmp, kind),
      HOSTING_DOMAIN: `localhost:${PORT}`,
      DATABASE_URL: databaseUrl,
      WEB_DIST: path.join(ROOT, 'apps/web/dist'),
      TRUST_PROXY: '1',
      FORM_MIN_FILL_MS: '0',
      LOG_LEVEL: 'warn',
    };
    const server = startServer(env);
    try {
      await waitForHealth(server);
      const target = await publishContactForm();
      const result = await run(target);
      let stored = '';
      if (kind === 'postgres') {
        const { rows } = await admin(
          databaseUrl,
          'select count(*)::int as n, count(spam_reason)::int as spam from form_submissions',
        );
        stored = `; stored ${rows[0].n}, spam ${rows[0].spam}`;
      }
      console.log(
        `${kind.padEnd(8)} ${SUBMISSIONS} submissions, ${VISITORS} visitors: submission to stored ` +
          `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ` +
          `(max ${result.max.toFixed(1)} ms), ${result.rate.toFixed(0)} submissions/s${stored}`,
      );
    } finally {
      await stopServer(server);
      await drop();
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
