import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Customer,
  CustomerDetail,
  NotificationList,
  PlacedOrder,
  StoreProduct,
} from '@tessera/core';
import { errorOf, inject } from '../../test/auth-helpers.ts';
import { visit } from '../../test/site-helpers.ts';
import { insertProduct } from '../../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf } from '../../test/website-helpers.ts';
import {
  openTestShop,
  LISBON,
  orderBody,
  outOfStockLines,
  postOrder,
  stockOf,
  variantStockOf,
  writtenFor,
  type TestShop,
} from '../orders/order-test-shop.ts';

let t: TestApp;
let shop: TestShop;
let other: TestShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openTestShop(t);
  other = await openTestShop(t);
});

afterAll(async () => {
  await t?.close();
});

const getJson = (url: string) => inject(t.app, { method: 'GET', url });
const place = (body: unknown, own = shop) => postOrder(t, own.site.subdomain, body);

describe('GET /api/public/sites/{subdomain}/products', () => {
  it('lists the published products with their variants and what can be bought', async () => {
    const products = dataOf<StoreProduct[]>(
      await getJson(`/api/public/sites/${shop.site.subdomain}/products`),
    );
    expect(products.map((p) => p.name).sort()).toEqual([
      'Bakery shirt',
      'Birthday cake',
      'Butter cookie',
      'Sourdough loaf',
    ]);
    const shirt = products.find((p) => p.id === shop.shirt.id)!;
    expect(shirt).toMatchObject({ slug: 'bakery-shirt', price: 20, currency: 'USD', available: 6 });
    expect(shirt.variants.map((v) => [v.title, v.price, v.available, v.soldOut])).toEqual([
      ['S', 20, 0, true],
      ['M', 22, 5, false],
      ['L', 24, 1, false],
    ]);
    const one = dataOf<StoreProduct>(
      await getJson(`/api/public/sites/${shop.site.subdomain}/products/bakery-shirt`),
    );
    expect(one).toEqual(shirt);
  });

  it('is a 404 for a hidden or unknown product, and for a site that is not live', async () => {
    const draft = await createWebsite(t.app, shop.owner.token);
    await insertProduct(t.database, draft.id, { name: 'Draft bun' });
    const urls = [
      `/api/public/sites/${shop.site.subdomain}/products/secret-recipe`,
      `/api/public/sites/${shop.site.subdomain}/products/nothing-here`,
      `/api/public/sites/${draft.subdomain}/products`,
      `/api/public/sites/${draft.subdomain}/products/draft-bun`,
      '/api/public/sites/no-such-site-here/products',
      '/api/public/sites/Not_A_Subdomain/products',
    ];
    for (const url of urls) {
      const res = await getJson(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    const order = await postOrder(
      t,
      draft.subdomain,
      orderBody([{ productId: shop.loaf.id, quantity: 1 }]),
    );
    expect(order.statusCode).toBe(404);
  });
});

describe('POST /api/public/sites/{subdomain}/orders', () => {
  it('places the order at the catalogue price whatever the body claims, and opens its page on the site', async () => {
    const res = await place({
      ...orderBody([
        { productId: shop.loaf.id, quantity: 1, unitPrice: 0.01, total: 0.01, price: 0 } as never,
      ]),
      subtotal: 0,
      total: 0.01,
      tax: 0,
      status: 'DELIVERED',
      paymentStatus: 'PAID',
    });
    const order = dataOf<PlacedOrder>(res, 201);
    expect(order).toMatchObject({
      orderNumber: '#1001',
      status: 'PENDING',
      paymentStatus: 'PENDING',
      subtotal: 6.5,
      tax: 0.65,
      total: 7.15,
      items: [{ name: 'Sourdough loaf', unitPrice: 6.5, quantity: 1, total: 6.5 }],
    });
    const page = await visit(t.app, shop.host, order.confirmationPath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('#1001');

    const customers = dataOf<Customer[]>(
      await call(t.app, shop.owner.token, 'GET', `/api/websites/${shop.site.id}/customers`),
    );
    const ana = customers.find((c) => c.email === 'ana@example.com')!;
    const detail = dataOf<CustomerDetail>(
      await call(t.app, shop.owner.token, 'GET', `/api/customers/${ana.id}`),
    );
    expect(detail.timeline.map((e) => [e.kind, e.summary])).toEqual([
      ['order', 'Order #1001 · $7.15'],
    ]);
    const bell = dataOf<NotificationList>(
      await call(t.app, shop.owner.token, 'GET', '/api/notifications'),
    );
    expect(bell.items[0]).toMatchObject({ type: 'order', title: 'New order #1001' });
  });

  it('refuses quantities that are not whole numbers from 1 to 100, writing nothing', async () => {
    const before = await writtenFor(t, shop.site.id);
    for (const quantity of [0, -1, 1.5, 1e9, '2', null]) {
      const res = await place(orderBody([{ productId: shop.loaf.id, quantity }]));
      expect(res.statusCode, String(quantity)).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields?.['items.0.quantity']).toMatch(/^Quantity must be/);
    }
    expect(await writtenFor(t, shop.site.id)).toEqual(before);
  });

  it("refuses products that are unknown, unpublished or another site's, and a variant of another product", async () => {
    const before = await writtenFor(t, shop.site.id);
    const cases: [Parameters<typeof orderBody>[0], string, string][] = [
      [
        [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        'items.0.productId',
        'This product is not for sale',
      ],
      [
        [{ productId: shop.secret.id, quantity: 1 }],
        'items.0.productId',
        'This product is not for sale',
      ],
      [
        [{ productId: other.loaf.id, quantity: 1 }],
        'items.0.productId',
        'This product is not for sale',
      ],
      [
        [{ productId: shop.shirt.id, variantId: other.shirt.variantIds.M, quantity: 1 }],
        'items.0.variantId',
        'This option is not for sale',
      ],
      [
        [{ productId: shop.shirt.id, quantity: 1 }],
        'items.0.variantId',
        'Choose a size for Bakery shirt',
      ],
      [[{ productId: 'not-a-uuid', quantity: 1 }], 'items.0.productId', 'Choose a product'],
    ];
    for (const [items, field, message] of cases) {
      const res = await place(orderBody(items));
      expect(res.statusCode, message).toBe(400);
      expect(errorOf(res).fields).toEqual({ [field]: message });
    }
    expect(await writtenFor(t, shop.site.id)).toEqual(before);
  });

  it('needs an address to ship to and a way of paying the store offers', async () => {
    const items = [{ productId: shop.loaf.id, quantity: 1 }];
    const noAddress = await place(orderBody(items, { shippingMethod: 'post' }));
    expect(noAddress.statusCode).toBe(400);
    expect(errorOf(noAddress).fields).toEqual({
      shippingAddress: 'Enter the address to ship your order to',
    });
    const codAtPickup = await place(orderBody(items, { paymentMethod: 'cash-on-delivery' }));
    expect(errorOf(codAtPickup).fields).toEqual({
      paymentMethod: 'Choose a way to pay offered here: Pay on pickup, Bank transfer',
    });
    const bitcoin = await place(orderBody(items, { paymentMethod: 'bitcoin' }));
    expect(errorOf(bitcoin).fields).toEqual({ paymentMethod: 'Choose a way to pay' });
    const shipped = await place(
      orderBody(items, {
        shippingMethod: 'post',
        paymentMethod: 'cash-on-delivery',
        shippingAddress: LISBON,
      }),
    );
    expect(dataOf<PlacedOrder>(shipped, 201)).toMatchObject({
      paymentMethod: 'cash-on-delivery',
      shipping: 5,
      total: 12.65,
    });
  });

  it('refuses a body that is not JSON, not UTF-8 or empty', async () => {
    const url = `/api/public/sites/${shop.site.subdomain}/orders`;
    const send = (payload: string | Buffer) =>
      inject(t.app, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const answers = [
      [await send('{"items": ['), 'The request body is not valid JSON'],
      [await send(Buffer.from([0x7b, 0xff, 0x7d])), 'The request body is not valid UTF-8 text'],
      [await send(''), 'The request body is empty'],
      [await send('[]'), 'The request body must be a JSON object'],
      [await send('{}'), 'Your cart is empty'],
    ] as const;
    for (const [res, message] of answers) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
  });

  it('answers a repeated idempotency key with the same order and 200', async () => {
    const body = orderBody([{ productId: shop.cookie.id, quantity: 1 }], {
      idempotencyKey: 'headless-7d2e91',
    });
    const first = dataOf<PlacedOrder>(await place(body), 201);
    const again = dataOf<PlacedOrder>(await place(body), 200);
    expect(again).toEqual(first);
  });
});

describe('never overselling', () => {
  it('sells the last one to exactly one of 100 buyers at once', async () => {
    const own = await openTestShop(t);
    const last = await insertProduct(t.database, own.site.id, {
      name: 'Last croissant',
      quantity: 1,
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        place(
          {
            ...orderBody([{ productId: last.id, quantity: 1 }]),
            customer: { name: `Buyer ${i}`, email: `buyer${i}@example.com` },
          },
          own,
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(outOfStockLines(res)).toEqual([
        { productId: last.id, variantId: null, name: 'Last croissant', requested: 1, available: 0 },
      ]);
      expect(res.json().error.message).toBe('Last croissant is sold out');
    }
    expect(await stockOf(t, last.id)).toBe(0);
    const written = await writtenFor(t, own.site.id);
    expect(written.orders).toHaveLength(1);
    expect(written.customers).toHaveLength(1);
  });

  it('counts two lines of one variant together and writes nothing when they exceed the stock', async () => {
    const own = await openTestShop(t);
    const before = await writtenFor(t, own.site.id);
    const variant = own.shirt.variantIds.M!;
    const res = await place(
      orderBody([
        { productId: own.shirt.id, variantId: variant, quantity: 3 },
        { productId: own.loaf.id, quantity: 1 },
        { productId: own.shirt.id, variantId: variant, quantity: 3 },
      ]),
      own,
    );
    expect(outOfStockLines(res)).toEqual([
      {
        productId: own.shirt.id,
        variantId: variant,
        name: 'Bakery shirt (M)',
        requested: 6,
        available: 5,
      },
    ]);
    expect(await variantStockOf(t, variant)).toBe(5);
    expect(await stockOf(t, own.loaf.id)).toBe(3);
    expect(await writtenFor(t, own.site.id)).toEqual(before);
  });

  it('makes one order of the same idempotency key sent twice at once', async () => {
    const own = await openTestShop(t);
    const body = orderBody([{ productId: own.loaf.id, quantity: 1 }], {
      idempotencyKey: 'double-submit-0a1b2c',
    });
    const [a, b] = await Promise.all([place(body, own), place(body, own)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    expect((await writtenFor(t, own.site.id)).orders).toHaveLength(1);
    expect(await stockOf(t, own.loaf.id)).toBe(2);
  });
});
