import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AnalyticsDashboard, Customer, MonthlyStats, Order } from '@tessera/core';
import { orders, websites } from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { call, createWebsite, dataOf } from '../../test/website-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestShop, orderBody, type TestShop } from '../orders/order-test-shop.ts';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const DAY_MS = 86_400_000;

let t: TestApp;
let shop: TestShop;
let address = 60;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openTestShop(t);
  // The bakery sells in pounds: every order placed from now on is in pounds.
  await t.database.db
    .update(websites)
    .set({ store: sql`coalesce(${websites.store}, '{}'::jsonb) || '{"currency":"GBP"}'::jsonb` })
    .where(eq(websites.id, shop.site.id));
});

afterAll(async () => {
  await t?.close();
});

const get = <T>(url: string) => call(t.app, shop.owner.token, 'GET', url).then((r) => dataOf<T>(r));

/** An order of the bakery's, each from its own address; a page seen first when asked. */
async function order(
  items: { productId: string; quantity: number }[],
  seen = false,
): Promise<Order> {
  const ip = `203.0.113.${address++}`;
  if (seen) {
    const page = await inject(t.app, {
      method: 'GET',
      url: '/',
      remoteAddress: ip,
      headers: { host: shop.host, 'user-agent': SAFARI },
    });
    expect(page.statusCode).toBe(200);
  }
  const placed = await inject(t.app, {
    method: 'POST',
    url: `/api/public/sites/${shop.site.subdomain}/orders`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': SAFARI },
    payload: JSON.stringify(orderBody(items)),
  });
  const { number, currency } = dataOf<{ number: number; currency: string }>(placed, 201);
  expect(currency).toBe('GBP');
  const list = await get<Order[]>(`/api/websites/${shop.site.id}/orders`);
  return list.find((o) => o.number === number)!;
}

const placedDaysAgo = (id: string, days: number) =>
  t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(orders.id, id));

/** What the Orders screen's list says the orders placed since then brought in, in minor units. */
async function ordersSum(since: number): Promise<number> {
  const list = await get<Order[]>(`/api/websites/${shop.site.id}/orders`);
  return list
    .filter((o) => o.status !== 'CANCELLED' && Date.parse(o.createdAt) >= since)
    .reduce((sum, o) => sum + Math.round((o.total - o.refundedAmount) * 100), 0);
}

describe('a shop that sells in pounds', () => {
  beforeAll(async () => {
    // 2 loaves after a page view: 13.00 + 10% tax.
    expect((await order([{ productId: shop.loaf.id, quantity: 2 }], true)).total).toBe(14.3);
    // Through the API with no page seen: still the shop's revenue.
    expect((await order([{ productId: shop.cookie.id, quantity: 1 }])).total).toBe(1.65);
    // Cancelled: no revenue.
    const cancelled = await order([{ productId: shop.cookie.id, quantity: 4 }]);
    const put = await call(t.app, shop.owner.token, 'PUT', `/api/orders/${cancelled.id}`, {
      status: 'CANCELLED',
    });
    expect(put.statusCode, put.body).toBe(200);
    // Paid 16.50, then 5.00 refunded: 11.50.
    const refunded = await order([{ productId: shop.cookie.id, quantity: 10 }]);
    for (const body of [{ action: 'mark-paid' }, { action: 'refund', amount: 5 }]) {
      const res = await call(
        t.app,
        shop.owner.token,
        'POST',
        `/api/orders/${refunded.id}/payment`,
        body,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    // Three days ago (in 7 days, not in 24 hours) and forty days ago (only in 90 days).
    await placedDaysAgo((await order([{ productId: shop.cookie.id, quantity: 6 }])).id, 3);
    await placedDaysAgo((await order([{ productId: shop.cookie.id, quantity: 2 }])).id, 40);
  });

  it('shows analytics revenue in pounds, equal to the orders of the same range', async () => {
    const expected: Record<string, number> = { '24h': 2745, '7d': 3735, '30d': 3735, '90d': 4065 };
    const since: Record<string, number> = { '24h': 1, '7d': 4, '30d': 4, '90d': 41 };
    for (const range of ['24h', '7d', '30d', '90d']) {
      const data = await get<AnalyticsDashboard>(
        `/api/analytics/dashboard?websiteId=${shop.site.id}&timeRange=${range}`,
      );
      expect(data.currency, range).toBe('GBP');
      expect(Math.round(data.metrics.revenue.value * 100), range).toBe(expected[range]);
      expect(Math.round(data.metrics.revenue.value * 100), range).toBe(
        await ordersSum(Date.now() - since[range]! * DAY_MS),
      );
      // Conversions stay what visits led to: the one order after a page view.
      expect(data.metrics.conversions.value, range).toBe(1);

      const [record] = await get<{ revenue: number }[]>(
        `/api/analytics?websiteId=${shop.site.id}&timeRange=${range}`,
      );
      expect(record!.revenue, range).toBe(data.metrics.revenue.value);

      const csv = await call(
        t.app,
        shop.owner.token,
        'GET',
        `/api/analytics/export?websiteId=${shop.site.id}&timeRange=${range}`,
      );
      expect(csv.statusCode).toBe(200);
      const [header, ...lines] = csv.body.trim().split(/\r?\n/);
      expect(header).toContain('Revenue (GBP)');
      const column = header!.split(',').indexOf('Revenue (GBP)');
      const total = lines.reduce(
        (sum, line) => sum + Math.round(Number(line.split(',')[column]) * 100),
        0,
      );
      expect(total, range).toBe(expected[range]);
    }
  });

  it('shows the overview’s revenue in pounds, never summed with another currency', async () => {
    // A second website of the owner's, still in dollars, with no orders.
    await createWebsite(t.app, shop.owner.token, { name: 'Corner Cafe' });
    const stats = await get<MonthlyStats>('/api/analytics/monthly-stats');
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const minor = await ordersSum(monthStart);
    expect(stats.currency).toBe('GBP');
    expect(Math.round(stats.totalRevenue * 100)).toBe(minor);
    expect(stats.revenueByCurrency).toEqual([
      { currency: 'GBP', amount: stats.totalRevenue },
      { currency: 'USD', amount: 0 },
    ]);
  });

  it('gives customers’ totals in pounds in the list, the detail and the export', async () => {
    const list = await get<Customer[]>(`/api/websites/${shop.site.id}/customers`);
    expect(list).toHaveLength(1);
    const [ana] = list;
    expect(ana!.currency).toBe('GBP');
    // Every order but the cancelled one, less the refund.
    expect(ana!.totalSpent).toBe(40.65);
    const detail = await get<Customer>(`/api/customers/${ana!.id}`);
    expect(detail.currency).toBe('GBP');
    expect(detail.totalSpent).toBe(40.65);

    const csv = await call(
      t.app,
      shop.owner.token,
      'GET',
      `/api/websites/${shop.site.id}/customers/export`,
    );
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const columns = header!.split(',');
    const cells = row!.split(',');
    expect(cells[columns.indexOf('Spent')]).toBe('40.65');
    expect(cells[columns.indexOf('Currency')]).toBe('GBP');
  });

  it('answers a new customer in the store’s currency', async () => {
    const res = await call(
      t.app,
      shop.owner.token,
      'POST',
      `/api/websites/${shop.site.id}/customers`,
      {
        name: 'Bo Chen',
        email: 'bo@example.com',
      },
    );
    const created = dataOf<Customer>(res, 201);
    expect(created.currency).toBe('GBP');
    expect(created.totalSpent).toBe(0);
  });
});
