// Checkout under load: BUYERS parallel buyers (default 50) placing orders through the public
// store API, `POST /api/public/sites/{sub}/orders`, ORDERS orders in all (default 2000), on one
// product with plenty of stock, so every order takes stock from the same row. Each order is the
// whole placement: stock taken with a conditional update, the number, the order and its lines,
// the customer and their timeline, the owner's notification and two outbox mails, in one
// transaction. The app listens on a real port and the buyers speak HTTP with keep-alive.
// Printed: order latency (request to 201) p50 and p99, orders per second, and the check that
// the stock left is the stock less what was sold and that every order was stored.
// PGlite on disk always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// database is created for the run and dropped).
import { randomBytes, randomUUID } from 'node:crypto';
import { benchApp, call, owner, percentiles, targets } from './support.mjs';

const BUYERS = Number(process.env.BUYERS ?? 50);
const ORDERS = Number(process.env.ORDERS ?? 2000);
const STOCK = 1_000_000;

/** A published site selling one loaf, with pickup paid on pickup (the store's defaults). */
async function openShop(app) {
  const { token } = await owner(app);
  const subdomain = `checkout-${randomBytes(3).toString('hex')}`;
  const site = await call(app, 'POST', '/api/websites', token, { name: 'Bench Bakery', subdomain });
  const product = await call(app, 'POST', `/api/websites/${site.id}/products`, token, {
    name: 'Country sourdough',
    sku: 'SOUR-1',
    price: '7.50',
    quantity: STOCK,
    isPublished: true,
  });
  await call(app, 'POST', `/api/websites/${site.id}/publish`, token);
  return { token, site, subdomain, productId: product.id };
}

/** BUYERS buyers at once, each ordering until ORDERS are placed; answers latencies and units. */
async function run(port, shop) {
  const latencies = [];
  let next = 0;
  let units = 0;
  const buyer = async () => {
    while (next < ORDERS) {
      const n = next++;
      const quantity = 1 + (n % 3);
      const started = performance.now();
      // fetch keeps its connections alive, as a browser or a headless shop would.
      const res = await fetch(
        `http://127.0.0.1:${port}/api/public/sites/${shop.subdomain}/orders`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [{ productId: shop.productId, quantity }],
            customer: { name: `Buyer ${n}`, email: `buyer${n % 500}@example.com` },
            idempotencyKey: randomUUID(),
          }),
        },
      );
      const body = await res.text();
      latencies.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`order: ${res.status} ${body.slice(0, 300)}`);
      units += quantity;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: BUYERS }, buyer));
  const seconds = (performance.now() - started) / 1000;
  return { ...percentiles(latencies), rate: latencies.length / seconds, units };
}

for (const kind of targets()) {
  const bench = await benchApp(kind, { ORDERS_PER_ADDRESS: '0', ORDERS_PER_EMAIL: '0' });
  try {
    await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = bench.app.server.address();
    const shop = await openShop(bench.app);
    const result = await run(port, shop);
    const stats = await call(
      bench.app,
      'GET',
      `/api/websites/${shop.site.id}/orders/stats`,
      shop.token,
    );
    const [product] = await call(bench.app, 'GET', `/api/public/sites/${shop.subdomain}/products`);
    const stockRight = product.available === STOCK - result.units;
    console.log(
      `${kind.padEnd(8)} ${ORDERS} orders, ${BUYERS} buyers: order placed ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ` +
        `(max ${result.max.toFixed(1)} ms), ${result.rate.toFixed(0)} orders/s; ` +
        `stored ${stats.totalOrders}, stock ${product.available} ` +
        `(${stockRight ? 'exactly what was sold is gone' : `expected ${STOCK - result.units}`})`,
    );
    if (stats.totalOrders !== ORDERS || !stockRight) process.exitCode = 1;
  } finally {
    await bench.close();
  }
}
