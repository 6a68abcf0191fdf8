// The JavaScript a signed-in owner's browser fetches on a first load (empty cache) of the
// dashboard and of the builder, as Debian's Chromium counts it: bytes over the wire (body as
// sent, compressed or not, plus response headers) and the number of script files. Runs the
// server as `npm start` does on a fresh data folder and a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from './landing-lighthouse.mjs';
import { apiOf, startServer, stopChild } from './server-process.mjs';
import { freePort } from './support.mjs';

/** In the page, before the app: the owner's session where the app keeps it. */
function signIn(session) {
  localStorage.setItem(
    'auth-storage',
    JSON.stringify({
      state: { user: session.user, token: session.token, isAuthenticated: true },
      version: 0,
    }),
  );
}

/** Opens `url` in a fresh context (empty cache) and sums the script responses it received. */
async function scriptsOfFirstLoad(browser, origin, session, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(signIn, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
  await context.close();
  const bytes = [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0);
  const small = [...scripts.values()].filter((s) => s.bytes < 2048).length;
  return { files: scripts.size, bytes, small };
}

/** Prints the first load's scripts of /dashboard and /builder/{id} with the current web build. */
export async function measureFirstLoads() {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-first-load-'));
  const server = await startServer({ port, dataDir, env: { LOG_LEVEL: 'warn' } });
  let browser;
  try {
    const call = apiOf(port);
    const { user, token } = await call('POST', '/api/auth/register', null, {
      firstName: 'Bench',
      lastName: 'Owner',
      email: `bench-${process.pid}-${Date.now()}@example.com`,
      password: 'bench-password-1',
    });
    const site = await call('POST', '/api/websites', token, {
      name: 'Bench',
      subdomain: `bench-${process.pid}-${Date.now() % 100000}`,
    });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    console.log('First load in Chromium, signed in (JavaScript over the wire, headers included):');
    for (const url of ['/dashboard', `/builder/${site.id}`]) {
      const { files, bytes, small } = await scriptsOfFirstLoad(
        browser,
        origin,
        { user, token },
        url,
      );
      const label = url.startsWith('/builder/') ? '/builder/{id}' : url;
      console.log(
        `  ${label.padEnd(34)} ${String(files).padStart(3)} files ${`${(bytes / 1024).toFixed(1)} KB`.padStart(9)} (${small} under 2 KB)`,
      );
    }
  } finally {
    await browser?.close();
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
