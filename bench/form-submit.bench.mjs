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
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  admin,
  apiOf,
  createPostgresDatabase,
  registerOwner,
  startServer,
  stopAllChildren,
  stopChild,
} from './server-process.mjs';
import { freePort, percentiles, postgresServerUrl, targets } from './support.mjs';

// A free port unless BENCH_PORT names one, so two benches can run at once.
const PORT = Number(process.env.BENCH_PORT || (await freePort()));
const VISITORS = Number(process.env.VISITORS ?? 50);
const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 1000);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-forms-'));
const api = apiOf(PORT);

/** A published site whose home page is a contact form; returns its host and the form's id. */
async function publishContactForm() {
  const token = await registerOwner(api);
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
  return { ...percentiles(latencies), rate: latencies.length / seconds };
}

try {
  for (const kind of targets()) {
    const database = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl()) : null;
    let server = null;
    try {
      server = await startServer({
        port: PORT,
        dataDir: path.join(tmp, kind),
        databaseUrl: database?.url,
        env: { TRUST_PROXY: '1', FORM_MIN_FILL_MS: '0', LOG_LEVEL: 'warn' },
      });
      const target = await publishContactForm();
      const result = await run(target);
      let stored = '';
      if (kind === 'postgres') {
        const { rows } = await admin(
          database.url,
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
      if (server) await stopChild(server);
      await database?.drop();
    }
  }
} finally {
  // A server that never answered its health check is stopped here.
  await stopAllChildren();
  rmSync(tmp, { recursive: true, force: true });
}
