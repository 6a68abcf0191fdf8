// How many orders one client address can place on one shop: the real server (started as
// `npm start` runs it, behind TRUST_PROXY=1 so X-Forwarded-For names the client) with a published
// site selling one loaf with plenty of stock, and one address sending orders through the public
// API, `POST /api/public/sites/{sub}/orders`, as fast as it can: CONNECTIONS requests in flight
// (default 4), one unit each, from buyers with e-mails of their own, for RUN_SECONDS (default 60).
// Two runs, each on a fresh server and database and from an address of its own: the per-address
// and per-e-mail limits off (ORDERS_PER_ADDRESS=0 ORDERS_PER_EMAIL=0, as before the limits), then
// on, as the server starts with no setting touched. Printed per run: requests sent, orders
// accepted (201) and per minute, refused with 429 (and the Retry-After they carried), any other
// answers, and the orders and units the owner's figures show afterwards.
// PGlite on disk always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// database is created for each run and dropped).
// A shorter run: RUN_SECONDS=10 node bench/run.mjs orders-per-address
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  apiOf,
  createPostgresDatabase,
  registerOwner,
  startServer,
  stopAllChildren,
  stopChild,
} from './server-process.mjs';
import { freePort, postgresServerUrl, targets } from './support.mjs';

const RUN_SECONDS = Number(process.env.RUN_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const STOCK = 1_000_000;

const RUNS = [
  { label: 'limits off', env: { ORDERS_PER_ADDRESS: '0', ORDERS_PER_EMAIL: '0' } },
  { label: 'limits on (defaults)', env: {} },
];

/** A published site selling one loaf with plenty of stock, picked up and paid on pickup. */
async function openShop(api) {
  const token = await registerOwner(api);
  const subdomain = `orders-${randomBytes(3).toString('hex')}`;
  const site = await api('POST', '/api/websites', token, { name: 'Bench Bakery', subdomain });
  const product = await api('POST', `/api/websites/${site.id}/products`, token, {
    name: 'Country sourdough',
    sku: 'SOUR-1',
    price: '7.50',
    quantity: STOCK,
    isPublished: true,
  });
  await api('POST', `/api/websites/${site.id}/publish`, token);
  return { token, site, subdomain, productId: product.id };
}

function request(port, agent, options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent, ...options }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          retryAfter: res.headers['retry-after'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One address ordering as fast as it can for RUN_SECONDS: what it was answered. */
async function orderFlood(port, shop, address) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const counts = { sent: 0, accepted: 0, refused: 0, other: 0 };
  const retryAfter = [];
  let firstOther = '';
  const started = performance.now();
  const end = started + RUN_SECONDS * 1000;
  const buyer = async () => {
    while (performance.now() < end) {
      const n = counts.sent++;
      const body = JSON.stringify({
        items: [{ productId: shop.productId, quantity: 1 }],
        customer: { name: `Buyer ${n}`, email: `buyer${n}@example.com` },
      });
      const res = await request(
        port,
        agent,
        {
          method: 'POST',
          path: `/api/public/sites/${shop.subdomain}/orders`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': address,
          },
        },
        body,
      );
      if (res.status === 201) counts.accepted++;
      else if (res.status === 429) {
        counts.refused++;
        retryAfter.push(Number(res.retryAfter));
      } else {
        counts.other++;
        firstOther ||= `${res.status} ${res.body.slice(0, 200)}`;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, buyer));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const waits = retryAfter.length
    ? `${Math.min(...retryAfter)} to ${Math.max(...retryAfter)} s`
    : '-';
  return { ...counts, seconds, retryAfter: waits, firstOther };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-orders-'));
const rows = [];
try {
  for (const kind of targets()) {
    for (const [i, run] of RUNS.entries()) {
      const database =
        kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl()) : null;
      let server = null;
      try {
        const port = await freePort();
        server = await startServer({
          port,
          dataDir: path.join(tmp, `${kind}-${i}`),
          databaseUrl: database?.url,
          env: { TRUST_PROXY: '1', LOG_LEVEL: 'warn', ...run.env },
        });
        const api = apiOf(port);
        const shop = await openShop(api);
        // An address of each run's own (TEST-NET-3), so no run counts against another.
        const result = await orderFlood(port, shop, `203.0.113.${10 + i}`);
        const stats = await api('GET', `/api/websites/${shop.site.id}/orders/stats`, shop.token);
        const [product] = await api('GET', `/api/public/sites/${shop.subdomain}/products`);
        const unitsGone = STOCK - product.available;
        rows.push({ kind, run: run.label, ...result, stored: stats.totalOrders, unitsGone });
      } finally {
        if (server) await stopChild(server);
        await database?.drop();
      }
    }
  }
} finally {
  // A server that never answered its health check is stopped here.
  await stopAllChildren();
  rmSync(tmp, { recursive: true, force: true });
}

console.log(
  `One address, ${CONNECTIONS} requests in flight, ordering one unit at a time for ` +
    `${RUN_SECONDS} s through POST /api/public/sites/{sub}/orders:`,
);
console.log(
  `${'database'.padEnd(8)} ${'run'.padEnd(20)} ${'sent'.padStart(7)} ${'accepted'.padStart(8)} ` +
    `${'per min'.padStart(8)} ${'429'.padStart(7)} ${'other'.padStart(5)} ` +
    `${'stored'.padStart(6)} ${'units gone'.padStart(10)}  Retry-After`,
);
for (const r of rows) {
  const perMinute = (r.accepted / r.seconds) * 60;
  console.log(
    `${r.kind.padEnd(8)} ${r.run.padEnd(20)} ${String(r.sent).padStart(7)} ` +
      `${String(r.accepted).padStart(8)} ${perMinute.toFixed(0).padStart(8)} ` +
      `${String(r.refused).padStart(7)} ${String(r.other).padStart(5)} ` +
      `${String(r.stored).padStart(6)} ${String(r.unitsGone).padStart(10)}  ${r.retryAfter}`,
  );
  if (r.firstOther) console.log(`  first other answer: ${r.firstOther}`);
}
