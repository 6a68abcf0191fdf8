// Card payments settling: Stripe's webhooks and the checkout reconciler, against the
// Stripe-compatible test server (apps/server/src/test/stripe-peer.ts) as STRIPE_API_URL.
// 1. ORDERS card orders (default 500) placed through the public store API, each paid at the test
//    server, then their signed `checkout.session.completed` delivered over HTTP by SENDERS
//    parallel senders (default 20): each delivery verifies the signature, records the event,
//    locks the order, marks it paid and queues its mails in one transaction. Printed: delivery
//    latency p50/p99, and the same for every event delivered again (a replay: recorded, no-op).
// 2. PENDING card orders (default 10,000) awaiting payment, written straight into the database:
//    the reconciler's round when none is overdue (its minutely cost), and the round that finds
//    them all overdue and settles them (each session asked of the test server, each order
//    cancelled with its stock back), in all and per order.
// PGlite on disk always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { StripePeer } from '../apps/server/src/test/stripe-peer.ts';
import { benchApp, call, owner, percentiles, targets } from './support.mjs';

const ORDERS = Number(process.env.ORDERS ?? 500);
const SENDERS = Number(process.env.SENDERS ?? 20);
const PENDING = Number(process.env.PENDING ?? 10_000);
const SECRET_KEY = 'sk_test_51BenchKeyAbCdEfGh0001';
const WEBHOOK_SECRET = 'whsec_BenchSigningSecret0001';

async function openShop(app) {
  const { token } = await owner(app);
  const subdomain = `cards-${randomBytes(3).toString('hex')}`;
  const site = await call(app, 'POST', '/api/websites', token, { name: 'Bench Bakery', subdomain });
  const product = await call(app, 'POST', `/api/websites/${site.id}/products`, token, {
    name: 'Country sourdough',
    price: '7.50',
    sku: 'SOUR-1',
    quantity: 1_000_000,
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

/** Sends every payload with SENDERS senders at once; answers the latencies. */
async function sendAll(port, websiteId, payloads) {
  const latencies = [];
  let next = 0;
  const sender = async () => {
    while (next < payloads.length) {
      const payload = payloads[next++];
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/webhooks/stripe/${websiteId}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': StripePeer.signature(payload, WEBHOOK_SECRET),
        },
        body: payload,
      });
      await res.text();
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`webhook: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return percentiles(latencies);
}

const fmt = (r) =>
  `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (max ${r.max.toFixed(1)} ms)`;

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

    // 1. Webhooks.
    const payloads = [];
    for (let n = 0; n < ORDERS; n++) {
      const placed = await call(
        bench.app,
        'POST',
        `/api/public/sites/${shop.subdomain}/orders`,
        null,
        {
          items: [{ productId: shop.productId, quantity: 1 }],
          customer: { name: `Buyer ${n}`, email: `buyer${n}@example.com` },
          paymentMethod: 'card',
        },
      );
      const sessionId = new URL(placed.paymentUrl).pathname.split('/').at(-1);
      payloads.push(
        JSON.stringify(peer.event('checkout.session.completed', peer.complete(sessionId))),
      );
    }
    const first = await sendAll(port, shop.site.id, payloads);
    const replay = await sendAll(port, shop.site.id, payloads);
    const [{ paid }] = (
      await bench.database.db.execute(
        sql`select count(*)::int as paid from orders where website_id = ${shop.site.id} and payment_status = 'PAID'`,
      )
    ).rows;
    console.log(
      `${kind.padEnd(8)} ${ORDERS} checkout.session.completed, ${SENDERS} senders: ${fmt(first)}; ` +
        `replayed: ${fmt(replay)}; orders paid ${paid}`,
    );
    if (paid !== ORDERS) process.exitCode = 1;

    // 2. The reconciler with PENDING card orders awaiting payment.
    const heldUntil = new Date(Date.now() + 30 * 60_000);
    const template = await bench.database.db.execute(
      sql`select id from orders where website_id = ${shop.site.id} limit 1`,
    );
    const from = template.rows[0].id;
    for (let done = 0; done < PENDING; done += 2000) {
      const count = Math.min(2000, PENDING - done);
      await bench.database.db.execute(sql`
        insert into orders (website_id, number, public_token, customer_name, customer_email,
          status, payment_status, payment_method, fulfilment, currency, subtotal, total,
          stock_held_until, payment_session_id)
        select website_id, 100000 + ${done} + g, md5(random()::text) || g, customer_name,
          customer_email, 'PENDING', 'PENDING', 'card', fulfilment, currency, subtotal, total,
          ${heldUntil.toISOString()}::timestamptz, 'cs_bench_' || (${done} + g)
        from orders, generate_series(1, ${count}) g where id = ${from}`);
    }
    // Their sessions at the test server, expired unpaid: a round cancels each order.
    const model = peer.sessions.get(JSON.parse(payloads[0]).data.object.id);
    const pending = await bench.database.db.execute(
      sql`select id, payment_session_id as "sessionId" from orders where payment_session_id like 'cs_bench_%'`,
    );
    for (const { id, sessionId } of pending.rows) {
      peer.sessions.set(sessionId, {
        ...model,
        id: sessionId,
        status: 'expired',
        payment_status: 'unpaid',
        metadata: { ...model.metadata, tessera_id: id },
      });
    }
    const quiet = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await bench.app.checkoutReconciler.tick(new Date());
      quiet.push(performance.now() - started);
    }
    quiet.sort((a, b) => a - b);
    const started = performance.now();
    const asked = peer.requests.length;
    await bench.app.checkoutReconciler.tick(new Date(heldUntil.getTime() + 6 * 60_000));
    const round = performance.now() - started;
    const sessions = peer.requests.length - asked;
    const [{ cancelled }] = (
      await bench.database.db.execute(
        sql`select count(*)::int as cancelled from orders where payment_session_id like 'cs_bench_%' and status = 'CANCELLED'`,
      )
    ).rows;
    if (cancelled !== PENDING) process.exitCode = 1;
    console.log(
      `${kind.padEnd(8)} reconciler, ${PENDING} card orders awaiting payment: a round with none ` +
        `overdue ${quiet[2].toFixed(1)} ms (median of 5); with all overdue, the round asks Stripe ` +
        `about ${sessions} sessions and cancels ${cancelled} orders in ${round.toFixed(0)} ms ` +
        `(${(round / Math.max(1, sessions)).toFixed(2)} ms each)`,
    );
  } finally {
    await bench.close();
    await peer.stop();
  }
}
