import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnalyticsDashboard, AnalyticsRealtime } from '@tessera/core';
import {
  analyticsDaily,
  analyticsHourly,
  analyticsPageViews,
  analyticsVisits,
} from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookingBody, openTestSalon, postBooking } from '../bookings/booking-test-salon.ts';
import { openTestShop, orderBody, type TestShop } from '../orders/order-test-shop.ts';
import { BOOKING_PAGE, ORDER_PAGE } from './collect/private-pages.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function open(host: string, url: string, ip: string) {
  return inject(t.app, {
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: { host, 'user-agent': CHROME },
  });
}

/** Everything the owner can read of a website's analytics, and every row stored for it. */
async function everythingRecorded(token: string, websiteId: string): Promise<string> {
  const read: unknown[] = [];
  for (const range of ['24h', '7d']) {
    const q = `websiteId=${websiteId}&timeRange=${range}`;
    read.push(dataOf(await call(t.app, token, 'GET', `/api/analytics/dashboard?${q}`)));
    read.push(dataOf(await call(t.app, token, 'GET', `/api/analytics?${q}`)));
    read.push((await call(t.app, token, 'GET', `/api/analytics/export?${q}`)).body);
  }
  read.push(
    dataOf(await call(t.app, token, 'GET', `/api/analytics/realtime?websiteId=${websiteId}`)),
  );
  const { db } = t.database;
  for (const table of [analyticsPageViews, analyticsVisits, analyticsDaily, analyticsHourly]) {
    read.push(await db.select().from(table).where(eq(table.websiteId, websiteId)));
  }
  return JSON.stringify(read, (_key, value: unknown) =>
    typeof value === 'bigint' ? String(value) : value,
  );
}

const dashboardOf = async (token: string, websiteId: string) =>
  dataOf<AnalyticsDashboard>(
    await call(
      t.app,
      token,
      'GET',
      `/api/analytics/dashboard?websiteId=${websiteId}&timeRange=24h`,
    ),
  );

const realtimeOf = async (token: string, websiteId: string) =>
  dataOf<AnalyticsRealtime>(
    await call(t.app, token, 'GET', `/api/analytics/realtime?websiteId=${websiteId}`),
  );

describe('a buyer’s order page', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop(t);
  });

  it('is counted as "Order page", its token nowhere in the analytics', async () => {
    const ip = '203.0.113.80';
    expect((await open(shop.host, '/', ip)).statusCode).toBe(200);
    const placed = await inject(t.app, {
      method: 'POST',
      url: `/api/public/sites/${shop.site.subdomain}/orders`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      payload: JSON.stringify(orderBody([{ productId: shop.cookie.id, quantity: 1 }])),
    });
    const { confirmationPath } = dataOf<{ confirmationPath: string }>(placed, 201);
    const token = confirmationPath.split('/')[2]!;
    expect(token.length).toBeGreaterThanOrEqual(20);
    const page = await open(shop.host, confirmationPath, ip);
    expect(page.statusCode).toBe(200);

    const dashboard = await dashboardOf(shop.owner.token, shop.site.id);
    expect(dashboard.topPages.map((p) => [p.path, p.views])).toEqual(
      expect.arrayContaining([
        ['/', 1],
        [ORDER_PAGE, 1],
      ]),
    );
    const live = await realtimeOf(shop.owner.token, shop.site.id);
    expect(live.latest.map((v) => v.path)).toEqual([ORDER_PAGE, '/']);
    expect(await everythingRecorded(shop.owner.token, shop.site.id)).not.toContain(token);
  });
});

describe('a booker’s page', () => {
  it('is counted as "Booking page", its calendar file not at all, the token nowhere', async () => {
    const salon = await openTestSalon(t);
    const sub = salon.site.subdomain;
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const slots = dataOf<{ start: string; staffId: string }[]>(
      await inject(t.app, {
        method: 'GET',
        url: `/api/public/sites/${sub}/services/${salon.haircut}/slots?from=${from}&to=${to}&timezone=Europe/Berlin`,
      }),
    );
    expect(slots.length).toBeGreaterThan(0);
    const placed = dataOf<{ manageUrl: string }>(
      await postBooking(t, sub, bookingBody(salon.haircut, slots[0]!.start)),
      201,
    );
    const path = new URL(placed.manageUrl).pathname;
    const token = path.split('/')[3]!;
    expect(token.length).toBeGreaterThanOrEqual(20);

    const ip = '203.0.113.81';
    expect((await open(salon.host, `${path}?done=booked`, ip)).statusCode).toBe(200);
    expect((await open(salon.host, `${path}/invite.ics`, ip)).statusCode).toBe(200);

    const dashboard = await dashboardOf(salon.owner.token, salon.site.id);
    expect(dashboard.topPages.map((p) => [p.path, p.views])).toEqual([[BOOKING_PAGE, 1]]);
    expect(dashboard.metrics.pageViews.value).toBe(1);
    const live = await realtimeOf(salon.owner.token, salon.site.id);
    expect(live.latest.map((v) => v.path)).toEqual([BOOKING_PAGE]);
    expect(await everythingRecorded(salon.owner.token, salon.site.id)).not.toContain(token);
  });
});
