import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderDetail, OrderStats } from '@tessera/core';
import { productVariants } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import {
  LISBON,
  mailsAbout,
  openTestShop,
  orderBody,
  outOfStockLines,
  placeDirect,
  stockOf,
  variantStockOf,
  writtenFor,
  type TestShop,
} from './order-test-shop.ts';

let t: TestApp;
let shop: TestShop;
let stranger: Account;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openTestShop(t);
  stranger = await registerOwner(t.app, t.database);
});

afterAll(async () => {
  await t?.close();
});

const api = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: object,
  token = shop.owner.token,
) => call(t.app, token, method, url, body);

async function listOf(query = '', own = shop): Promise<Order[]> {
  return dataOf<Order[]>(
    await api('GET', `/api/websites/${own.site.id}/orders${query}`, undefined, own.owner.token),
  );
}

async function buy(
  own: TestShop,
  items: Parameters<typeof orderBody>[0],
  customer = { name: 'Ana Lima', email: 'ana@example.com' },
) {
  return placeDirect(t, own, { ...orderBody(items), customer });
}

const setStatus = (id: string, status: string, token?: string) =>
  api('PUT', `/api/orders/${id}`, { status }, token);

describe('the list, its figures and the export', () => {
  let own: TestShop;
  beforeAll(async () => {
    own = await openTestShop(t);
    await buy(own, [{ productId: own.loaf.id, quantity: 1 }]);
    await buy(own, [{ productId: own.cookie.id, quantity: 2 }], {
      name: 'Bruno Costa',
      email: 'bruno@example.com',
    });
    await buy(own, [{ productId: own.cake.id, quantity: 1 }], {
      name: '=HYPERLINK("http://evil")',
      email: 'carla@example.com',
    });
  });

  it('lists newest first with lines and money as decimals', async () => {
    const list = await listOf('', own);
    expect(list.map((o) => o.orderNumber)).toEqual(['#1003', '#1002', '#1001']);
    expect(list[2]).toMatchObject({
      customerName: 'Ana Lima',
      status: 'PENDING',
      paymentStatus: 'PENDING',
      subtotal: 6.5,
      tax: 0.65,
      total: 7.15,
      totalAmount: 7.15,
      items: [{ name: 'Sourdough loaf', quantity: 1, unitPrice: 6.5, total: 6.5 }],
    });
    expect(list[2]).not.toHaveProperty('publicToken');
    expect(list[2]).not.toHaveProperty('idempotencyKey');
  });

  it('finds an order by its number, the customer name or e-mail, and filters by status', async () => {
    const numbers = async (query: string) => (await listOf(query, own)).map((o) => o.number);
    expect(await numbers('?search=1002')).toEqual([1002]);
    expect(await numbers(`?search=${encodeURIComponent('#1001')}`)).toEqual([1001]);
    expect(await numbers('?search=bruno')).toEqual([1002]);
    expect(await numbers('?search=CARLA@EXAMPLE')).toEqual([1003]);
    expect(await numbers('?search=100%25')).toEqual([]);
    const [first] = await listOf('?search=1001', own);
    await api('PUT', `/api/orders/${first!.id}`, { status: 'PROCESSING' }, own.owner.token);
    expect(await numbers('?status=PROCESSING')).toEqual([1001]);
    expect(await numbers('?status=PENDING')).toEqual([1003, 1002]);
    const bad = await api(
      'GET',
      `/api/websites/${own.site.id}/orders?status=LOST`,
      undefined,
      own.owner.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('status');
  });

  it('counts orders and revenue (not cancelled, less refunds)', async () => {
    const list = await listOf('', own);
    const byNumber = (n: number) => list.find((o) => o.number === n)!;
    await api('PUT', `/api/orders/${byNumber(1003).id}`, { status: 'CANCELLED' }, own.owner.token);
    await api(
      'POST',
      `/api/orders/${byNumber(1002).id}/payment`,
      { action: 'mark-paid' },
      own.owner.token,
    );
    await api(
      'POST',
      `/api/orders/${byNumber(1002).id}/payment`,
      { action: 'refund', amount: 1 },
      own.owner.token,
    );
    const stats = dataOf<OrderStats>(
      await api('GET', `/api/websites/${own.site.id}/orders/stats`, undefined, own.owner.token),
    );
    // 7.15 + (3.30 - 1.00); the cancelled cake is left out.
    expect(stats).toEqual({ totalOrders: 3, pending: 1, processing: 1, totalRevenue: 9.45 });
  });

  it('exports a spreadsheet-safe CSV named by the day', async () => {
    const res = await api(
      'GET',
      `/api/websites/${own.site.id}/orders/export`,
      undefined,
      own.owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const [header, ...rows] = res.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFNumber,Date,Customer,Email,Status,Payment status,Payment method,Items,Subtotal,Discount code,Discount,Shipping,Tax,Total,Refunded,Currency',
    );
    expect(rows[0]).toMatch(
      /^#1003,[^,]+,"'=HYPERLINK\(""http:\/\/evil""\)",carla@example.com,CANCELLED,/,
    );
    expect(rows[1]).toMatch(
      /^#1002,.*,Bruno Costa,bruno@example.com,PENDING,PARTIALLY_REFUNDED,Pay on pickup,2 × Butter cookie,3.00,,0.00,0.00,0.30,3.30,1.00,USD$/,
    );
  });
});

describe('status changes', () => {
  it('records each change with its time, and a repeat of the same status changes nothing', async () => {
    const placed = await buy(shop, [{ productId: shop.cookie.id, quantity: 1 }]);
    dataOf<OrderDetail>(await setStatus(placed.orderId, 'PROCESSING'));
    dataOf<OrderDetail>(await setStatus(placed.orderId, 'PROCESSING'));
    const detail = dataOf<OrderDetail>(await setStatus(placed.orderId, 'DELIVERED'));
    expect(detail.status).toBe('DELIVERED');
    expect(detail.history.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([
      ['created', null, 'PENDING'],
      ['status', 'PENDING', 'PROCESSING'],
      ['status', 'PROCESSING', 'DELIVERED'],
    ]);
    const times = detail.history.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await mailsAbout(t, placed.orderId)).toHaveLength(2);
  });

  it('tells the buyer when the order ships, once', async () => {
    const placed = await placeDirect(t, shop, {
      ...orderBody([{ productId: shop.cookie.id, quantity: 1 }], {
        shippingMethod: 'post',
        shippingAddress: LISBON,
      }),
    });
    await setStatus(placed.orderId, 'SHIPPED');
    await setStatus(placed.orderId, 'SHIPPED');
    const shipped = (await mailsAbout(t, placed.orderId)).filter((m) => m.kind === 'order-shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({
      to: 'ana@example.com',
      subject: `Your order #${placed.order.number} has shipped`,
    });
    expect(shipped[0]!.text).toContain('is on its way.');
    expect(shipped[0]!.text).toContain(`http://${shop.host}/order/${placed.publicToken}`);
  });

  it('tells the buyer of a pickup order that it is ready to collect, not shipped', async () => {
    const placed = await buy(shop, [{ productId: shop.cookie.id, quantity: 1 }]);
    await setStatus(placed.orderId, 'SHIPPED');
    const [ready] = (await mailsAbout(t, placed.orderId)).filter((m) => m.kind === 'order-shipped');
    expect(ready).toMatchObject({
      subject: `Your order #${placed.order.number} is ready for pickup`,
    });
    expect(ready!.text).toContain(`your order #${placed.order.number} at `);
    expect(ready!.text).toContain('is ready for pickup.');
    expect(ready!.text).not.toMatch(/shipped|on its way/i);
    const page = await t.app.inject({
      method: 'GET',
      url: `/order/${placed.publicToken}`,
      headers: { host: shop.host },
    });
    expect(page.body).toContain('Ready for pickup');
    await setStatus(placed.orderId, 'DELIVERED');
    const done = await t.app.inject({
      method: 'GET',
      url: `/order/${placed.publicToken}`,
      headers: { host: shop.host },
    });
    expect(done.body).toContain('Picked up');
    expect(done.body).not.toContain('Delivered');
  });

  it('puts stock back on cancelling and takes it again when the order comes back', async () => {
    const own = await openTestShop(t);
    const placed = await buy(own, [
      { productId: own.loaf.id, quantity: 2 },
      { productId: own.shirt.id, variantId: own.shirt.variantIds.M, quantity: 3 },
      { productId: own.cookie.id, quantity: 4 },
    ]);
    expect([
      await stockOf(t, own.loaf.id),
      await variantStockOf(t, own.shirt.variantIds.M!),
    ]).toEqual([1, 2]);
    const version = (await writtenFor(t, own.site.id)).catalogueVersion;
    const cancelled = dataOf<OrderDetail>(
      await setStatus(placed.orderId, 'CANCELLED', own.owner.token),
    );
    expect(cancelled.status).toBe('CANCELLED');
    expect([
      await stockOf(t, own.loaf.id),
      await variantStockOf(t, own.shirt.variantIds.M!),
    ]).toEqual([3, 5]);
    expect(await stockOf(t, own.cookie.id)).toBe(0);
    expect((await writtenFor(t, own.site.id)).catalogueVersion).toBeGreaterThan(version);
    const mails = await mailsAbout(t, placed.orderId);
    expect(mails.find((m) => m.kind === 'order-cancelled')?.subject).toBe(
      'Your order #1001 was cancelled',
    );

    dataOf<OrderDetail>(await setStatus(placed.orderId, 'PROCESSING', own.owner.token));
    expect([
      await stockOf(t, own.loaf.id),
      await variantStockOf(t, own.shirt.variantIds.M!),
    ]).toEqual([1, 2]);
  });

  it('refuses to bring a cancelled order back when its stock was sold meanwhile, changing nothing', async () => {
    const own = await openTestShop(t);
    const placed = await buy(own, [{ productId: own.loaf.id, quantity: 2 }]);
    await setStatus(placed.orderId, 'CANCELLED', own.owner.token);
    await buy(own, [{ productId: own.loaf.id, quantity: 2 }]);
    const before = await writtenFor(t, own.site.id);
    const res = await setStatus(placed.orderId, 'PENDING', own.owner.token);
    expect(outOfStockLines(res)).toEqual([
      {
        productId: own.loaf.id,
        variantId: null,
        name: 'Sourdough loaf',
        requested: 2,
        available: 1,
      },
    ]);
    expect(res.json().error.message).toBe('Only 1 left of Sourdough loaf');
    expect(await writtenFor(t, own.site.id)).toEqual(before);
    const detail = dataOf<OrderDetail>(
      await api('GET', `/api/orders/${placed.orderId}`, undefined, own.owner.token),
    );
    expect(detail.status).toBe('CANCELLED');
    expect(await stockOf(t, own.loaf.id)).toBe(1);
  });

  it('cancels an order whose variant was deleted without touching the product stock', async () => {
    const own = await openTestShop(t);
    const placed = await buy(own, [
      { productId: own.shirt.id, variantId: own.shirt.variantIds.L, quantity: 1 },
    ]);
    await t.database.db
      .delete(productVariants)
      .where(eq(productVariants.id, own.shirt.variantIds.L!));
    const productStock = await stockOf(t, own.shirt.id);
    const res = await setStatus(placed.orderId, 'CANCELLED', own.owner.token);
    expect(dataOf<OrderDetail>(res).items[0]).toMatchObject({ variantId: null, variantTitle: 'L' });
    expect(await stockOf(t, own.shirt.id)).toBe(productStock);
  });

  it('keeps the owner notes and refuses unknown statuses', async () => {
    const placed = await buy(shop, [{ productId: shop.cookie.id, quantity: 1 }]);
    const noted = dataOf<OrderDetail>(
      await api('PUT', `/api/orders/${placed.orderId}`, { notes: '  Gift wrap  ' }),
    );
    expect(noted.notes).toBe('Gift wrap');
    expect(noted.history).toHaveLength(1);
    for (const body of [{ status: 'LOST' }, { status: 7 }, { notes: 'x'.repeat(5001) }]) {
      const res = await api('PUT', `/api/orders/${placed.orderId}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('payments and refunds', () => {
  it('marks paid, refunds part, then the rest, each in the history', async () => {
    const placed = await buy(shop, [{ productId: shop.loaf.id, quantity: 1 }]);
    const pay = (body: object) => api('POST', `/api/orders/${placed.orderId}/payment`, body);
    const early = await pay({ action: 'refund' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('Only a paid order can be refunded');

    expect(dataOf<OrderDetail>(await pay({ action: 'mark-paid' })).paymentStatus).toBe('PAID');
    const part = dataOf<OrderDetail>(await pay({ action: 'refund', amount: '2.15' }));
    expect(part).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', refundedAmount: 2.15 });
    const tooMuch = await pay({ action: 'refund', amount: 5.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch).fields).toEqual({ amount: 'Refund amount can be at most $5.00' });
    for (const amount of [0, -1, 'abc', 1.234]) {
      const res = await pay({ action: 'refund', amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(errorOf(res).fields).toHaveProperty('amount');
    }
    const rest = dataOf<OrderDetail>(await pay({ action: 'refund' }));
    expect(rest).toMatchObject({ paymentStatus: 'REFUNDED', refundedAmount: 7.15 });
    expect(rest.history.map((e) => [e.kind, e.amount])).toEqual([
      ['created', null],
      ['payment', 7.15],
      ['refund', 2.15],
      ['refund', 5],
    ]);
    expect((await pay({ action: 'mark-paid' })).statusCode).toBe(409);
    const unknown = await pay({ action: 'steal' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('Action must be mark-paid or refund');
  });
});

describe("another owner's orders", () => {
  it('are a 404 on every route, as are ids that name nothing', async () => {
    const placed = await buy(shop, [{ productId: shop.cookie.id, quantity: 1 }]);
    const as = stranger.token;
    const site = shop.site.id;
    const calls = [
      api('GET', `/api/websites/${site}/orders`, undefined, as),
      api('GET', `/api/websites/${site}/orders/stats`, undefined, as),
      api('GET', `/api/websites/${site}/orders/export`, undefined, as),
      api('GET', `/api/orders/${placed.orderId}`, undefined, as),
      api('PUT', `/api/orders/${placed.orderId}`, { status: 'CANCELLED' }, as),
      api('POST', `/api/orders/${placed.orderId}/payment`, { action: 'mark-paid' }, as),
      api('GET', '/api/orders/not-a-uuid'),
      api('GET', '/api/orders/00000000-0000-4000-8000-000000000000'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    const detail = dataOf<OrderDetail>(await api('GET', `/api/orders/${placed.orderId}`));
    expect(detail).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
  });

  it('need a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/websites/${shop.site.id}/orders` });
    expect(res.statusCode).toBe(401);
  });
});
