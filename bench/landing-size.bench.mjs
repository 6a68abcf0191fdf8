// The marketing site as a first-time visitor gets it from `npm start` (free port, fresh data
// folder): for the landing page and pricing, every script and stylesheet the HTML loads (followed
// through static imports), raw, gzip -9 and brotli; then Lighthouse 12 in Debian's Chromium,
// mobile, on both pages. Aims: at most 30 KB of JavaScript gzip on the landing page, 100 in each
// category. Builds the web app first when it is missing. Env: LIGHTHOUSE=0 skips Lighthouse,
// WEB_DIST serves another build (to compare with an older one).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { lighthouse } from './landing-lighthouse.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/pricing'];
const JS_AIM = 30 * 1024;

const port = Number(
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/free-ports.mjs')])
    .toString()
    .trim(),
);
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-landing-'));
const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const exited = new Promise((resolve) => server.on('exit', resolve));

async function stopServer() {
  if (server.exitCode === null && server.signalCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 180 s');
}

async function text(pathname) {
  const res = await fetch(`${origin}${pathname}`);
  if (!res.ok) throw new Error(`GET ${pathname}: ${res.status}`);
  return res.text();
}

/** Scripts (with their static imports) and stylesheets a page's HTML makes the browser load. */
async function pageAssets(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)];
  const js = new Map();
  const queue = [...scripts, ...preloads.map((m) => m[1])];
  while (queue.length > 0) {
    const ref = queue.shift();
    if (js.has(ref)) continue;
    const body = await text(ref);
    js.set(ref, body);
    // Static imports only (`import"./a.js"`, `from"./a.js"`); `import("./b.js")` loads later.
    for (const m of body.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g))
      queue.push(new URL(m[1], `${origin}${ref}`).pathname);
  }
  const css = new Map();
  for (const [, ref] of styles) css.set(ref, await text(ref));
  return { js, css };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function sizes(body) {
  const buffer = Buffer.from(body);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer).length,
  };
}

function printRows(title, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  console.log(`  ${title}:`);
  for (const [ref, body] of files) {
    const s = sizes(body);
    for (const k of Object.keys(total)) total[k] += s[k];
    console.log(
      `    ${ref.padEnd(44)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}  brotli ${kb(s.brotli).padStart(8)}`,
    );
  }
  if (files.size === 0) console.log('    (none)');
  console.log(
    `    ${'total'.padEnd(44)} raw ${kb(total.raw).padStart(9)}  gzip ${kb(total.gzip).padStart(8)}  brotli ${kb(total.brotli).padStart(8)}`,
  );
  return total;
}

let failed = false;
try {
  await waitForServer();
  for (const page of PAGES) {
    const html = await text(page);
    const { js, css } = await pageAssets(html);
    console.log(`${page}: HTML ${kb(sizes(html).raw)} (${kb(sizes(html).gzip)} gzip)`);
    const total = printRows('JavaScript', js);
    printRows('CSS', css);
    if (page === '/')
      console.log(
        `  landing JavaScript: ${kb(total.gzip)} gzip, ${kb(total.brotli)} brotli (aim <= ${kb(JS_AIM)} gzip: ${total.gzip <= JS_AIM ? 'met' : 'missed'})`,
      );
  }
  if (process.env.LIGHTHOUSE !== '0') {
    console.log('Lighthouse 12, mobile (Debian Chromium):');
    for (const page of PAGES) {
      const { scripts } = lighthouse(page, `${origin}${page}`);
      const bytes = scripts.reduce((sum, s) => sum + s.transferSize, 0);
      console.log(
        `  ${''.padEnd(10)} scripts the browser loaded: ${scripts.length}, ${kb(bytes)} transferred`,
      );
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopServer();
}
process.exit(failed ? 1 : 0);
