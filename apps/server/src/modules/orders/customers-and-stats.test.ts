import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, MonthlyStats, OrderDetail } from '@tessera/core';
import { orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import { startOfMonthUtc } from '../analytics/service.ts';
import { LISBON, openTestShop, orderBody, placeDirect, type TestShop } from './order-test-shop.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const as = (shop: TestShop) => ({
  get: <T>(url: string) => call(t.app, shop.owner.token, 'GET', url).then((r) => dataOf<T>(r)),
  send: (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: object) =>
    call(t.app, shop.owner.token, method, url, body),
});

function buyAs(shop: TestShop, email: string, items: Parameters<typeof orderBody>[0]) {
  return placeDirect(t, shop, {
    ...orderBody(items, {
      shippingMethod: 'post',
      shippingAddress: LISBON,
    }),
    customer: { name: 'Dora Dias', email, phone: '+351 900 000 000' },
  });
}

const setCreated = (orderId: string, createdAt: Date) =>
  t.database.db.update(orders).set({ createdAt }).where(eq(orders.id, orderId));

describe('customers from their orders', () => {
  it('counts orders, what was spent (not cancelled, less refunds) and the last order date', async () => {
    const shop = await openTestShop(t);
    const owner = as(shop);
    const first = await buyAs(shop, 'dora@example.com', [{ productId: shop.loaf.id, quantity: 2 }]);
    const second = await buyAs(shop, 'DORA@example.com', [
      { productId: shop.cookie.id, quantity: 1 },
    ]);
    const third = await buyAs(shop, 'dora@example.com', [{ productId: shop.cake.id, quantity: 1 }]);
    await owner.send('PUT', `/api/orders/${third.orderId}`, { status: 'CANCELLED' });
    await owner.send('POST', `/api/orders/${first.orderId}/payment`, { action: 'mark-paid' });
    await owner.send('POST', `/api/orders/${first.orderId}/payment`, {
      action: 'refund',
      amount: 2,
    });

    const [dora, ...rest] = await owner.get<Customer[]>(`/api/websites/${shop.site.id}/customers`);
    expect(rest).toEqual([]);
    // (13.00 + 5.00) + 10% = 19.80, less 2.00 refunded; (1.50 + 5.00) + 10% = 7.15.
    expect(dora).toMatchObject({
      email: 'dora@example.com',
      totalOrders: 3,
      totalSpent: 24.95,
      status: 'active',
    });
    const detail = await owner.get<OrderDetail>(`/api/orders/${third.orderId}`);
    expect(dora!.lastOrderDate).toBe(detail.createdAt);

    const longAgo = new Date(Date.now() - 45 * 86_400_000);
    for (const order of [first, second, third]) await setCreated(order.orderId, longAgo);
    const [later] = await owner.get<Customer[]>(`/api/websites/${shop.site.id}/customers`);
    expect(later).toMatchObject({ status: 'inactive', lastOrderDate: longAgo.toISOString() });
    expect(
      await owner.get<Customer[]>(`/api/websites/${shop.site.id}/customers?status=inactive`),
    ).toHaveLength(1);
  });

  it('deleting a customer blanks their personal data on the orders and keeps the amounts and dates', async () => {
    const shop = await openTestShop(t);
    const owner = as(shop);
    const placed = await buyAs(shop, 'erin@example.com', [
      { productId: shop.loaf.id, quantity: 1 },
    ]);
    const kept = await buyAs(shop, 'frank@example.com', [{ productId: shop.loaf.id, quantity: 1 }]);
    const before = await owner.get<OrderDetail>(`/api/orders/${placed.orderId}`);
    const customers = await owner.get<Customer[]>(`/api/websites/${shop.site.id}/customers`);
    const erin = customers.find((c) => c.email === 'erin@example.com')!;
    expect((await owner.send('DELETE', `/api/customers/${erin.id}`)).statusCode).toBe(200);

    const after = await owner.get<OrderDetail>(`/api/orders/${placed.orderId}`);
    expect(after).toMatchObject({
      customerId: null,
      customerName: '',
      customerEmail: '',
      customerPhone: null,
      shippingAddress: null,
      total: before.total,
      subtotal: before.subtotal,
      items: before.items,
      createdAt: before.createdAt,
    });
    const other = await owner.get<OrderDetail>(`/api/orders/${kept.orderId}`);
    expect(other).toMatchObject({ customerName: 'Dora Dias', customerEmail: 'frank@example.com' });
    const list = await owner.get<Customer[]>(`/api/websites/${shop.site.id}/customers`);
    expect(list.map((c) => c.email)).toEqual(['frank@example.com']);
  });
});

describe("the overview's monthly figures", () => {
  it("count this month's orders of the owner's websites and their revenue", async () => {
    const shop = await openTestShop(t);
    const stranger = await openTestShop(t);
    const stats = () => as(shop).get<MonthlyStats>('/api/analytics/monthly-stats');
    expect(await stats()).toMatchObject({ totalOrders: 0, totalRevenue: 0 });

    const kept = await buyAs(shop, 'gil@example.com', [{ productId: shop.loaf.id, quantity: 1 }]);
    const cancelled = await buyAs(shop, 'gil@example.com', [
      { productId: shop.cake.id, quantity: 1 },
    ]);
    const lastMonth = await buyAs(shop, 'gil@example.com', [
      { productId: shop.cookie.id, quantity: 1 },
    ]);
    await buyAs(stranger, 'gil@example.com', [{ productId: stranger.loaf.id, quantity: 1 }]);
    await as(shop).send('PUT', `/api/orders/${cancelled.orderId}`, { status: 'CANCELLED' });
    await setCreated(lastMonth.orderId, new Date(startOfMonthUtc(new Date()).getTime() - 1));

    // (6.50 + 5.00) + 10% = 12.65; the cancelled cake still counts as an order, not as revenue.
    expect(await stats()).toMatchObject({ totalOrders: 2, totalRevenue: kept.order.total });
    expect(kept.order.total).toBe(12.65);
  });
});
