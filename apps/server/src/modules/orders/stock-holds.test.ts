import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, OrderDetail, StoreProduct, StoreSettingsView } from '@tessera/core';
import { notifications, orderEvents } from '../../db/schema.ts';
import { errorOf, freshAddress, inject } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import { LISBON, openTestShop, orderBody, stockOf, type TestShop } from './order-test-shop.ts';
import { HOLD_ENDED_NOTE, StockHolds } from './stock-holds.ts';

const MINUTE = 60_000;
// The app's clock: tests move it on instead of waiting.
let clock = Date.now();
const now = () => clock;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now });
});

afterAll(async () => {
  await t?.close();
});

const api = (shop: TestShop, method: 'GET' | 'PUT' | 'POST', url: string, body?: object) =>
  call(t.app, shop.owner.token, method, url, body);

/** Places an order of loaves through the public API and answers the owner's view of it. */
async function orderLoaves(
  shop: TestShop,
  quantity: number,
  payment: Record<string, unknown>,
): Promise<OrderDetail> {
  // Each from its own address: these tests are not about the limits per address.
  const res = await inject(t.app, {
    method: 'POST',
    url: `/api/public/sites/${shop.site.subdomain}/orders`,
    remoteAddress: freshAddress(),
    payload: orderBody([{ productId: shop.loaf.id, quantity }], payment),
  });
  expect(res.statusCode, res.body).toBe(201);
  const number = (res.json() as { data: { number: number } }).data.number;
  const [order] = dataOf<OrderDetail[]>(
    await api(shop, 'GET', `/api/websites/${shop.site.id}/orders?search=${number}`),
  );
  return orderOf(shop, order!.id);
}

const byBankTransfer = { paymentMethod: 'bank-transfer' };

const orderOf = async (shop: TestShop, id: string) =>
  dataOf<OrderDetail>(await api(shop, 'GET', `/api/orders/${id}`));

/** What the published shop tells visitors about the loaf. */
async function loafOnSale(shop: TestShop): Promise<number | null> {
  const res = await inject(t.app, {
    method: 'GET',
    url: `/api/public/sites/${shop.site.subdomain}/products/${shop.loaf.slug}`,
  });
  return dataOf<StoreProduct>(res).available;
}

async function holdEndedEntries(orderId: string) {
  return t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.note, HOLD_ENDED_NOTE)));
}

describe('an unpaid bank-transfer order', () => {
  let shop: TestShop;
  let order: OrderDetail;
  let placedAt: number;

  beforeAll(async () => {
    shop = await openTestShop(t);
    placedAt = clock;
    order = await orderLoaves(shop, 2, byBankTransfer);
  });

  it('holds its stock for the store’s hold time, 60 minutes unless changed', async () => {
    expect(order).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
    expect(order.stockHeldUntil).toBe(new Date(placedAt + 60 * MINUTE).toISOString());
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
    expect(await loafOnSale(shop)).toBe(1);
  });

  it('keeps it while the hold lasts', async () => {
    clock = placedAt + 60 * MINUTE;
    await t.app.stockHolds.tick();
    expect(await orderOf(shop, order.id)).toMatchObject({
      status: 'PENDING',
      stockHeldUntil: order.stockHeldUntil,
    });
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
  });

  it('is cancelled once the hold is over, its stock back on sale and the reason in its history', async () => {
    clock = placedAt + 61 * MINUTE;
    await t.app.stockHolds.tick();
    const cancelled = await orderOf(shop, order.id);
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'PENDING',
      stockHeldUntil: null,
    });
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
    expect(await loafOnSale(shop)).toBe(3);
    expect(cancelled.history.map((e) => [e.kind, e.fromStatus, e.toStatus, e.note])).toEqual([
      ['created', null, 'PENDING', null],
      ['status', 'PENDING', 'CANCELLED', HOLD_ENDED_NOTE],
    ]);
    const bell = dataOf<NotificationList>(await api(shop, 'GET', '/api/notifications'));
    expect(bell.items[0]).toMatchObject({
      type: 'order',
      title: `Unpaid order ${order.orderNumber} cancelled`,
      link: `/dashboard/orders/${order.id}?site=${shop.site.id}`,
    });
  });

  it('is left alone by later passes', async () => {
    clock += 24 * 60 * MINUTE;
    await t.app.stockHolds.tick();
    expect(await holdEndedEntries(order.id)).toHaveLength(1);
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
  });
});

describe('orders that keep their stock', () => {
  it('a bank-transfer order marked paid in time', async () => {
    const shop = await openTestShop(t);
    const order = await orderLoaves(shop, 2, byBankTransfer);
    const paid = dataOf<OrderDetail>(
      await api(shop, 'POST', `/api/orders/${order.id}/payment`, { action: 'mark-paid' }),
    );
    expect(paid).toMatchObject({ paymentStatus: 'PAID', stockHeldUntil: null });
    clock += 2 * 60 * MINUTE;
    await t.app.stockHolds.tick();
    expect(await orderOf(shop, order.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PAID',
    });
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
  });

  it('a bank-transfer order the owner took out of Pending in time', async () => {
    const shop = await openTestShop(t);
    const order = await orderLoaves(shop, 1, byBankTransfer);
    const moved = dataOf<OrderDetail>(
      await api(shop, 'PUT', `/api/orders/${order.id}`, { status: 'PROCESSING' }),
    );
    expect(moved).toMatchObject({ status: 'PROCESSING', stockHeldUntil: null });
    clock += 2 * 60 * MINUTE;
    await t.app.stockHolds.tick();
    expect((await orderOf(shop, order.id)).status).toBe('PROCESSING');
    expect(await stockOf(t, shop.loaf.id)).toBe(2);
  });

  it('pay-on-pickup and cash-on-delivery orders, however long they wait', async () => {
    const shop = await openTestShop(t);
    const pickup = await orderLoaves(shop, 1, { paymentMethod: 'pickup' });
    const cash = await orderLoaves(shop, 1, {
      paymentMethod: 'cash-on-delivery',
      shippingMethod: 'post',
      shippingAddress: LISBON,
    });
    expect([pickup.stockHeldUntil, cash.stockHeldUntil]).toEqual([null, null]);
    clock += 8 * 24 * 60 * MINUTE;
    await t.app.stockHolds.tick();
    for (const order of [pickup, cash]) {
      const after = await orderOf(shop, order.id);
      expect(after, order.paymentMethod).toMatchObject({ status: 'PENDING', stockHeldUntil: null });
      expect(after.history).toHaveLength(1);
    }
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
  });
});

describe('the store’s hold time', () => {
  it('is refused outside 10 minutes to a week, or when not a whole number', async () => {
    const shop = await openTestShop(t);
    const url = `/api/websites/${shop.site.id}/store`;
    const settings = dataOf<StoreSettingsView>(await api(shop, 'GET', url));
    expect(settings.holdStockMinutes).toBe(60);
    const cases: [unknown, string][] = [
      [5, 'Hold stock for at least 10 minutes'],
      [20_000, 'Hold stock for at most 10,080 minutes (a week)'],
      ['x', 'Hold stock for a number of minutes'],
      [12.5, 'Hold stock for a whole number of minutes'],
    ];
    for (const [holdStockMinutes, message] of cases) {
      const res = await api(shop, 'PUT', url, { ...settings, holdStockMinutes });
      expect(res.statusCode, String(holdStockMinutes)).toBe(400);
      expect(errorOf(res).fields?.holdStockMinutes).toBe(message);
    }
    expect(dataOf<StoreSettingsView>(await api(shop, 'GET', url)).holdStockMinutes).toBe(60);
  });

  it('sets the hold of orders placed after it changed, not of those before', async () => {
    const shop = await openTestShop(t);
    const before = await orderLoaves(shop, 1, byBankTransfer);
    const url = `/api/websites/${shop.site.id}/store`;
    const settings = dataOf<StoreSettingsView>(await api(shop, 'GET', url));
    const saved = dataOf<StoreSettingsView>(
      await api(shop, 'PUT', url, { ...settings, holdStockMinutes: 15 }),
    );
    expect(saved.holdStockMinutes).toBe(15);
    const after = await orderLoaves(shop, 1, byBankTransfer);
    expect(after.stockHeldUntil).toBe(new Date(clock + 15 * MINUTE).toISOString());
    expect((await orderOf(shop, before.id)).stockHeldUntil).toBe(before.stockHeldUntil);

    clock += 16 * MINUTE;
    await t.app.stockHolds.tick();
    expect((await orderOf(shop, after.id)).status).toBe('CANCELLED');
    expect((await orderOf(shop, before.id)).status).toBe('PENDING');
    expect(await stockOf(t, shop.loaf.id)).toBe(2);
  });
});

describe('two sweepers at once', () => {
  it('cancel each order once: one history entry, one bell, stock returned once', async () => {
    // What earlier tests left held is released first, so only this test's orders are counted.
    clock += 8 * 24 * 60 * MINUTE;
    await t.app.stockHolds.tick();
    const shop = await openTestShop(t);
    const orders = [
      await orderLoaves(shop, 1, byBankTransfer),
      await orderLoaves(shop, 1, byBankTransfer),
      await orderLoaves(shop, 1, byBankTransfer),
    ];
    expect(await stockOf(t, shop.loaf.id)).toBe(0);
    // A second server process on the same database.
    const other = new StockHolds({
      db: t.database.db,
      now,
      onCatalogueChanged: () => {},
      log: t.app.log,
    });
    clock += 61 * MINUTE;
    const released = await Promise.all([
      t.app.stockHolds.tick(),
      other.releaseExpired(),
      other.releaseExpired(),
    ]);
    expect(released.reduce((a, b) => a + b, 0)).toBe(orders.length);
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
    for (const order of orders) {
      expect((await orderOf(shop, order.id)).status).toBe('CANCELLED');
      expect(await holdEndedEntries(order.id)).toHaveLength(1);
    }
    const bells = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.websiteId, shop.site.id));
    expect(bells.filter((n) => n.title.startsWith('Unpaid order'))).toHaveLength(orders.length);
  });
});
