// Card checkout under load: BUYERS parallel buyers (default 50) placing card orders through the
// public store API, `POST /api/public/sites/{sub}/orders` with `paymentMethod: "card"`, ORDERS
// orders in all (default 1000), on one product with plenty of stock. Each order is the whole way
// to Stripe's page: the order placed in its transaction (stock taken, the order held 31 minutes,
// no mail), then, after the commit, a Checkout Session made at the Stripe-compatible test server
// (apps/server/src/test/stripe-peer.ts, as STRIPE_API_URL, over HTTP) and stored on the order.
// Printed: checkout-to-redirect latency (request to the 201 carrying `paymentUrl`) p50 and p99,
// orders per second, and the checks that every order has its own session and the stock left is
// the stock less what was sold. The same number of orders paid on pickup runs first, as the
// placement's own cost beside it. The test server answers on loopback, so the figure is our own
// cost; Stripe's own answer time adds to it in production.
// PGlite on disk always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import { randomBytes, randomUUID } from 'node:crypto';
import { StripePeer } from '../apps/server/src/test/stripe-peer.ts';
import { benchApp, call, owner, percentiles, targets } from './support.mjs';

const BUYERS = Number(process.env.BUYERS ?? 50);
const ORDERS = Number(process.env.ORDERS ?? 1000);
const STOCK = 1_000_000;
const SECRET_KEY = 'sk_test_51BenchCardKey0000001';
const WEBHOOK_SECRET = 'whsec_BenchCardSecret0000001';

/** A published site selling one loaf, taking cards through the test server. */
async function openShop(app) {
  const { token } = await owner(app);
  const subdomain = `card-${randomBytes(3).toString('hex')}`;
  const site = await call(app, 'POST', '/api/websites', token, { name: 'Bench Bakery', subdomain });
  const product = await call(app, 'POST', `/api/websites/${site.id}/products`, token, {
    name: 'Country sourdough',
    sku: 'SOUR-1',
    price: '7.50',
    quantity: STOCK,
    isPublished: true,
  });
  await call(app, 'POST', `/api/websites/${site.id}/publish`, token);
  const store = await call(app, 'GET', `/api/websites/${site.id}/store`, token);
  await call(app, 'PUT', `/api/websites/${site.id}/store`, token, {
    ...store,
    payments: { ...store.payments, card: true },
  });
  await call(app, 'PUT', `/api/websites/${site.id}/payments/stripe`, token, {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
  });
  return { token, site, subdomain, productId: product.id };
}

/** BUYERS buyers at once, each ordering until ORDERS are placed, paying by `method`. */
async function run(port, shop, method) {
  const latencies = [];
  const pages = new Set();
  let next = 0;
  let units = 0;
  const buyer = async () => {
    while (next < ORDERS) {
      const n = next++;
      const quantity = 1 + (n % 3);
      const started = performance.now();
      const res = await fetch(
        `http://127.0.0.1:${port}/api/public/sites/${shop.subdomain}/orders`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [{ productId: shop.productId, quantity }],
            customer: { name: `Buyer ${n}`, email: `buyer${n % 500}@example.com` },
            paymentMethod: method,
            idempotencyKey: randomUUID(),
          }),
        },
      );
      const body = await res.text();
      latencies.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`order: ${res.status} ${body.slice(0, 300)}`);
      if (method === 'card') pages.add(JSON.parse(body).data.paymentUrl);
      units += quantity;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: BUYERS }, buyer));
  const seconds = (performance.now() - started) / 1000;
  return { ...percentiles(latencies), rate: latencies.length / seconds, units, pages: pages.size };
}

for (const kind of targets()) {
  const peer = new StripePeer();
  await peer.start();
  peer.accounts.set(SECRET_KEY, { id: 'acct_bench', displayName: 'Bench Bakery' });
  const bench = await benchApp(kind, {
    STRIPE_API_URL: peer.url,
    STOCK_HOLD_INTERVAL_MS: '0',
    ORDERS_PER_ADDRESS: '0',
  });
  try {
    await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = bench.app.server.address();
    const shop = await openShop(bench.app);
    // The same orders paid on pickup first: the placement alone, on the same machine and load.
    const manual = await run(port, shop, 'pickup');
    const result = await run(port, shop, 'card');
    result.units += manual.units;
    const [product] = await call(bench.app, 'GET', `/api/public/sites/${shop.subdomain}/products`);
    const stockRight = product.available === STOCK - result.units;
    console.log(
      `${kind.padEnd(8)} ${ORDERS} card orders, ${BUYERS} buyers: checkout to redirect ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ` +
        `(max ${result.max.toFixed(1)} ms), ${result.rate.toFixed(0)} orders/s; ` +
        `${result.pages} payment pages, ${peer.sessions.size} sessions, stock ${product.available} ` +
        `(${stockRight ? 'exactly what was sold is gone' : `expected ${STOCK - result.units}`}); ` +
        `paid on pickup instead: p50 ${manual.p50.toFixed(1)} ms, p99 ${manual.p99.toFixed(1)} ms`,
    );
    if (result.pages !== ORDERS || peer.sessions.size !== ORDERS || !stockRight) {
      process.exitCode = 1;
    }
  } finally {
    await bench.close();
    await peer.stop();
  }
}
