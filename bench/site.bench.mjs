// A published landing page (bench/landing-page.mjs: 91 elements, 6 sections) served by the real
// server, started as a child process like `npm start`:
//   1. requests/s and p99 latency with autocannon (50 connections, DURATION seconds), beside nginx
//      serving the identical bytes from disk in the same run; aim: Tessera at least 0.5 of nginx.
//      Measured twice: gzip (both send Tessera's own precompressed gzip body; nginx through
//      gzip_static, so neither compresses per request) and identity (the plain HTML).
//      Beside each rate, the CPU time the server's processes spent per request (Linux), and
//      nginx's over Tessera's: a ratio that the machine's other work moves far less.
//      Measured once the server has settled after its start (waitUntilSettled): a first start
//      builds the template websites in the background, which a running server did long ago.
//   2. bytes a browser downloads for the page and everything it references, compressed;
//      aim: under 30 KB.
//   3. Lighthouse 12 with Debian Chromium, mobile (default) and desktop; aim: 100 in each category.
// PGlite on disk always; PostgreSQL too (requests/s only) when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set: a database is created for the run and dropped. nginx is installed
// with apt-get if /usr/sbin/nginx is missing. Env: DURATION (s, default 10), WARMUP (s, default 3),
// LIGHTHOUSE=0 to skip Lighthouse, SITE_WORKERS=N (or auto) for N server processes on PostgreSQL,
// SITE_PORT and NGINX_PORT for fixed ports (free ones by default).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CHROMIUM, METRICS, lighthouse } from './landing-lighthouse.mjs';
import { publishBlogSite } from './blog-site.mjs';
import { publishLandingSite } from './landing-page.mjs';
import {
  apiOf,
  createPostgresDatabase,
  groupCpuMs,
  lightenAutocannon,
  registerOwner,
  startChild,
  startServer,
  stopAllChildren,
  stopChild,
  waitFor,
  waitUntilSettled,
} from './server-process.mjs';
import { publishShopSite } from './shop-site.mjs';
import { freePort, postgresServerUrl, targets } from './support.mjs';

// Free ports unless SITE_PORT or NGINX_PORT names one, so two benches can run at once.
const PORT = Number(process.env.SITE_PORT || (await freePort()));
const NGINX_PORT = Number(process.env.NGINX_PORT || (await freePort()));
const SUBDOMAIN = 'bench-bakery';
const SITE_HOST = `${SUBDOMAIN}.localhost:${PORT}`;
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const CONNECTIONS = 50;
// SITE_PAGE=product measures a product page of the same site (product-page.bench.mjs); post and
// blog, a post's page and the blog's index page of 30 posts (blog-pages.bench.mjs).
const PAGE = ['product', 'post', 'blog'].includes(process.env.SITE_PAGE)
  ? process.env.SITE_PAGE
  : 'landing';
let pagePath = '/';
const NGINX = '/usr/sbin/nginx';
const BYTES_AIM = 30 * 1024;
const RATIO_AIM = 0.5;

// autocannon's bookkeeping of response bodies would set the pace, not nginx (see
// lightenAutocannon): no body is checked here, so it is turned off.
lightenAutocannon();

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-site-'));

// ---------------------------------------------------------------------------------------------
// Processes

async function cleanUp() {
  await stopAllChildren();
  rmSync(tmp, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP

/**
 * One GET on a fresh connection, the body left as sent (not decompressed). `wire` counts every
 * byte read from the socket: status line, headers and body.
 */
function get(port, host, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, headers: { host, ...headers }, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            wire: res.socket.bytesRead,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The API of the server under test: returns the envelope's data, throws on an error status. */
const api = apiOf(PORT);

// ---------------------------------------------------------------------------------------------
// Tessera and nginx

/**
 * As `npm start` runs it (the built server, rebuilt first if its sources changed), with the
 * logging a production user gets by default (see startServer); the dashboard plays no part here.
 */
/** SITE_WORKERS=N (or auto): the server on PostgreSQL runs N processes; on PGlite always one. */
function startTessera(databaseUrl) {
  const dataDir = path.join(tmp, `data-${randomBytes(3).toString('hex')}`);
  const workers = databaseUrl ? (process.env.SITE_WORKERS ?? '') : '';
  return startServer({ port: PORT, dataDir, databaseUrl, env: { WORKERS: workers } });
}

async function publish() {
  const token = await registerOwner(api);
  if (PAGE === 'landing') return publishLandingSite(api, token, SUBDOMAIN);
  if (PAGE === 'post' || PAGE === 'blog') {
    const blog = await publishBlogSite(api, token, SUBDOMAIN);
    pagePath = PAGE === 'post' ? blog.postPath : blog.blogPath;
    return blog;
  }
  const shop = await publishShopSite(api, token, SUBDOMAIN, `http://127.0.0.1:${PORT}`);
  pagePath = shop.path;
  return shop;
}

/** nginx, installed with apt-get only when it is missing. */
function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log('nginx is missing: installing it (apt-get install -y nginx)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { env, stdio: 'inherit' });
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      env,
      stdio: 'inherit',
    });
  }
  if (result.status !== 0 || !existsSync(NGINX)) throw new Error('could not install nginx');
  // The package's own service may have started on port 80: this bench needs only the binary.
  spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
}

/**
 * nginx serving the page's exact bytes from disk: index.html (plain) and index.html.gz (the gzip
 * body Tessera sends) through gzip_static, one worker like Node's one process, no access log.
 */
async function startNginx(plain, gzipped) {
  const prefix = path.join(tmp, 'nginx');
  const www = path.join(prefix, 'www');
  mkdirSync(www, { recursive: true });
  writeFileSync(path.join(www, 'index.html'), plain);
  writeFileSync(path.join(www, 'index.html.gz'), gzipped);
  // nginx's worker runs as nobody: the folders down to the files must be readable.
  for (const dir of [tmp, prefix, www]) chmodSync(dir, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 75s;
  gzip off;
  gzip_static on;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${www};
    index index.html;
  }
}
`,
  );
  const child = startChild(NGINX, ['-e', 'stderr', '-p', prefix, '-c', conf], {});
  await waitFor(
    'nginx',
    child,
    async () => (await get(NGINX_PORT, 'localhost', '/')).status === 200,
  );
  return child;
}

// ---------------------------------------------------------------------------------------------
// Measurements

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function cannon(port, host, encoding, duration) {
  return autocannon({
    // nginx serves the page's bytes at its root.
    url: `http://127.0.0.1:${port}${port === PORT ? pagePath : '/'}`,
    connections: CONNECTIONS,
    duration,
    headers: { host, 'accept-encoding': encoding },
  });
}

/**
 * Requests/s of Tessera and nginx for one Accept-Encoding, after a warm-up of each, and the CPU
 * time each server's processes spent per request (Linux): other work on the machine moves the
 * rates far more than what a request costs.
 */
async function throughput(kind, encoding, processes) {
  const rows = [];
  for (const [name, port, host] of [
    ['tessera', PORT, SITE_HOST],
    ['nginx', NGINX_PORT, `localhost:${NGINX_PORT}`],
  ]) {
    if (WARMUP > 0) await cannon(port, host, encoding, WARMUP);
    const cpuBefore = groupCpuMs(processes[name]);
    const r = await cannon(port, host, encoding, DURATION);
    const cpuUs = ((groupCpuMs(processes[name]) - cpuBefore) * 1000) / r.requests.total;
    const bad = r.non2xx + r.errors + r.timeouts;
    if (bad > 0)
      throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    rows.push({ name, r, cpuUs });
  }
  const [tessera, nginx] = rows;
  const label = `${kind} ${encoding}`;
  for (const { name, r, cpuUs } of rows) {
    console.log(
      `  ${label.padEnd(18)} ${name.padEnd(8)} ${r.requests.average.toFixed(0).padStart(7)} req/s` +
        `   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms` +
        `   ${(r.throughput.average / 1024 / 1024).toFixed(1).padStart(6)} MB/s   (${r.requests.total} requests)` +
        `   CPU ${cpuUs.toFixed(0).padStart(3)} µs/request`,
    );
  }
  const ratio = tessera.r.requests.average / nginx.r.requests.average;
  console.log(
    `  ${label.padEnd(18)} ratio    ${ratio.toFixed(2)} of nginx (aim >= ${RATIO_AIM}: ${ratio >= RATIO_AIM ? 'met' : 'missed'})` +
      `; by CPU per request ${(nginx.cpuUs / tessera.cpuUs).toFixed(2)}`,
  );
}

/** Same-host resources a browser loads with the page: stylesheets, scripts, icons, images, media. */
function referencedResources(html) {
  const refs = new Set();
  const tags = html.match(/<(?:link|script|img|source|video|audio|iframe|embed|input)\b[^>]*>/gi);
  for (const tag of tags ?? []) {
    if (
      /^<link/i.test(tag) &&
      !/rel="[^"]*(stylesheet|icon|preload|modulepreload|manifest)/i.test(tag)
    )
      continue;
    for (const m of tag.matchAll(/\s(?:src|href|poster)="([^"]+)"/gi)) refs.add(m[1]);
    for (const m of tag.matchAll(/\ssrcset="([^"]+)"/gi))
      for (const part of m[1].split(',')) refs.add(part.trim().split(/\s+/)[0]);
  }
  for (const m of html.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/gi)) refs.add(m[1]);
  const sameHost = [];
  for (const ref of refs) {
    const url = new URL(ref.replace(/&amp;/g, '&'), `http://${SITE_HOST}/`);
    if (url.host === SITE_HOST) sameHost.push(url.pathname + url.search);
  }
  return sameHost;
}

async function pageBytes(plain) {
  const accept = { 'accept-encoding': 'br, gzip' };
  const page = await get(PORT, SITE_HOST, pagePath, accept);
  const html = plain.toString('utf8');
  const rows = [{ what: `${pagePath} (the page)`, res: page, plain: plain.length }];
  for (const ref of referencedResources(html)) {
    const res = await get(PORT, SITE_HOST, ref, accept);
    rows.push({ what: ref, res, plain: null });
  }
  console.log('Bytes for the page and everything it references (Accept-Encoding: br, gzip):');
  let body = 0;
  let wire = 0;
  for (const { what, res, plain: size } of rows) {
    body += res.body.length;
    wire += res.wire;
    console.log(
      `  ${what.padEnd(22)} ${res.status} ${String(res.headers['content-encoding'] ?? 'identity').padEnd(8)}` +
        ` body ${kb(res.body.length).padStart(8)}   with headers ${kb(res.wire).padStart(8)}` +
        (size ? `   uncompressed ${kb(size)}` : ''),
    );
  }
  if (rows.length === 1)
    console.log('  (the page references no other resource on its host: CSS is inline)');
  console.log(
    `  total: ${kb(body)} compressed body, ${kb(wire)} with response headers (aim < ${kb(BYTES_AIM)}: ${wire < BYTES_AIM ? 'met' : 'missed'})`,
  );
  const icon = /<link rel="icon" href="([^"]*)"/.exec(html);
  if (icon) {
    console.log(`  icon: ${icon[1] === 'data:,' ? 'data:, (empty, no request)' : icon[1]}`);
  } else {
    // Browsers ask for /favicon.ico when the page declares no icon.
    const favicon = await get(PORT, SITE_HOST, '/favicon.ico', accept);
    console.log(
      `  no icon declared: browsers also fetch /favicon.ico -> ${favicon.status}, ${kb(favicon.wire)}`,
    );
  }
}

/** Lighthouse's report of the page (bench/landing-lighthouse.mjs), with the bytes downloaded. */
function lighthouseOfPage(label, extraArgs) {
  lighthouse(label, `http://${SITE_HOST}${pagePath}`, extraArgs, {
    width: 8,
    // What the emulated phone (or desktop) actually downloaded: the image copies its srcset chose.
    metrics: { ...METRICS, bytes: 'total-byte-weight' },
  });
}

// ---------------------------------------------------------------------------------------------

let failed = false;
try {
  ensureNginx();
  let nginx = null;
  for (const kind of targets()) {
    const database = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl()) : null;
    let server = null;
    try {
      server = await startTessera(database?.url);
      const { elementCount } = await publish();
      const plain = await get(PORT, SITE_HOST, pagePath, { 'accept-encoding': 'identity' });
      const gzipped = await get(PORT, SITE_HOST, pagePath, { 'accept-encoding': 'gzip' });
      if (plain.status !== 200 || gzipped.headers['content-encoding'] !== 'gzip')
        throw new Error(`unexpected page: ${plain.status}, ${gzipped.headers['content-encoding']}`);
      // The background work of a first start (template websites) is over before measuring.
      const settled = await waitUntilSettled(server);
      console.log(
        `${kind}: the server settled ${settled.toFixed(0)} s after the page was published`,
      );
      if (!nginx) {
        console.log(
          `${PAGE === 'landing' ? `Landing page: ${elementCount} elements` : `Page ${pagePath} of the landing site`}, ${kb(plain.body.length)} of HTML (${kb(gzipped.body.length)} gzip)`,
        );
        nginx = await startNginx(plain.body, gzipped.body);
        for (const encoding of ['gzip', 'identity']) {
          const fromNginx = await get(NGINX_PORT, 'localhost', '/', {
            'accept-encoding': encoding,
          });
          const same = encoding === 'gzip' ? gzipped.body : plain.body;
          if (!fromNginx.body.equals(same))
            throw new Error(`nginx does not send the same ${encoding} bytes`);
        }
        const load = os.loadavg().map((n) => n.toFixed(1));
        console.log(
          `Machine: ${os.cpus().length} CPUs, load average ${load.join(' ')} before the runs ` +
            '(autocannon, the server and nginx share them; other work on the machine moves the figures)',
        );
        console.log(
          `Requests/s, ${CONNECTIONS} connections, ${DURATION} s each after a ${WARMUP} s warm-up; ` +
            'nginx: 1 worker, same bytes from disk (gzip through gzip_static):',
        );
      }
      for (const encoding of ['gzip', 'identity'])
        await throughput(kind, encoding, { tessera: server, nginx });
      if (kind === 'pglite') {
        await pageBytes(plain.body);
        if (process.env.LIGHTHOUSE !== '0') {
          console.log(`Lighthouse 12 (${CHROMIUM}), http://${SITE_HOST}${pagePath}:`);
          lighthouseOfPage('mobile', []);
          lighthouseOfPage('desktop', ['--preset=desktop']);
        }
      }
    } finally {
      if (server) await stopChild(server);
      await database?.drop();
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
