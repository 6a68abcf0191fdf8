// What the dashboard's list and detail screens cost the server: the median time of each owner
// GET route through app.inject (the session already remembered, so the figure is the route's own
// reading), for an owner with a published shop of 8 pages, 40 products (every fourth in three
// sizes), 40 orders from 20 customers and 10 posts. On embedded PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Prints the routes slowest first.
import { benchApp, call, measure, ms, ownerWithSite, targets } from './support.mjs';
import { setPlanByEmail } from '../apps/server/src/modules/auth/plan.ts';

const RUNS = Number(process.env.RUNS ?? 40);

async function seed(app, database) {
  const subdomain = `bench-owner-${Date.now()}`;
  const { token, email, site } = await ownerWithSite(app, subdomain);
  await setPlanByEmail(database.db, email, 'enterprise');
  const pages = [];
  for (let i = 0; i < 7; i++)
    pages.push(
      await call(app, 'POST', `/api/websites/${site.id}/pages`, token, { name: `Page ${i}` }),
    );
  const products = [];
  for (let i = 0; i < 40; i++) {
    const sized = i % 4 === 0;
    products.push(
      await call(app, 'POST', `/api/websites/${site.id}/products`, token, {
        name: `Product ${i}`,
        sku: `SKU-${i}`,
        description: `A fine product, number ${i}, described at some length. `.repeat(8),
        price: 12.5 + i,
        quantity: 1000,
        isPublished: true,
        ...(sized
          ? {
              options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
              variants: ['S', 'M', 'L'].map((size) => ({
                options: { Size: size },
                price: 12.5 + i,
                quantity: 300,
              })),
            }
          : {}),
      }),
    );
  }
  await call(app, 'POST', `/api/websites/${site.id}/publish`, token);
  for (let i = 0; i < 40; i++) {
    const product = products[(i * 7) % products.length];
    const variantId = product.variants?.[0]?.id;
    await call(app, 'POST', `/api/public/sites/${subdomain}/orders`, null, {
      items: [
        { productId: product.id, ...(variantId ? { variantId } : {}), quantity: 1 + (i % 3) },
      ],
      customer: { name: `Customer ${i % 20}`, email: `customer${i % 20}@example.com` },
    });
  }
  for (let i = 0; i < 10; i++)
    await call(app, 'POST', `/api/websites/${site.id}/posts`, token, { title: `Post ${i}` });
  const orders = await call(app, 'GET', `/api/websites/${site.id}/orders`, token);
  const customers = await call(app, 'GET', `/api/websites/${site.id}/customers`, token);
  const posts = await call(app, 'GET', `/api/websites/${site.id}/posts`, token);
  const first = (list) =>
    (Array.isArray(list)
      ? list
      : (list.items ?? list.data ?? list.orders ?? list.customers ?? list.posts))[0];
  return {
    token,
    routes: {
      'GET /api/auth/profile': '/api/auth/profile',
      'GET /api/websites': '/api/websites',
      'GET /api/websites/:id': `/api/websites/${site.id}`,
      'GET /api/websites/:id/setup': `/api/websites/${site.id}/setup`,
      'GET /api/websites/:id/pages': `/api/websites/${site.id}/pages`,
      'GET /api/pages/:id': `/api/pages/${pages[0].id}`,
      'GET /api/websites/:id/products': `/api/websites/${site.id}/products`,
      'GET /api/websites/:id/products/stats': `/api/websites/${site.id}/products/stats`,
      'GET /api/products/:id': `/api/products/${products[0].id}`,
      'GET /api/websites/:id/orders': `/api/websites/${site.id}/orders`,
      'GET /api/websites/:id/orders/stats': `/api/websites/${site.id}/orders/stats`,
      'GET /api/orders/:id': `/api/orders/${first(orders).id}`,
      'GET /api/websites/:id/customers': `/api/websites/${site.id}/customers`,
      'GET /api/customers/:id': `/api/customers/${first(customers).id}`,
      'GET /api/websites/:id/posts': `/api/websites/${site.id}/posts`,
      'GET /api/posts/:id': `/api/posts/${first(posts).id}`,
      'GET /api/websites/:id/services': `/api/websites/${site.id}/services`,
      'GET /api/websites/:id/bookings': `/api/websites/${site.id}/bookings`,
      'GET /api/websites/:id/submissions': `/api/websites/${site.id}/submissions`,
      'GET /api/websites/:id/media': `/api/websites/${site.id}/media`,
      'GET /api/notifications': '/api/notifications',
      'GET /api/analytics (summary)': `/api/analytics?websiteId=${site.id}`,
      'GET /api/analytics/dashboard': `/api/analytics/dashboard?websiteId=${site.id}&timeRange=7d`,
      'GET /api/auth/usage': '/api/auth/usage',
    },
  };
}

for (const kind of targets()) {
  // Forty orders from one address and a few e-mails: the per-visitor limits are not measured here.
  const bench = await benchApp(kind, { ORDERS_PER_ADDRESS: '0', ORDERS_PER_EMAIL: '0' });
  try {
    const { token, routes } = await seed(bench.app, bench.database);
    const results = [];
    for (const [label, url] of Object.entries(routes)) {
      let bytes = 0;
      const timing = await measure(RUNS, async () => {
        const res = await bench.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 200)
          throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        bytes = res.body.length;
      });
      results.push({ label, median: timing.median, bytes });
    }
    results.sort((x, y) => y.median - x.median);
    console.log(`${kind}: median of ${RUNS} runs, slowest first`);
    for (const { label, median, bytes } of results)
      console.log(
        `  ${label.padEnd(36)} ${ms(median).padStart(9)}   ${String(bytes).padStart(7)} bytes`,
      );
  } finally {
    await bench.close();
  }
}
