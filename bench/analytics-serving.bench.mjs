// What counting page views costs a published site: requests/s of the landing page
// (bench/landing-page.mjs) served by the real server (started like `npm start`) with counting on
// and with ANALYTICS=off, same site, same page, same database. The modes alternate (on, off, on,
// off, ...; RUNS each, default 3), the server restarted between runs; each run is DURATION s
// (default 10) after a WARMUP s (default 3) warm-up, 50 connections, gzip, a desktop Chrome user
// agent (autocannon's own would be dropped as a bot). All requests come from one address and one
// user agent, one visitor, unless VISITORS=n spreads them over n user agents. After each counting
// run the Analytics screen's 24-hour figures (GET /api/analytics/dashboard) are read back, to
// show the views were really counted.
// PGlite on disk always; PostgreSQL too when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL
// is set (a database is created for the run and dropped). BENCH_PORT for a fixed port (a free
// one by default).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { publishLandingSite } from './landing-page.mjs';
import {
  BROWSER_USER_AGENT,
  apiOf,
  createPostgresDatabase,
  lightenAutocannon,
  registerOwner,
  startServer,
  stopAllChildren,
  stopChild,
  waitUntilSettled,
} from './server-process.mjs';
import { freePort, printMachine } from './support.mjs';

// A free port unless BENCH_PORT names one, so two benches can run at once.
const PORT = Number(process.env.BENCH_PORT || (await freePort()));
const SUBDOMAIN = 'bench-counted';
const SITE_HOST = `${SUBDOMAIN}.localhost:${PORT}`;
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const RUNS = Number(process.env.RUNS ?? 3);
const CONNECTIONS = 50;
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

lightenAutocannon();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-analytics-serving-'));
const call = apiOf(PORT);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAllChildren().finally(() => {
      rmSync(tmp, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

/**
 * VISITORS=n (default 1) sends each connection's requests as n visitors in turn (one user agent
 * each), so a second holds up to n distinct views to store instead of one repeated.
 */
const VISITORS = Math.max(1, Number(process.env.VISITORS ?? 1));
const headersOf = (visitor) => ({
  host: SITE_HOST,
  'accept-encoding': 'gzip',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent':
    visitor === 0
      ? BROWSER_USER_AGENT
      : BROWSER_USER_AGENT.replace('Safari/', `Safari/${visitor}.`),
});

function cannon(duration) {
  return autocannon({
    url: `http://127.0.0.1:${PORT}/`,
    connections: CONNECTIONS,
    duration,
    headers: headersOf(0),
    // Each connection starts at its own visitor, so the requests in flight are of different ones.
    requests:
      VISITORS === 1
        ? undefined
        : Array.from({ length: VISITORS }, (_, i) => ({
            method: 'GET',
            path: '/',
            headers: headersOf(i),
          })),
  });
}

/** Requests answered in a run; anything but a 200 would make the figure meaningless. */
function answered(result, label) {
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(
      `${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return result.requests.total;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function pageViewsCounted(token, websiteId) {
  const dashboard = await call(
    'GET',
    `/api/analytics/dashboard?websiteId=${websiteId}&timeRange=24h`,
    token,
  );
  return dashboard.metrics.pageViews.value;
}

async function measure(kind) {
  const database = kind === 'postgres' ? await createPostgresDatabase(postgresUrl) : null;
  const dataDir = path.join(tmp, kind);
  const start = (analytics) =>
    startServer({ port: PORT, dataDir, databaseUrl: database?.url, env: { ANALYTICS: analytics } });
  let server = null;
  try {
    server = await start('on');
    const token = await registerOwner(call);
    const { site } = await publishLandingSite(call, token, SUBDOMAIN);
    const rates = { on: [], off: [] };
    let sent = 0;
    let counted = await pageViewsCounted(token, site.id);
    for (let run = 0; run < RUNS; run++) {
      for (const mode of ['on', 'off']) {
        if (!server) server = await start(mode);
        // The first start builds the template websites in the background: measured after it.
        await waitUntilSettled(server);
        let requests = 0;
        if (WARMUP > 0) requests += answered(await cannon(WARMUP), `${kind} ${mode} warm-up`);
        const result = await cannon(DURATION);
        requests += answered(result, `${kind} ${mode}`);
        rates[mode].push(result.requests.average);
        let note = '';
        if (mode === 'on') {
          sent += requests;
          const now = await pageViewsCounted(token, site.id);
          note = `   counted ${now - counted} views for ${requests} answered requests (warm-up included)`;
          counted = now;
        }
        console.log(
          `  ${kind.padEnd(8)} run ${run + 1} counting ${mode.padEnd(3)} ${result.requests.average.toFixed(0).padStart(7)} req/s` +
            `   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms${note}`,
        );
        await stopChild(server);
        server = null;
      }
    }
    // Read back once all runs are over: views served with counting off must not be among them.
    server = await start('on');
    const total = await pageViewsCounted(token, site.id);
    const on = median(rates.on);
    const off = median(rates.off);
    console.log(
      `  ${kind.padEnd(8)} median: counting on ${on.toFixed(0)} req/s, off ${off.toFixed(0)} req/s, ` +
        `on/off ${(on / off).toFixed(2)}`,
    );
    console.log(
      `  ${kind.padEnd(8)} page views on the Analytics screen (24h): ${total} for ${sent} requests served with counting on ` +
        `(${((total / sent) * 100).toFixed(1)}%; none of those served with counting off belong there)`,
    );
    // autocannon counts the responses it waited for: the up to CONNECTIONS requests still in
    // flight when a run ends are served (and counted) but not in its total.
    console.log(
      `  ${kind.padEnd(8)} (up to ${CONNECTIONS} requests in flight at the end of each warm-up and run are served, ` +
        "and counted, but not in autocannon's totals)",
    );
  } finally {
    if (server) await stopChild(server);
    await database?.drop();
  }
}

let failed = false;
try {
  printMachine('autocannon and the server share them');
  console.log(
    `Landing page /, ${VISITORS} visitor${VISITORS === 1 ? '' : 's'} (user agents), ${CONNECTIONS} connections, gzip, ${DURATION} s per run after a ${WARMUP} s warm-up, ` +
      `${RUNS} runs per mode alternating, the server restarted for each:`,
  );
  for (const kind of postgresUrl ? ['pglite', 'postgres'] : ['pglite']) await measure(kind);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopAllChildren();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
